import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Why a fixed file was not written; the file is left as it was.
package enum FixWriteError: Error, Hashable, Sendable {
  /// Its bytes are no longer those the fixes were made from: something changed it meanwhile.
  case changedSinceRead
  /// It is reached through a symbolic link to `realPath`, outside every linted path.
  case outsideLintedTree(realPath: String)
  /// It is not a regular file.
  case notARegularFile
  /// It, or its folder (for the temporary file), cannot be written.
  case notWritable
  /// A system call failed with `errno` `code`.
  case system(operation: String, code: Int32)
  case unreadable(FileSystemError)

  /// Lowercase, after `cannot fix 'path': `.
  package var detail: String {
    switch self {
    case .changedSinceRead: "it changed since bundlelint read it; run again"
    case .outsideLintedTree(let realPath):
      "it is a symbolic link to '\(realPath)', outside the linted paths"
    case .notARegularFile: "it is not a regular file"
    case .notWritable: "it or its folder is not writable"
    case .system(let operation, let code): "\(operation) failed (error \(code))"
    case .unreadable(let error): error.detail
    }
  }
}
