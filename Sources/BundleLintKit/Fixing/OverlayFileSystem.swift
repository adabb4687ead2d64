/// A file system whose files are read from `contents` where it has them, else from `base`:
/// what the next round of the fix loop lints, before anything is written.
struct OverlayFileSystem: FileSystem {
  let base: any FileSystem
  /// The bytes of changed files, by absolute path as the findings name them.
  let contents: [String: [UInt8]]

  var currentDirectory: String { base.currentDirectory }

  func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
    try base.entries(in: directory)
  }

  func type(of path: String) -> FileType? { base.type(of: path) }

  func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
    if let bytes = contents[path] { return bytes }
    return try base.readFile(path)
  }

  func realPath(_ path: String) throws(FileSystemError) -> String { try base.realPath(path) }
}
