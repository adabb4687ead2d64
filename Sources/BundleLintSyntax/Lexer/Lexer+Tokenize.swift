import BundleLintCore

extension Lexer {
  /// Splits UTF-8 source into tokens that cover every byte, in order, trivia included.
  ///
  /// Never fails: malformed input becomes `.unknown` tokens or tokens flagged `.unterminated` or
  /// `.invalidUTF8`. Concatenating the tokens' bytes gives back `bytes`; no token is empty.
  package static func tokenize(_ bytes: [UInt8]) -> [Token] {
    // Swift code averages a token per 2.5 to 4 bytes. Room for one per 2 bytes rarely runs out
    // (denser input spills into a second array, appended at the end); pages never written are
    // not resident.
    let capacity = bytes.count / 2 + 16
    var spill: [Token] = []
    var tokens = [Token](unsafeUninitializedCapacity: capacity) { storage, initialized in
      guard let base = storage.baseAddress else { return }
      bytes.withUnsafeBufferPointer { buffer in
        var tokenizer = Tokenizer(buffer, into: TokenBuffer(base: base, capacity: capacity))
        tokenizer.run()
        initialized = min(tokenizer.tokens.count, capacity)
        spill = tokenizer.tokens.spill
      }
    }
    if !spill.isEmpty { tokens.append(contentsOf: spill) }
    return tokens
  }

  /// The source text of `token` (invalid UTF-8 is repaired with U+FFFD).
  package static func text(of token: Token, in bytes: [UInt8]) -> String {
    let range = token.range.clamped(to: 0..<bytes.count)
    return String(decoding: bytes[range], as: UTF8.self)
  }
}
