import BundleLintCore

extension Lexer.Cursor {
  /// Length of the well-formed UTF-8 sequence `offset` bytes ahead, or 0 when the bytes there are
  /// not valid UTF-8 (or the input ends). ASCII counts as 1.
  @inline(__always) func validUTF8Length(at offset: Int = 0) -> Int {
    let index = position + offset
    let end = bytes.count
    guard index < end else { return 0 }
    let lead = bytes[index]
    if lead < 0x80 { return 1 }
    @inline(__always) func continuation(_ i: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool
    {
      index + i < end && (low...high).contains(bytes[index + i])
    }
    switch lead {
    case 0xC2...0xDF:
      return continuation(1) ? 2 : 0
    case 0xE0:
      return continuation(1, 0xA0) && continuation(2) ? 3 : 0
    case 0xED:
      return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
    case 0xE1...0xEF:
      return continuation(1) && continuation(2) ? 3 : 0
    case 0xF0:
      return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3:
      return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4:
      return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default:
      return 0
    }
  }

  /// Advances over one character: a whole UTF-8 sequence, or one byte when it is not valid.
  ///
  /// - Returns: `false` when the byte was not valid UTF-8.
  @inline(__always) mutating func advanceCharacter() -> Bool {
    let length = validUTF8Length()
    position += max(length, 1)
    return length > 0
  }

  /// Advances up to, not over, the next line break or the end of the input.
  ///
  /// - Returns: `false` when the bytes passed over are not all valid UTF-8.
  mutating func advanceToLineEnd() -> Bool {
    var valid = true
    let end = bytes.count
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      if byte < 0x80 {
        position += 1
      } else if !advanceCharacter() {
        valid = false
      }
    }
    return valid
  }
}
