import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension RunCache {
  /// Writes `bytes` to `path` atomically: to a temporary file in the same folder, then renamed
  /// over it, so a reader sees the old entry or the new one, never a part (two runs at once each
  /// write their own temporary file; the last rename wins, and both entries are right).
  func store(_ bytes: [UInt8], at path: String) throws(CacheFileError) {
    try Self.makeFolder(directory)
    let temporary =
      directory + "/" + Self.temporaryPrefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else { throw .cannotWrite(code: errno) }
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += count
      }
    }
    if close(fd) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw .cannotWrite(code: failure)
    }
  }

  /// Marks the entry at `path` as just used, for the eviction of the least recently used.
  func markUsed(_ path: String) {
    utimensat(AT_FDCWD, path, nil, 0)
  }

  /// Temporary files start with this; left behind only by a run that was killed.
  static let temporaryPrefix = ".writing-"

  /// Creates `path` and the folders above it that are missing.
  private static func makeFolder(_ path: String) throws(CacheFileError) {
    if FileSnapshot.take(path).fileType == .directory { return }
    let parent = PathName.parent(path)
    if !parent.isEmpty, parent != path { try makeFolder(parent) }
    if mkdir(path, 0o755) != 0, errno != EEXIST { throw .cannotWrite(code: errno) }
    guard FileSnapshot.take(path).fileType == .directory else { throw .cannotWrite(code: ENOTDIR) }
  }
}
