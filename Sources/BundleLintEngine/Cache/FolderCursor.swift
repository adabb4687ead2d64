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

/// The folder of the inputs being checked, kept open while the next inputs are in it too (the
/// inputs are stored sorted by folder), so each is looked up by its name alone.
struct FolderCursor: ~Copyable {
  private var folder: String?
  private var fd: Int32 = -1

  init() {}

  /// Whether `folder` is the one open.
  func isOpen(_ folder: String) -> Bool { folder == self.folder }

  /// `folder` open, or nil when it cannot be opened (then its inputs are checked by path).
  mutating func descriptor(for folder: String) -> Int32? {
    if folder != self.folder {
      if fd >= 0 { close(fd) }
      self.folder = folder
      fd = openFolder(folder)
    }
    return fd >= 0 ? fd : nil
  }

  deinit {
    if fd >= 0 { close(fd) }
  }
}

/// `path` opened as a folder, or -1.
private func openFolder(_ path: String) -> Int32 {
  open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
}
