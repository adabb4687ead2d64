import BundleLintCore
import BundleLintSyntax

/// Something SwiftPM would reject or silently ignore about a target's resources. The `manifest`
/// rules report these on the manifest line.
public struct ResourceProblem: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// Localized resources (`.lproj`, `localization:`) without `defaultLocalization`.
    case missingDefaultLocalization
    /// A declared resource path that does not exist.
    case missingResourcePath
    /// A declared resource path that exists only when letter case is ignored (`assets` for an
    /// `Assets` folder): found on a case-insensitive volume, missing on a case-sensitive one.
    case resourcePathCaseMismatch
    /// A target folder (its `path:`, or the conventional `Sources/<name>`) that exists only when
    /// letter case is ignored: found on a case-insensitive volume, missing on a case-sensitive
    /// one, where the build fails.
    case targetPathCaseMismatch
    /// An asset catalog or `.lproj` folder (or a folder holding one) under `.copy`: copied
    /// verbatim, never compiled, so lookups by name find nothing.
    case copiedResourceNotCompiled
    /// A target whose source folder does not exist: SwiftPM refuses the package.
    case missingTargetFolder
    /// A target whose folder lies in (or is) another target's folder, which does not exclude
    /// it: both claim its sources, and SwiftPM refuses the package.
    case overlappingTargetSources
  }
  public var kind: Kind
  public var target: String
  /// The path concerned, relative to the package root.
  public var path: String
  /// Where the manifest says it (the resource entry, else the target, else nil).
  public var position: ManifestPosition?
  /// For the case mismatches: the path as it is on disk, relative to the package root. For
  /// overlapping sources: the target whose folder holds this one's.
  public var actualPath: String?
  /// For the case mismatches: the path as the manifest should write it (`Assets`, relative to
  /// the target folder, for a resource; from the package root for a target's `path:`). For
  /// overlapping sources: the folder as the outer target's `exclude:` writes it.
  public var spelling: String?

  public init(
    kind: Kind, target: String, path: String, position: ManifestPosition?,
    actualPath: String? = nil, spelling: String? = nil
  ) {
    self.kind = kind
    self.target = target
    self.path = path
    self.position = position
    self.actualPath = actualPath
    self.spelling = spelling
  }
}
