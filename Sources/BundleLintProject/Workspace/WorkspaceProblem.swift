import BundleLintCore
import BundleLintSyntax

/// A path the walk could not use, reported once; the walk goes on.
public struct WorkspaceProblem: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case unreadableFile, unreadableFolder, symlinkLoop, brokenSymlink, unreadableManifest
    case notFound, noPackage
    /// A named path that is a target's resource (a string table, a catalog): checked with the
    /// target, not alone.
    case resourceFile
  }
  public var kind: Kind
  /// Absolute path.
  public var path: String
  /// Lowercase, no trailing period: `permission denied`, `empty manifest`.
  public var detail: String

  public init(kind: Kind, path: String, detail: String) {
    self.kind = kind
    self.path = path
    self.detail = detail
  }
}
