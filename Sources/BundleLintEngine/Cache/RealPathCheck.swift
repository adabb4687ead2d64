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

/// Checks the real paths a run recorded (`realpath(3)`'s answers) with as few `readlink`s as it
/// can: `realpath` asks about every component of every path, so a rerun checking a few hundred
/// paths below the same folders asked about each folder above them hundreds of times. Here
/// each component's answer is remembered for the rest of the check, on every core.
///
/// Exact by construction: a path whose components all exist and are no links is its own real
/// path, and a link whose folder holds no link resolves to that folder joined with its target
/// (leading `.` and `..` taken off that folder). Anything else (an error, a target with `.`, `..` or
/// empty components further in, more than 32 links) is answered by `realpath` itself.
final class RealPathCheck: @unchecked Sendable {
  private let lock = NSLock()
  /// What `readlink` said of each component asked about: no link, or a link and its target
  /// (failures are not kept: they are left to `realpath`).
  private var answers: [String: LinkAnswer] = [:]

  init() {}

  /// Whether `realpath(path)` still gives `answer` (`RecordingFileSystem.realPathAnswer`).
  func holds(_ path: String, answer: String) -> Bool {
    if let resolved = resolved(path, links: 0) { return resolved == answer }
    let result = Result { () throws(FileSystemError) in try LocalFileSystem().realPath(path) }
    return RecordingFileSystem.realPathAnswer(result) == answer
  }

  /// `realpath(path)` when it can be worked out from `readlink` answers alone, else nil.
  func resolved(_ path: String, links: Int) -> String? {
    guard links <= 32, PathName.isNormalizedAbsolute(path) else { return nil }
    if path == "/" { return path }
    let bytes = Array(path.utf8)
    var end = 1
    while end <= bytes.count {
      // The prefix up to the end of the next component.
      while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
      let prefix = String(decoding: bytes[0..<end], as: UTF8.self)
      switch answer(for: prefix) {
      case .notALink:
        break
      case .link(let target):
        let rest = String(decoding: bytes[end...], as: UTF8.self)
        // `../Tests/` before more components is `../Tests` (they are looked up in it).
        var target = Substring(target)
        while !rest.isEmpty, target.count > 1, target.hasSuffix("/") {
          target = target.dropLast()
        }
        guard let joined = Self.joined(PathName.parent(prefix), String(target)) else {
          return nil
        }
        return resolved(joined == "/" && !rest.isEmpty ? rest : joined + rest, links: links + 1)
      case .failed:
        return nil
      }
      end += 1
    }
    return path
  }

  /// `readlink`'s answer for `prefix`, asked once for the whole check.
  private func answer(for prefix: String) -> LinkAnswer {
    lock.lock()
    let known = answers[prefix]
    lock.unlock()
    if let known { return known }
    let answer = Self.readLink(prefix)
    if answer != .failed {
      lock.lock()
      answers[prefix] = answer
      lock.unlock()
    }
    return answer
  }

  /// What `readlink` says of a path.
  enum LinkAnswer: Equatable {
    /// It exists and is no link (`EINVAL`).
    case notALink
    case link(String)
    /// Anything else: missing, not a folder on the way, no permission.
    case failed
  }

  static func readLink(_ path: String) -> LinkAnswer {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink(path, &buffer, buffer.count)
    if count < 0 { return errno == EINVAL ? .notALink : .failed }
    guard count < buffer.count else { return .failed }
    let target = buffer[0..<count].map { UInt8(bitPattern: $0) }
    // `realpath` answers in bytes; a name that is no UTF-8 is left to it.
    guard let text = String(validating: target, as: UTF8.self) else { return .failed }
    return .link(text)
  }

  /// `target` of a link in `folder` (which holds no link) as an absolute path, the leading `.`
  /// and `..` taken off `folder`; nil when the target has other `.`, `..` or empty components,
  /// which only `realpath` resolves right.
  static func joined(_ folder: String, _ target: String) -> String? {
    guard !target.isEmpty else { return nil }
    var base = target.hasPrefix("/") ? "" : folder
    var rest = Substring(target.hasPrefix("/") ? target.dropFirst() : Substring(target))
    while true {
      if rest == ".." || rest.hasPrefix("../") {
        base = PathName.parent(base.isEmpty ? "/" : base)
        rest = rest.dropFirst(rest == ".." ? 2 : 3)
      } else if rest == "." || rest.hasPrefix("./") {
        rest = rest.dropFirst(rest == "." ? 1 : 2)
      } else {
        break
      }
    }
    if base == "/" { base = "" }
    let path = rest.isEmpty ? (base.isEmpty ? "/" : base) : base + "/" + rest
    return PathName.isNormalizedAbsolute(path) ? path : nil
  }
}
