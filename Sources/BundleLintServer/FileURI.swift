import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

/// `file:` URIs, which name the documents in the Language Server Protocol, to absolute paths
/// (`ReportPath.fileURI` spells them).
enum FileURI {
  /// The absolute path of a `file:` URI (`file:///a/b%20c.swift` is `/a/b c.swift`); nil for
  /// another scheme, a remote host or a bad escape.
  static func path(of uri: String) -> String? {
    var rest = Substring(uri)
    guard rest.lowercased().hasPrefix("file://") else { return nil }
    rest = rest.dropFirst(7)
    if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst(9) }
    guard rest.hasPrefix("/") else { return nil }
    if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
    var bytes: [UInt8] = []
    var utf8 = Array(rest.utf8)[...]
    while let byte = utf8.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard utf8.count >= 2, let high = utf8.popFirst()?.hexDigit,
        let low = utf8.popFirst()?.hexDigit
      else { return nil }
      bytes.append(high << 4 | low)
    }
    let path = String(decoding: bytes, as: UTF8.self)
    return Array(path.utf8) == bytes ? path : nil
  }
}
