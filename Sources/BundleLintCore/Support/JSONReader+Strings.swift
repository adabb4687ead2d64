extension JSONReader {
  /// Checks the string whose opening quote is at the reader and moves past it: no control
  /// character, every escape one of JSON's (`\uD83D\uDE00` a surrogate pair, a lone surrogate
  /// a failure), a closing quote. Runs without a quote, backslash or control character are
  /// passed eight bytes at a time.
  mutating func scanString() throws(Failure) -> JSONString {
    index += 1
    let start = index
    var isEscaped = false
    let base = bytes.baseAddress!
    while true {
      while index + 8 <= bytes.count {
        let mask = Self.stringStops(
          UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
        if mask != 0 {
          index += mask.trailingZeroBitCount >> 3
          break
        }
        index += 8
      }
      guard index < bytes.count else { throw failure("unterminated string") }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return JSONString(contents: start..<(index - 1), isEscaped: isEscaped)
      case UInt8(ascii: "\\"):
        isEscaped = true
        try scanEscape()
      case 0..<0x20:
        throw failure("unescaped control character in a string")
      default:
        index += 1
      }
    }
  }

  /// Marks (in each byte's high bit) the bytes of `word` that stop a string's plain run: below
  /// 0x20, a quote or a backslash. Only bytes after one that really stops can be marked
  /// wrongly (by a borrow), so the lowest mark is exact.
  private static func stringStops(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    /// The bytes of `value` below `limit` (at most 0x80).
    func below(_ limit: UInt64, _ value: UInt64) -> UInt64 {
      (value &- ones &* limit) & ~value & highBits
    }
    return below(0x20, word) | below(1, word ^ (ones &* 0x22)) | below(1, word ^ (ones &* 0x5C))
  }

  /// Checks the escape whose backslash is at the reader and moves past it.
  private mutating func scanEscape() throws(Failure) {
    index += 1
    guard index < bytes.count else { throw failure("unterminated string") }
    let escaped = bytes[index]
    index += 1
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return
    case UInt8(ascii: "u"):
      guard var scalar = Self.hexQuad(bytes, at: &index) else {
        throw failure("invalid unicode escape in a string")
      }
      // A high surrogate takes a `\u` low one after it; a backslash alone is passed over, and
      // the lone surrogate is refused after it.
      if (0xD800...0xDBFF).contains(scalar), index < bytes.count,
        bytes[index] == UInt8(ascii: "\\")
      {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "u") {
          index += 1
          guard let low = Self.hexQuad(bytes, at: &index) else {
            throw failure("invalid unicode escape in a string")
          }
          guard (0xDC00...0xDFFF).contains(low) else {
            throw failure("invalid surrogate pair in a string")
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
      }
      guard Unicode.Scalar(scalar) != nil else {
        throw failure("invalid unicode escape in a string")
      }
    default:
      index -= 1
      throw failure("invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in a string")
    }
  }

  /// The bytes of the checked string `contents`, its escapes undone.
  static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>, _ contents: Range<Int>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(contents.count)
    var index = contents.lowerBound
    while index < contents.upperBound {
      let byte = bytes[index]
      index += 1
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        continue
      }
      let escaped = bytes[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        // Checked: four hex digits, and a high surrogate is followed by `\u` and a low one.
        var scalar = hexQuad(bytes, at: &index) ?? 0xFFFD
        if (0xD800...0xDBFF).contains(scalar) {
          index += 2
          let low = hexQuad(bytes, at: &index) ?? 0xDC00
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        out.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
      default: out.append(escaped)
      }
    }
    return out
  }

  /// The four hex digits at `index` as a number, `index` moved past them; nil with `index` at
  /// the first byte that is not one.
  private static func hexQuad(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int)
    -> UInt32?
  {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = bytes[index].hexDigit.map(UInt32.init) else {
        return nil
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}
