import BundleLintCore
import BundleLintSyntax

/// Why a `project.pbxproj` cannot be read: rendered in one place, as one clear message.
public enum PlistError: Error, Hashable, Sendable {
  /// The file is empty (or blank).
  case empty
  /// A Git LFS pointer stands where the project should be (the file was not fetched).
  case lfsPointer
  /// The bytes stop being a property list on `line`.
  case syntax(line: Int, detail: String)
  /// Nesting deeper than the reader follows.
  case tooDeep(line: Int)
  /// A property list, but not a project (no `objects` dictionary).
  case notAProject

  /// The message, lowercase, without the path.
  public var message: String {
    switch self {
    case .empty: "the project file is empty"
    case .lfsPointer: "the project file is a Git LFS pointer; fetch it with 'git lfs pull'"
    case .syntax(let line, let detail): "the project file cannot be read on line \(line): \(detail)"
    case .tooDeep(let line): "the project file nests too deeply on line \(line)"
    case .notAProject: "the file is a property list but no project: it has no 'objects'"
    }
  }
}
