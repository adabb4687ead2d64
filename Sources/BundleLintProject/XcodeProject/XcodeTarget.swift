import BundleLintCore
import BundleLintSyntax

/// A native target of an Xcode project, as bundlelint needs it: what it builds, the Swift files
/// it compiles and the resources its bundle carries (per-file build phases; paths relative to
/// the folder that holds the `.xcodeproj`).
public struct XcodeTarget: Hashable, Sendable {
  /// What a target builds, as far as bundles go.
  public enum Kind: String, Hashable, Sendable {
    case app, appExtension, dynamicFramework, staticFramework, staticLibrary, dynamicLibrary
    case resourceBundle, test, other

    /// The kind of a `productType`, with `MACH_O_TYPE` (`staticlib` makes a framework static).
    public init(productType: String, machOType: String?) {
      switch productType {
      case "com.apple.product-type.application", "com.apple.product-type.application.watchapp2",
        "com.apple.product-type.application.messages":
        self = .app
      case "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
        "com.apple.product-type.watchkit2-extension", "com.apple.product-type.system-extension",
        "com.apple.product-type.app-extension.messages":
        self = .appExtension
      case "com.apple.product-type.framework":
        self = machOType == "staticlib" ? .staticFramework : .dynamicFramework
      case "com.apple.product-type.framework.static": self = .staticFramework
      case "com.apple.product-type.library.static": self = .staticLibrary
      case "com.apple.product-type.library.dynamic": self = .dynamicLibrary
      case "com.apple.product-type.bundle": self = .resourceBundle
      case "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing":
        self = .test
      default: self = .other
      }
    }
  }

  public var id: String
  public var name: String
  public var kind: Kind
  /// The Swift files of its Sources phase.
  public var swiftFiles: [String]
  /// The files of its Copy Bundle Resources phase (each localization of a variant group).
  public var resources: [String]
  /// The line of the target's object in the project file.
  public var line: Int
  /// Its build settings that matter, per configuration name (`Debug`, `Release`).
  public var settings: [String: XcodeBuildSettings] = [:]
  /// The localized files of its Sources phase (`de.lproj/Intents.strings` of a localized intent
  /// definition), which the build puts in the bundle's `.lproj` folders too.
  package var localizedSources: [String] = []
  /// The line of its Copy Bundle Resources phase object, where a project edit adds a resource;
  /// nil when it has none.
  public var resourcesPhaseLine: Int?
}
