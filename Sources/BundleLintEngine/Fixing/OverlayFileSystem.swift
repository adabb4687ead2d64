import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A file system whose files are read from `contents` where it has them, else from `base`:
/// what the next round of the fix loop lints, before anything is written (and the buffers an
/// editor or standard input hold).
package struct OverlayFileSystem: FileSystem {
  let base: any FileSystem
  /// The bytes of changed files, by absolute path as the findings name them.
  let contents: [String: [UInt8]]
  /// Records what is read from `base`, when given.
  var log: ReadLog?

  package init(base: any FileSystem, contents: [String: [UInt8]]) {
    self.base = base
    self.contents = contents
  }

  init(base: any FileSystem, contents: [String: [UInt8]], log: ReadLog?) {
    self.base = base
    self.contents = contents
    self.log = log
  }

  package var currentDirectory: String { base.currentDirectory }

  package func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
    try base.entries(in: directory)
  }

  package func type(of path: String) -> FileType? {
    contents[path] != nil ? .file : base.type(of: path)
  }

  package func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
    if let bytes = contents[path] { return bytes }
    let bytes = try base.readFile(path)
    log?.record(path, bytes)
    return bytes
  }

  package func realPath(_ path: String) throws(FileSystemError) -> String {
    try base.realPath(path)
  }
}
