import BundleLintCore
import BundleLintSyntax

/// One file or folder in a target's folder, as the resource scanner receives it.
package struct FileEntry: Hashable, Sendable {
  /// Relative to the target folder: `Resources/en.lproj/Localizable.strings`.
  package var path: String
  package var isDirectory: Bool

  package init(path: String, isDirectory: Bool) {
    self.path = path
    self.isDirectory = isDirectory
  }
}
