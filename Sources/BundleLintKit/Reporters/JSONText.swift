/// Deterministic JSON text: the same bytes on every platform and Foundation version.
enum JSONText {
  /// `value` as JSON with sorted keys, unescaped slashes, two-space indentation, `"key": value`,
  /// empty containers as `[]` and `{}`, and a final newline.
  static func encode(_ value: some Encodable) -> String {
    // Encoding plain structs of strings and integers cannot fail.
    guard let compact = try? JSONWriter.encode(value) else { return "" }
    return prettyPrinted(compact) + "\n"
  }

  /// Indents compact JSON (no white space outside strings), leaving string contents untouched.
  static func prettyPrinted(_ compact: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(compact.count * 2)
    var depth = 0
    var inString = false
    var escaped = false
    func newline() {
      out.append(UInt8(ascii: "\n"))
      out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
    var i = 0
    while i < compact.count {
      let byte = compact[i]
      i += 1
      if inString {
        out.append(byte)
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        out.append(byte)
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        out.append(byte)
        let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if i < compact.count, compact[i] == close {
          out.append(close)
          i += 1
        } else {
          depth += 1
          newline()
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth = max(0, depth - 1)
        newline()
        out.append(byte)
      case UInt8(ascii: ","):
        out.append(byte)
        newline()
      case UInt8(ascii: ":"):
        out.append(byte)
        out.append(UInt8(ascii: " "))
      default:
        out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
