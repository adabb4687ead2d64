import BundleLintCore

extension Lexer.Tokenizer {
  /// Emits the opening delimiter of a literal whose `#`s (if any) run from `start` to the cursor,
  /// which is at the first `"`, and enters the literal.
  mutating func openString(hashes: Int, from start: Int) {
    // `#"""` opens a multi-line literal only when its line holds no closing `"#` (as in Swift:
    // `#""""#` is a raw single-line `""`).
    let isMultiline =
      cursor.is(at: 1, UInt8(ascii: "\"")) && cursor.is(at: 2, UInt8(ascii: "\""))
      && (hashes == 0 || !cursor.rawStringClosesOnSameLine(hashes: hashes))
    cursor.advance(by: isMultiline ? 3 : 1)
    let delimiter = Lexer.StringDelimiter(hashes: hashes, isMultiline: isMultiline)
    emit(.stringOpen, from: start, flags: delimiter.flags)
    modes.append(.string(delimiter, openIndex: tokens.count - 1))
  }

  /// Lexes the next piece of a string literal's body: its closing delimiter, an interpolation
  /// opening, or a segment of text. A single-line literal ends, unterminated, at a line break.
  mutating func lexStringPiece(_ delimiter: Lexer.StringDelimiter, openIndex: Int) {
    let start = cursor.position
    if cursor.isAtClosing(delimiter) {
      cursor.advance(by: Lexer.Cursor.closingLength(delimiter))
      modes.removeLast()
      emit(.stringClose, from: start, flags: delimiter.flags)
    } else if cursor.isAtInterpolation(delimiter) {
      cursor.advance(by: delimiter.hashes + 2)
      modes.append(.interpolation(delimiter, parens: 0))
      emit(.interpolationOpen, from: start)
    } else if !delimiter.isMultiline, cursor.isAtLineEnd {
      modes.removeLast()
      tokens[openIndex].flags.insert(.unterminated)
    } else {
      var flags = delimiter.flags
      if cursor.advanceStringSegment(delimiter) { flags.insert(.invalidUTF8) }
      emit(.stringSegment, from: start, flags: flags)
    }
  }
}
