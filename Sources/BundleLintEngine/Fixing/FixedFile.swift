import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// One file the fix loop changed: its bytes as read, its bytes after the fixes, and the fixes.
package struct FixedFile: Sendable {
  /// Absolute, as the findings name it.
  package var path: String
  package var original: [UInt8]
  package var fixed: [UInt8]
  /// In the order they were applied, round after round.
  package var applied: [AppliedFix]
}

extension FixedFile {
  /// The path as reports show it: relative to `currentDirectory`, or absolute outside it.
  package func displayPath(in currentDirectory: String) -> String {
    Self.displayPath(path, in: currentDirectory)
  }

  /// `path` as reports show it: relative to `currentDirectory`, or absolute outside it.
  package static func displayPath(_ path: String, in currentDirectory: String) -> String {
    PathName.displayed(path, in: currentDirectory) ?? path
  }
}
