import BundleLintCore

extension Lexer.Tokenizer {
  /// `// …` up to the line break; `///` (not `////`) is a doc comment.
  mutating func lexLineComment() {
    let start = cursor.position
    var flags: TokenFlags = []
    if cursor.is(at: 2, UInt8(ascii: "/")), !cursor.is(at: 3, UInt8(ascii: "/")) {
      flags.insert(.doc)
    }
    cursor.advance(by: 2)
    if !cursor.advanceToLineEnd() { flags.insert(.invalidUTF8) }
    emit(.lineComment, from: start, flags: flags)
  }

  /// `/* … */` with nesting; `/**` (not `/**/` or `/***`) is a doc comment. Quotes inside do
  /// not matter. Without its closing `*/` it runs to the end of the input, flagged.
  mutating func lexBlockComment() {
    let start = cursor.position
    var flags: TokenFlags = []
    if cursor.is(at: 2, UInt8(ascii: "*")), let next = cursor.peek(at: 3),
      next != UInt8(ascii: "*"), next != UInt8(ascii: "/")
    {
      flags.insert(.doc)
    }
    cursor.advance(by: 2)
    var depth = 1
    while let byte = cursor.peek() {
      if byte == UInt8(ascii: "*"), cursor.is(at: 1, UInt8(ascii: "/")) {
        cursor.advance(by: 2)
        depth -= 1
        if depth == 0 { break }
      } else if byte == UInt8(ascii: "/"), cursor.is(at: 1, UInt8(ascii: "*")) {
        cursor.advance(by: 2)
        depth += 1
      } else if byte < 0x80 {
        cursor.advance()
      } else if !cursor.advanceCharacter() {
        flags.insert(.invalidUTF8)
      }
    }
    if depth > 0 { flags.insert(.unterminated) }
    emit(.blockComment, from: start, flags: flags)
  }
}
