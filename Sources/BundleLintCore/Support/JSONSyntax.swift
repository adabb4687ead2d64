/// The byte-level pieces of JSON's grammar that both JSON readers use: the value parser
/// (`JSONValue.parse`) and the String Catalog reader (`CatalogReader`), which must accept
/// exactly the same documents.
package enum JSONSyntax {
  /// The position of the first byte at or after `index` that is not JSON whitespace.
  package static func skippingWhitespace<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, from index: Int
  ) -> Int where Bytes.Index == Int {
    var index = index
    while index < bytes.endIndex {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return index
      }
    }
    return index
  }

  /// Reads the number at `index` by JSON's grammar (an optional `-`, digits without a leading
  /// zero, digits after a `.`, digits after an exponent and its sign): where it ends, or where
  /// it breaks the grammar, and whether it kept to it.
  package static func scanNumber<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, from index: Int
  )
    -> (end: Int, isValid: Bool) where Bytes.Index == Int
  {
    var index = index
    func take(_ byte: UInt8) -> Bool {
      guard index < bytes.endIndex, bytes[index] == byte else { return false }
      index += 1
      return true
    }
    func digits() -> Int {
      let start = index
      while index < bytes.endIndex, bytes[index] >= UInt8(ascii: "0"),
        bytes[index] <= UInt8(ascii: "9")
      {
        index += 1
      }
      return index - start
    }
    _ = take(UInt8(ascii: "-"))
    let first = index
    let count = digits()
    // No leading zeros: `0` alone or a digit 1–9 first.
    guard count > 0, bytes[first] != UInt8(ascii: "0") || count == 1 else {
      return (index, false)
    }
    if take(UInt8(ascii: ".")) {
      guard digits() > 0 else { return (index, false) }
    }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
      guard digits() > 0 else { return (index, false) }
    }
    return (index, true)
  }

  /// Moves `index` past `byte` when that is the byte there.
  package static func take<Bytes: RandomAccessCollection<UInt8>>(
    _ byte: UInt8, in bytes: Bytes, at index: inout Int
  ) -> Bool where Bytes.Index == Int {
    guard index < bytes.endIndex, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Moves `index` past `word` (`true`, `false`, `null`) when that is what is spelt there.
  package static func take<Bytes: RandomAccessCollection<UInt8>>(
    word: StaticString, in bytes: Bytes, at index: inout Int
  ) -> Bool where Bytes.Index == Int {
    let count = word.utf8CodeUnitCount
    let start = index
    let matches = word.withUTF8Buffer { expected in
      start + count <= bytes.endIndex && bytes[start..<(start + count)].elementsEqual(expected)
    }
    if matches { index += count }
    return matches
  }

  /// A string `scanString` read: its contents between the quotes, and whether they hold
  /// escapes to undo.
  package struct ScannedString {
    package var contents: Range<Int>
    package var isEscaped: Bool
  }

  /// What breaks a string, and the position a message names.
  package struct StringFailure: Error {
    var message: String
    var position: Int
  }

  /// Checks the string whose opening quote is at `quote`: no control character, every escape
  /// one of JSON's (`\uD83D\uDE00` a surrogate pair, a lone surrogate an error), a closing quote.
  package static func scanString<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, quote: Int)
    -> Result<ScannedString, StringFailure> where Bytes.Index == Int
  {
    var index = quote + 1
    let start = index
    var isEscaped = false
    func fail(_ message: String) -> Result<ScannedString, StringFailure> {
      .failure(StringFailure(message: message, position: index))
    }
    while index < bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        return .success(ScannedString(contents: start..<index, isEscaped: isEscaped))
      case UInt8(ascii: "\\"):
        isEscaped = true
        index += 1
        guard index < bytes.endIndex else { return fail("unterminated string") }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
          UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          continue
        case UInt8(ascii: "u"):
          guard var scalar = hexQuad(bytes, at: &index) else {
            return fail("invalid unicode escape in a string")
          }
          if (0xD800...0xDBFF).contains(scalar), take(UInt8(ascii: "\\"), in: bytes, at: &index),
            take(UInt8(ascii: "u"), in: bytes, at: &index)
          {
            guard let low = hexQuad(bytes, at: &index) else {
              return fail("invalid unicode escape in a string")
            }
            guard (0xDC00...0xDFFF).contains(low) else {
              return fail("invalid surrogate pair in a string")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard Unicode.Scalar(scalar) != nil else {
            return fail("invalid unicode escape in a string")
          }
        default:
          index -= 1
          return fail("invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in a string")
        }
      case 0..<0x20:
        return fail("unescaped control character in a string")
      default:
        index += 1
      }
    }
    return fail("unterminated string")
  }

  /// The text of a string `scanString` checked, its escapes undone.
  package static func text<Bytes: RandomAccessCollection<UInt8>>(
    of string: ScannedString, in bytes: Bytes
  ) -> String where Bytes.Index == Int {
    guard string.isEscaped else {
      return String(decoding: bytes[string.contents], as: UTF8.self)
    }
    var out: [UInt8] = []
    out.reserveCapacity(string.contents.count)
    var index = string.contents.lowerBound
    while index < string.contents.upperBound {
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
    return String(decoding: out, as: UTF8.self)
  }

  /// The four hex digits at `index` as a number, `index` moved past them; nil with `index` at
  /// the first byte that is not one.
  static func hexQuad<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, at index: inout Int
  ) -> UInt32? where Bytes.Index == Int {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.endIndex, let digit = bytes[index].hexDigit.map(UInt32.init) else {
        return nil
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}
