/// Something SwiftPM would reject or silently ignore about a target's resources. The `manifest`
/// rules report these on the manifest line.
public struct ResourceProblem: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// Localized resources (`.lproj`, `localization:`) without `defaultLocalization`.
    case missingDefaultLocalization
    /// A declared resource path that does not exist.
    case missingResourcePath
    /// An asset catalog or `.lproj` folder (or a folder holding one) under `.copy`: copied
    /// verbatim, never compiled, so lookups by name find nothing.
    case copiedResourceNotCompiled
  }
  public var kind: Kind
  public var target: String
  /// The path concerned, relative to the package root.
  public var path: String
  /// Where the manifest says it (the resource entry, else the target, else nil).
  public var position: ManifestPosition?

  public init(kind: Kind, target: String, path: String, position: ManifestPosition?) {
    self.kind = kind
    self.target = target
    self.path = path
    self.position = position
  }
}
