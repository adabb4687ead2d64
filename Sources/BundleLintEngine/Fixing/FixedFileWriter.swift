import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a fixed file, the one place `--fix` touches the disk: atomically (a temporary file in
/// the same folder, then a rename, with the file's permissions), only inside the linted paths
/// (never through a symbolic link that leads out of them), and only while the file still holds
/// the bytes the fixes were made from. On failure the file is left as it was.
package enum FixedFileWriter {
  /// Writes `file.fixed` over `file.path`; `roots` are the linted paths, absolute.
  package static func write(_ file: FixedFile, roots: [String]) throws(FixWriteError) {
    let fileSystem = LocalFileSystem()
    let real: String
    do {
      real = try fileSystem.realPath(file.path)
    } catch {
      throw .unreadable(error)
    }
    let realRoots = roots.map { (try? fileSystem.realPath($0)) ?? $0 }
    guard realRoots.contains(where: { PathName.isSelfOrDescendant(real, of: $0) }) else {
      throw .outsideLintedTree(realPath: real)
    }
    var info = stat()
    guard stat(real, &info) == 0 else { throw .system(operation: "stat", code: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
    guard access(real, W_OK) == 0 else { throw .notWritable }
    try checkUnchanged(real, file.original, fileSystem)

    let folder = PathName.parent(real)
    let temporary =
      folder + "/." + PathName.lastComponent(real)
      + ".bundlelint-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else {
      throw errno == EACCES || errno == EROFS
        ? .notWritable : .system(operation: "open", code: errno)
    }
    var failure: FixWriteError?
    let written = file.fixed.withUnsafeBytes { raw -> Bool in
      var offset = 0
      while offset < raw.count {
        let count = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
        if count <= 0 { return false }
        offset += count
      }
      return true
    }
    if !written {
      failure = .system(operation: "write", code: errno)
    } else if fchmod(descriptor, info.st_mode & 0o7777) != 0 {
      failure = .system(operation: "chmod", code: errno)
    } else if fsync(descriptor) != 0 {
      failure = .system(operation: "fsync", code: errno)
    }
    close(descriptor)
    if failure == nil {
      do {
        try checkUnchanged(real, file.original, fileSystem)
      } catch {
        failure = error
      }
    }
    if failure == nil, rename(temporary, real) != 0 {
      failure = .system(operation: "rename", code: errno)
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }

  /// Throws unless `path` still holds `original`.
  private static func checkUnchanged(
    _ path: String, _ original: [UInt8], _ fileSystem: LocalFileSystem
  ) throws(FixWriteError) {
    let current: [UInt8]
    do {
      current = try fileSystem.readFile(path)
    } catch {
      throw .unreadable(error)
    }
    guard current == original else { throw .changedSinceRead }
  }
}
