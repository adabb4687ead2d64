import BundleLintCore
import BundleLintSyntax

/// One file or folder in a target's folder, as the resource scanner receives it.
public struct FileEntry: Hashable, Sendable {
  /// Relative to the target folder: `Resources/en.lproj/Localizable.strings`.
  public var path: String
  public var isDirectory: Bool

  public init(path: String, isDirectory: Bool) {
    self.path = path
    self.isDirectory = isDirectory
  }
}
