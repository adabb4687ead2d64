import BundleLintCore
import BundleLintSyntax

/// What one module (target) owns, as SwiftPM will build it: what the rules assume.
public struct ModuleResources: Hashable, Sendable {
  /// A string table: `Localizable` from `en.lproj/Localizable.strings` or `Localizable.xcstrings`.
  public struct StringTable: Hashable, Sendable {
    public var name: String
    /// Sorted localization names (`Base`, `de`, `en`); empty for a catalog without languages.
    public var localizations: [String]
    /// The files that make up the table, relative to the package root.
    public var files: [String]
    public init(name: String, localizations: [String], files: [String]) {
      self.name = name
      self.localizations = localizations
      self.files = files
    }
  }

  /// Resource files and opaque folders (`Media.xcassets`), relative to the package root.
  public var resources: [String]
  /// SwiftPM makes a bundle for the module, so `Bundle.module` exists.
  public var ownsBundle: Bool
  public var stringTables: [StringTable]
  /// Asset catalog folders, relative to the package root.
  public var assetCatalogs: [String]
  /// Storyboards, xibs and nibs, relative to the package root.
  public var interfaceFiles: [String]
  /// Resources other than tables, catalogs, interface files and privacy manifests
  /// (fonts, JSON, images…), relative to the package root.
  public var otherFiles: [String]
  /// The String Catalogs among the tables' files as the scan read them (for their languages),
  /// by path: the resource index takes their keys from here instead of reading them again.
  package var parsedCatalogs: [String: StringTableParser.Outcome] = [:]

  public init(
    resources: [String] = [], ownsBundle: Bool = false, stringTables: [StringTable] = [],
    assetCatalogs: [String] = [], interfaceFiles: [String] = [], otherFiles: [String] = []
  ) {
    self.resources = resources
    self.ownsBundle = ownsBundle
    self.stringTables = stringTables
    self.assetCatalogs = assetCatalogs
    self.interfaceFiles = interfaceFiles
    self.otherFiles = otherFiles
  }

  /// The image files among the module's resources outside asset catalogs (`close@2x.png`).
  public var imageFiles: [String] {
    (resources + otherFiles).filter(ResourceIndex.isImageFile)
  }

  /// The font files among the module's resources (`Brand-Bold.ttf`).
  public var fontFiles: [String] {
    (resources + otherFiles).filter(FontFace.isFontFile)
  }

  /// Owns resources that code looks up by name: anything but a privacy manifest.
  public var ownsLookupResources: Bool {
    !stringTables.isEmpty || !assetCatalogs.isEmpty || !interfaceFiles.isEmpty
      || !otherFiles.isEmpty
  }
}
