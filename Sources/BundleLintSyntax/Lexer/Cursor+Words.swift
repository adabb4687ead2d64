import BundleLintCore

extension Lexer.Cursor {
  /// Whether `byte` is an ASCII operator character (`.` is not: it only continues an operator
  /// that starts with `.`).
  @inline(__always) static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }

  /// Whether `byte` can start an identifier (ASCII only; non-ASCII is checked as UTF-8).
  @inline(__always) static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      || byte == UInt8(ascii: "_")
  }

  /// Whether `byte` can continue an identifier (ASCII only): a letter, digit, `_` or `$`.
  @inline(__always) static func isIdentifierBody(_ byte: UInt8) -> Bool {
    // Bit n of the mask is set when ASCII byte n (or n - 64) continues an identifier.
    let low: UInt64 = 0x03FF_0010_0000_0000  // `$`, `0`…`9`
    let high: UInt64 = 0x07FF_FFFE_87FF_FFFE  // `A`…`Z`, `_`, `a`…`z`
    let mask = byte < 64 ? low : byte < 128 ? high : 0
    return (mask >> UInt64(byte & 63)) & 1 == 1
  }

  /// Whether `byte` is a space, tab, vertical tab or form feed.
  @inline(__always) static func isHorizontalSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
  }

  /// Advances over identifier characters: ASCII letters, digits, `_`, `$`, and any valid
  /// non-ASCII UTF-8 character (emoji included; staying lossless matters more than Unicode tables).
  mutating func advanceIdentifierBody() {
    let end = bytes.count
    var index = position
    while index < end {
      let byte = bytes[index]
      if byte < 0x80 {
        guard Self.isIdentifierBody(byte) else { break }
        index += 1
      } else {
        let length = validUTF8Length(at: index - position)
        guard length > 0 else { break }
        index += length
      }
    }
    position = index
  }

  /// Whether the byte before the cursor ends an operand (it is not whitespace, an opening
  /// bracket or a separator), so an operator here is postfix or binary without spaces.
  var isLeftBound: Bool {
    guard let previous else { return false }
    switch previous {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C,
      UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
      UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
      return false
    default:
      return true
    }
  }
}
