import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Escaping for XML 1.0 text and attribute values, over UTF-8 bytes.
enum XMLText {
  /// Escapes an attribute value: `&`, `<`, `>`, `"` and `'`, and tabs and line breaks as
  /// character references so they survive attribute normalisation; characters XML 1.0 forbids
  /// become U+FFFD.
  static func escape(_ text: String) -> String { escaped(text, keepingLineBreaks: false) }

  /// Escapes element content like `escape(_:)`, but keeps quotes, tabs and LF as they are.
  static func escapeContent(_ text: String) -> String { escaped(text, keepingLineBreaks: true) }

  static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

  /// Appends `text` escaped as an attribute value, or as element content with
  /// `keepingLineBreaks`.
  static func append(_ text: String, keepingLineBreaks: Bool = false, to out: inout ReportBuffer) {
    ReportBuffer.withUTF8(text) { append($0, keepingLineBreaks: keepingLineBreaks, to: &out) }
  }

  /// Appends UTF-8 `bytes` escaped as an attribute value, or as element content with
  /// `keepingLineBreaks`.
  static func append(
    _ bytes: UnsafeBufferPointer<UInt8>, keepingLineBreaks: Bool, to out: inout ReportBuffer
  ) {
    var runStart = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      // Most bytes need nothing: letters, digits, most punctuation, most of a multi-byte
      // character (all but `"&'<>`, control characters and bytes from 0xEF on).
      if (byte >= 0x3F && byte < 0xEF) || (byte >= 0x28 && byte <= 0x3B) {
        index += 1
        continue
      }
      let escape: StaticString
      var length = 1
      switch byte {
      case UInt8(ascii: "&"): escape = "&amp;"
      case UInt8(ascii: "<"): escape = "&lt;"
      case UInt8(ascii: ">"): escape = "&gt;"
      case UInt8(ascii: "\"") where !keepingLineBreaks: escape = "&quot;"
      case UInt8(ascii: "'") where !keepingLineBreaks: escape = "&apos;"
      case UInt8(ascii: "\t") where !keepingLineBreaks: escape = "&#9;"
      case UInt8(ascii: "\n") where !keepingLineBreaks: escape = "&#10;"
      case UInt8(ascii: "\r"): escape = "&#13;"
      case UInt8(ascii: "\t"), UInt8(ascii: "\n"):
        index += 1
        continue
      case 0..<0x20:
        escape = "\u{FFFD}"
      // U+FFFE and U+FFFF (`EF BF BE`, `EF BF BF`), which XML forbids too.
      case 0xEF
      where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
        escape = "\u{FFFD}"
        length = 3
      default:
        index += 1
        continue
      }
      out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      out.append(escape)
      index += length
      runStart = index
    }
    out.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
  }

  private static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
    let bytes = ReportBuffer.bytes { append(text, keepingLineBreaks: keepingLineBreaks, to: &$0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
