extension RecordedInput {
  /// Whether this input still holds, its snapshot taken by name in `folder`, the open folder
  /// `self.folder` (see `FolderCursor`); inputs checked by more than a `stat` are
  /// checked by their whole path.
  func stillHolds(in folder: inout FolderCursor) -> Bool {
    guard kind != .realPath, hash == nil, !self.folder.isEmpty,
      let fd = folder.descriptor(for: self.folder)
    else {
      return stillHolds()
    }
    let now = FileSnapshot.take(name, in: fd)
    switch kind {
    case .listing, .read: return now == snapshot
    case .type: return (now.fileType?.rawValue ?? "") == answer
    case .realPath: return stillHolds()
    }
  }

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
