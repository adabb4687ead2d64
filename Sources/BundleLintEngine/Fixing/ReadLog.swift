import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax
import Foundation

/// What a lint read of each file, as a hash of its bytes: the fix loop edits a file only when
/// the bytes it edits are those the findings' offsets were made from. Shared by the run's
/// parallel reads, behind a lock.
final class ReadLog: @unchecked Sendable {
  private let lock = NSLock()
  private var hashes: [String: UInt64] = [:]

  func record(_ path: String, _ bytes: [UInt8]) {
    let hash = FNV1a.hash(bytes)
    lock.lock()
    defer { lock.unlock() }
    hashes[path] = hash
  }

  /// Whether `bytes` are what the lint read at `path` (false when it read nothing there).
  func matches(_ path: String, _ bytes: [UInt8]) -> Bool {
    lock.lock()
    let hash = hashes[path]
    lock.unlock()
    return hash == FNV1a.hash(bytes)
  }
}
