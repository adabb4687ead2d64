import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension RecordedInput {
  /// Whether this input still holds, its snapshot taken by name in `folder`, the open folder
  /// `self.folder` (see `FolderCursor`); inputs checked by more than a `stat` are
  /// checked by their whole path, real paths by `realPaths`, shared by the whole check.
  func stillHolds(in folder: inout FolderCursor, realPaths: RealPathCheck) -> Bool {
    guard kind != .realPath, hash == nil, !self.folder.isEmpty,
      let fd = folder.descriptor(for: self.folder)
    else {
      return stillHolds(realPaths: realPaths)
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
  func stillHolds(realPaths: RealPathCheck = RealPathCheck()) -> Bool {
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
      return realPaths.holds(path, answer: answer)
    }
  }
}
