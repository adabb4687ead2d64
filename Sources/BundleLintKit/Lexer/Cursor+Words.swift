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

  /// Whether `byte` can continue an identifier (ASCII only).
  @inline(__always) static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "$")
  }

  /// Whether `byte` is a space, tab, vertical tab or form feed.
  @inline(__always) static func isHorizontalSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
  }

  /// Advances over identifier characters: ASCII letters, digits, `_`, `$`, and any valid
  /// non-ASCII UTF-8 character (emoji included; staying lossless matters more than Unicode tables).
  mutating func advanceIdentifierBody() {
    let end = bytes.count
    while position < end {
      let byte = bytes[position]
      if byte < 0x80 {
        guard Self.isIdentifierBody(byte) else { return }
        position += 1
      } else {
        let length = validUTF8Length()
        guard length > 0 else { return }
        position += length
      }
    }
  }
}
