import BundleLintCore

/// One token: a kind, flags, and a byte range of the source.
///
/// Tokens hold no text; read it from the source bytes with `Token.range`. A token is 12 bytes,
/// so a file's token array is one allocation.
package struct Token: Hashable, Sendable {
  package var kind: TokenKind
  package var flags: TokenFlags
  /// Byte offset of the first byte.
  package var start: UInt32
  /// Length in bytes (at least 1, except for nothing: the lexer never emits empty tokens).
  package var length: UInt32

  @inlinable
  package init(kind: TokenKind, flags: TokenFlags = [], start: Int, length: Int) {
    self.kind = kind
    self.flags = flags
    self.start = UInt32(truncatingIfNeeded: start)
    self.length = UInt32(truncatingIfNeeded: length)
  }

  /// Byte offset one past the last byte.
  @inlinable package var end: Int { Int(start) + Int(length) }
  /// The token's bytes in the source.
  @inlinable package var range: Range<Int> { Int(start)..<end }
}

/// What went wrong with a token, or a detail the call matcher needs.
package struct TokenFlags: OptionSet, Hashable, Sendable {
  package var rawValue: UInt8
  @inlinable package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A string, comment, backticked identifier or regex that reaches the end of the file
  /// (or, for a single-line string, the end of the line) without its closing delimiter.
  package static let unterminated = TokenFlags(rawValue: 1 << 0)
  /// The token contains bytes that are not valid UTF-8.
  package static let invalidUTF8 = TokenFlags(rawValue: 1 << 1)
  /// A string delimiter or segment of a multi-line (`"""`) literal.
  package static let multiline = TokenFlags(rawValue: 1 << 2)
  /// A string delimiter or segment of a raw (`#"…"#`) literal.
  package static let raw = TokenFlags(rawValue: 1 << 3)
  /// A doc comment (`///` or `/** */`).
  package static let doc = TokenFlags(rawValue: 1 << 4)
}
