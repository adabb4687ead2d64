import BundleLintCore
import BundleLintSyntax

/// Why an `.xcworkspace`'s `contents.xcworkspacedata` cannot be read: rendered in one place, as
/// one clear message.
package enum XcodeWorkspaceError: Error, Hashable, Sendable {
  /// The file is empty (or blank).
  case empty
  /// A Git LFS pointer stands where the workspace should be (the file was not fetched).
  case lfsPointer
  /// The XML stops making sense on `line` (a tag or a value not closed, a half-written file).
  case syntax(line: Int, detail: String)
  /// XML, but no `<Workspace>` element.
  case notAWorkspace

  /// The message, lowercase, without the path.
  package var message: String {
    switch self {
    case .empty: "the workspace file is empty"
    case .lfsPointer: "the workspace file is a Git LFS pointer; fetch it with 'git lfs pull'"
    case .syntax(let line, let detail):
      "the workspace file cannot be read on line \(line): \(detail)"
    case .notAWorkspace: "the file has no '<Workspace>' element"
    }
  }
}
