extension RecordedInput {
  /// Whether the file system still answers as it did when this input was recorded; a racy
  /// snapshot is not trusted, the folder is listed or the file read again and hashed.
  func stillHolds() -> Bool {
    let fileSystem = LocalFileSystem()
    switch kind {
    case .listing:
      guard FileSnapshot.take(path) == snapshot else { return false }
      guard let hash else { return true }
      return RecordingFileSystem.listingHash(try? fileSystem.entries(in: path)) == hash
    case .read:
      guard FileSnapshot.take(path) == snapshot else { return false }
      guard let hash else { return true }
      return RecordingFileSystem.contentHash(try? fileSystem.readFile(path)) == hash
    case .type:
      return (fileSystem.type(of: path)?.rawValue ?? "") == answer
    case .realPath:
      let result = Result { () throws(FileSystemError) in try fileSystem.realPath(path) }
      return RecordingFileSystem.realPathAnswer(result) == answer
    }
  }
}
