import BundleLintCore

extension Lexer.Cursor {
  /// Whether the closing delimiter of a literal opened with `delimiter` is next.
  @inline(__always) func isAtClosing(_ delimiter: Lexer.StringDelimiter) -> Bool {
    let quotes = delimiter.isMultiline ? 3 : 1
    for offset in 0..<quotes where !`is`(at: offset, UInt8(ascii: "\"")) { return false }
    for offset in quotes..<(quotes + delimiter.hashes) where !`is`(at: offset, UInt8(ascii: "#")) {
      return false
    }
    return true
  }

  /// Whether, after the opening `"` at the cursor, the line holds a `"` followed by `hashes` `#`.
  func rawStringClosesOnSameLine(hashes: Int) -> Bool {
    let end = bytes.count
    var index = position + 1
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return false }
      index += 1
      if byte == UInt8(ascii: "\"") {
        var count = 0
        while count < hashes, index + count < end, bytes[index + count] == UInt8(ascii: "#") {
          count += 1
        }
        if count == hashes { return true }
      }
    }
    return false
  }

  /// Length of the closing delimiter of `delimiter`.
  @inline(__always) static func closingLength(_ delimiter: Lexer.StringDelimiter) -> Int {
    (delimiter.isMultiline ? 3 : 1) + delimiter.hashes
  }

  /// Whether `\` followed by the delimiter's `#`s is next (an escape in this literal).
  @inline(__always) func isAtEscape(_ delimiter: Lexer.StringDelimiter) -> Bool {
    guard `is`(UInt8(ascii: "\\")) else { return false }
    for offset in 1..<(1 + delimiter.hashes) where !`is`(at: offset, UInt8(ascii: "#")) {
      return false
    }
    return true
  }

  /// Whether an interpolation `\(` (or `\#(`, with the delimiter's `#`s) is next.
  @inline(__always) func isAtInterpolation(_ delimiter: Lexer.StringDelimiter) -> Bool {
    isAtEscape(delimiter) && `is`(at: 1 + delimiter.hashes, UInt8(ascii: "("))
  }

  /// Advances over literal text up to the closing delimiter, an interpolation, the end of the
  /// input, or (single-line literals) a line break. Escapes are skipped whole, so `\"` and `\\`
  /// close nothing.
  ///
  /// - Returns: whether the text contains bytes that are not valid UTF-8.
  mutating func advanceStringSegment(_ delimiter: Lexer.StringDelimiter) -> Bool {
    var invalid = false
    let end = bytes.count
    while position < end {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        if isAtClosing(delimiter) { return invalid }
        position += 1
      case UInt8(ascii: "\\"):
        guard isAtEscape(delimiter) else {
          position += 1
          continue
        }
        if `is`(at: 1 + delimiter.hashes, UInt8(ascii: "(")) { return invalid }
        position += 1 + delimiter.hashes
        // The escaped character; a line break ends a single-line literal even here.
        guard let escaped = peek() else { return invalid }
        if escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r") {
          if !delimiter.isMultiline { return invalid }
          position += 1
        } else if escaped < 0x80 {
          position += 1
        } else if !advanceCharacter() {
          invalid = true
        }
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        if !delimiter.isMultiline { return invalid }
        position += 1
      default:
        if byte < 0x80 {
          position += 1
        } else if !advanceCharacter() {
          invalid = true
        }
      }
    }
    return invalid
  }
}
