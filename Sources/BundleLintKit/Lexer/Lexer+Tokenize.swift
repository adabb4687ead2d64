extension Lexer {
  /// Splits UTF-8 source into tokens that cover every byte, in order, trivia included.
  ///
  /// Never fails: malformed input becomes `.unknown` tokens or tokens flagged `.unterminated` or
  /// `.invalidUTF8`. Concatenating the tokens' bytes gives back `bytes`; no token is empty.
  public static func tokenize(_ bytes: [UInt8]) -> [Token] {
    bytes.withUnsafeBufferPointer { buffer in
      var tokenizer = Tokenizer(buffer)
      defer { tokenizer.tokens.deallocate() }
      tokenizer.run()
      return tokenizer.tokens.makeArray()
    }
  }

  /// The source text of `token` (invalid UTF-8 is repaired with U+FFFD).
  public static func text(of token: Token, in bytes: [UInt8]) -> String {
    let range = token.range.clamped(to: 0..<bytes.count)
    return String(decoding: bytes[range], as: UTF8.self)
  }
}
