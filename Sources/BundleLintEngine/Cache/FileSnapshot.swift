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

/// What `stat` says of a path (symbolic links followed), as the cache compares it: a file whose
/// size, modification or change time, inode, device or mode differ is not the file a run read.
struct FileSnapshot: Hashable, Sendable {
  /// False when nothing is there (or a link is broken); every other field is then zero.
  var exists: Bool
  var mode: UInt32
  var size: Int64
  /// Modification time, in nanoseconds since 1970.
  var modified: Int64
  /// Status change time, in nanoseconds since 1970 (changes on every write, rename or chmod).
  var changed: Int64
  var inode: UInt64
  var device: UInt64

  static let absent = FileSnapshot(
    exists: false, mode: 0, size: 0, modified: 0, changed: 0, inode: 0, device: 0)

  /// The snapshot of `path` now.
  static func take(_ path: String) -> FileSnapshot {
    var info = stat()
    guard stat(path, &info) == 0 else { return .absent }
    return FileSnapshot(info)
  }

  /// The snapshot of `name` in the folder open as `folder` now: one name to look up instead of
  /// a whole path, for checking many files of one folder.
  static func take(_ name: String, in folder: Int32) -> FileSnapshot {
    var info = stat()
    guard fstatat(folder, name, &info, 0) == 0 else { return .absent }
    return FileSnapshot(info)
  }

  /// The type `LocalFileSystem.type(of:)` gives for this snapshot.
  var fileType: FileType? {
    guard exists else { return nil }
    switch mode_t(mode) & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    case S_IFLNK: return .symlink
    default: return .other
    }
  }

  /// Whether a change made in the same clock tick as the read could leave this snapshot as it
  /// is (git's racy-timestamp rule): modified at or after `threshold`.
  func isRacy(threshold: Int64) -> Bool {
    exists && (modified >= threshold || changed >= threshold)
  }

  /// The current time, in nanoseconds since 1970.
  static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return nanoseconds(time)
  }

  fileprivate static func nanoseconds(_ time: timespec) -> Int64 {
    Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}

extension FileSnapshot {
  /// The snapshot `stat` (or `fstat` of an open file or folder) gave.
  init(_ info: stat) {
    #if canImport(Darwin)
      let modified = Self.nanoseconds(info.st_mtimespec)
      let changed = Self.nanoseconds(info.st_ctimespec)
    #else
      let modified = Self.nanoseconds(info.st_mtim)
      let changed = Self.nanoseconds(info.st_ctim)
    #endif
    self.init(
      exists: true, mode: UInt32(info.st_mode), size: Int64(info.st_size), modified: modified,
      changed: changed, inode: UInt64(info.st_ino), device: UInt64(info.st_dev))
  }
}
