/// A file system whose files are read from `contents` where it has them, else from `base`:
/// what the next round of the fix loop lints, before anything is written.
struct OverlayFileSystem: FileSystem {
  let base: any FileSystem
  /// The bytes of changed files, by absolute path as the findings name them.
  let contents: [String: [UInt8]]
  /// Records what is read from `base`, when given.
  var log: ReadLog?

  var currentDirectory: String { base.currentDirectory }

  func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
    try base.entries(in: directory)
  }

  func type(of path: String) -> FileType? { base.type(of: path) }

  func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
    if let bytes = contents[path] { return bytes }
    let bytes = try base.readFile(path)
    log?.record(path, bytes)
    return bytes
  }

  func realPath(_ path: String) throws(FileSystemError) -> String { try base.realPath(path) }
}
