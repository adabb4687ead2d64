/// Escaping for XML 1.0 text and attribute values.
enum XMLText {
  /// Escapes an attribute value: `&`, `<`, `>`, `"` and `'`, and tabs and line breaks as
  /// character references so they survive attribute normalisation; characters XML 1.0 forbids
  /// become U+FFFD.
  static func escape(_ text: String) -> String { escape(text, keepingLineBreaks: false) }

  /// Escapes element content like `escape(_:)`, but keeps quotes, tabs and LF as they are.
  static func escapeContent(_ text: String) -> String { escape(text, keepingLineBreaks: true) }

  private static func escape(_ text: String, keepingLineBreaks: Bool) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\t" where keepingLineBreaks, "\n" where keepingLineBreaks,
        "\"" where keepingLineBreaks, "'" where keepingLineBreaks:
        out.unicodeScalars.append(scalar)
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t": out += "&#9;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      default:
        let v = scalar.value
        let allowed = v >= 0x20 && !(0xFFFE...0xFFFF).contains(v)
        out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return out
  }

  static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
