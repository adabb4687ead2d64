import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// One file the fix loop changed: its bytes as read, its bytes after the fixes, and the fixes.
public struct FixedFile: Sendable {
  /// Absolute, as the findings name it.
  public var path: String
  public var original: [UInt8]
  public var fixed: [UInt8]
  /// In the order they were applied, round after round.
  public var applied: [AppliedFix]
}

extension FixedFile {
  /// The path as reports show it: relative to `currentDirectory`, or absolute outside it.
  public func displayPath(in currentDirectory: String) -> String {
    Self.displayPath(path, in: currentDirectory)
  }

  /// `path` as reports show it: relative to `currentDirectory`, or absolute outside it.
  public static func displayPath(_ path: String, in currentDirectory: String) -> String {
    PathName.displayed(path, in: currentDirectory) ?? path
  }
}
