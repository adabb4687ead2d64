import BundleLintCore
import BundleLintSyntax

/// The file system as the workspace walk sees it, so the walk can run over an in-memory tree in
/// tests.
public protocol FileSystem: Sendable {
  /// The current directory, absolute.
  var currentDirectory: String { get }
  /// The entries of a folder, without `.` and `..`, in no particular order. Symbolic links are
  /// reported as `.symlink`, not followed.
  func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry]
  /// The type of what `path` names after following symbolic links; nil when nothing is there
  /// (or a link is broken).
  func type(of path: String) -> FileType?
  /// The bytes of a file.
  func readFile(_ path: String) throws(FileSystemError) -> [UInt8]
  /// The absolute path with every symbolic link resolved.
  func realPath(_ path: String) throws(FileSystemError) -> String
}

/// What a directory entry is.
public enum FileType: String, Hashable, Sendable {
  case file, directory, symlink, other
}

/// One entry of a folder listing.
public struct DirectoryEntry: Hashable, Sendable {
  public var name: String
  public var type: FileType
  /// False when the name on disk is not valid UTF-8 (then `name` is a lossy rendering).
  public var hasValidName: Bool

  public init(name: String, type: FileType, hasValidName: Bool = true) {
    self.name = name
    self.type = type
    self.hasValidName = hasValidName
  }
}

/// Why a file-system operation failed.
public enum FileSystemError: Error, Hashable, Sendable {
  case notFound
  case permissionDenied
  case notADirectory
  /// Too many symbolic links: a loop.
  case symlinkLoop
  case other(code: Int32)

  /// Lowercase, for `WorkspaceProblem.detail`.
  public var detail: String {
    switch self {
    case .notFound: "no such file or directory"
    case .permissionDenied: "permission denied"
    case .notADirectory: "not a directory"
    case .symlinkLoop: "symbolic link loop"
    case .other(let code): "error \(code)"
    }
  }
}
