import BundleLintCore
import BundleLintSyntax

/// A place in a manifest: its path as printed, and a position.
public struct ManifestLocation: Hashable, Sendable {
  public var path: String
  public var position: ManifestPosition

  public init(path: String, position: ManifestPosition) {
    self.path = path
    self.position = position
  }

  /// As a source location; the byte offset is unknown and left 0.
  package var sourceLocation: SourceLocation {
    SourceLocation(path: path, offset: 0, line: position.line, column: position.column)
  }
}
