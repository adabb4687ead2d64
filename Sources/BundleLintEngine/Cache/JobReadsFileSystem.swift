import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The file system as file jobs see it when a run may reuse first-pass results: `base`, with
/// each file read counted in `reuse`, so the run can tell the files only jobs read.
struct JobReadsFileSystem: FileSystem {
  var base: any FileSystem
  var reuse: FirstPassReuse

  var currentDirectory: String { base.currentDirectory }

  func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
    try base.entries(in: directory)
  }

  func type(of path: String) -> FileType? { base.type(of: path) }

  func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
    reuse.countJobRead(path)
    return try base.readFile(path)
  }

  func realPath(_ path: String) throws(FileSystemError) -> String { try base.realPath(path) }
}
