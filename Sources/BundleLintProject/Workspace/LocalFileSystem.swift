import BundleLintCore
import BundleLintSyntax
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real file system, through POSIX calls so that names that are not UTF-8 stay visible.
public struct LocalFileSystem: FileSystem {
  public init() {}

  public var currentDirectory: String { FileManager.default.currentDirectoryPath }

  public func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
    try entries(in: directory, opened: { _ in })
  }

  /// `entries(in:)`, handing `opened` the folder's `fstat` once it is open, before any entry is
  /// read (nil when `fstat` fails): what a `stat` of the path just before would give, without
  /// looking the path up again.
  package func entries(in directory: String, opened: (stat?) -> Void) throws(FileSystemError)
    -> [DirectoryEntry]
  {
    guard let dir = opendir(directory) else { throw Self.error(errno) }
    defer { closedir(dir) }
    var folderInfo = stat()
    opened(fstat(dirfd(dir), &folderInfo) == 0 ? folderInfo : nil)
    var result: [DirectoryEntry] = []
    while let entry = readdir(dir) {
      let nameBytes = Self.name(of: entry)
      if nameBytes == [0x2E] || nameBytes == [0x2E, 0x2E] { continue }
      let valid = String(validating: nameBytes, as: UTF8.self)
      let name = valid ?? String(decoding: nameBytes, as: UTF8.self)
      let type: FileType
      if valid == nil {
        type = .other
      } else if let known = Self.fileType(direntType: entry.pointee.d_type) {
        type = known
      } else {
        // The file system does not say in the listing: ask for this entry.
        var info = stat()
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        type = lstat(path, &info) == 0 ? Self.fileType(info.st_mode) : .other
      }
      result.append(DirectoryEntry(name: name, type: type, hasValidName: valid != nil))
    }
    return result
  }

  /// The bytes of a listed entry's name, read in place up to its NUL: the `d_name` field is
  /// declared 256 bytes long, but a record is only as long as its name, so copying the field
  /// whole reads past the end of the listing's buffer (and faults when that buffer ends a
  /// mapping).
  static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
    let name = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
    return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
  }

  public func type(of path: String) -> FileType? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Self.fileType(info.st_mode)
  }

  public func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
    try readFile(path, opened: { _ in })
  }

  /// `readFile(_:)`, handing `opened` the file's `fstat` once it is open, before it is read (nil
  /// when `fstat` fails).
  package func readFile(_ path: String, opened: (stat?) -> Void) throws(FileSystemError) -> [UInt8]
  {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw Self.error(errno) }
    defer { close(fd) }
    // Read into an array of the file's size, once; a file that grows meanwhile is read on.
    var info = stat()
    let known = fstat(fd, &info) == 0
    opened(known ? info : nil)
    let expected = known ? max(Int(info.st_size), 0) : 0
    var failure: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
      initialized = 0
      guard let base = buffer.baseAddress else { return }
      while initialized < buffer.count {
        let count = read(fd, base + initialized, buffer.count - initialized)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        if count == 0 { return }
        initialized += count
      }
    }
    if failure != 0 { throw Self.error(failure) }
    guard bytes.count > expected else { return bytes }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Self.error(errno)
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
  }

  public func realPath(_ path: String) throws(FileSystemError) -> String {
    guard let resolved = realpath(path, nil) else { throw Self.error(errno) }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The type a directory listing gives (`d_type`, the same values on Linux and macOS), or nil
  /// when it gives none (`DT_UNKNOWN`) and the entry must be looked at.
  private static func fileType(direntType: UInt8) -> FileType? {
    switch direntType {
    case 8: .file  // DT_REG
    case 4: .directory  // DT_DIR
    case 10: .symlink  // DT_LNK
    case 0: nil  // DT_UNKNOWN
    default: .other  // fifos, sockets, devices
    }
  }

  private static func fileType(_ mode: mode_t) -> FileType {
    switch mode & S_IFMT {
    case S_IFREG: .file
    case S_IFDIR: .directory
    case S_IFLNK: .symlink
    default: .other
    }
  }

  private static func error(_ code: Int32) -> FileSystemError {
    switch code {
    case ENOENT: .notFound
    case EACCES, EPERM: .permissionDenied
    case ENOTDIR: .notADirectory
    case ELOOP: .symlinkLoop
    default: .other(code: code)
    }
  }
}
