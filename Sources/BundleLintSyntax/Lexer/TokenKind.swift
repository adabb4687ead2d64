import BundleLintCore

/// What a token is. The lexer is lossless: every byte of the input belongs to exactly one token,
/// trivia included, so concatenating the tokens' bytes gives back the file.
package enum TokenKind: UInt8, Sendable, CaseIterable {
  // Trivia.
  /// Spaces, tabs, form feeds and vertical tabs (never a line break).
  case whitespace
  /// One line break: `\n`, `\r\n` or `\r`.
  case newline
  /// `// …` or `/// …` up to, not including, the line break.
  case lineComment
  /// `/* … */` or `/** … */`, nested comments included; may be unterminated.
  case blockComment

  // Words.
  /// An identifier or keyword (`Text`, `func`, `init`, `$0`, `ñandú`), compared by its bytes.
  case identifier
  /// `` `name` ``: never a keyword.
  case backtickIdentifier
  /// `#if`, `#elseif`, `#else`, `#endif`, `#Preview`, `#bundle`, `#selector`…: `#` plus a word.
  case poundKeyword
  /// An integer or floating-point literal (`1`, `0x1F`, `1_000.5e-3`).
  case number

  // Punctuation.
  case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
  case comma, colon, semicolon
  /// A single `.` (member access, implicit member). `...` and `..<` are operators.
  case period
  /// `@` that starts an attribute.
  case atSign
  /// A `\` outside a string: a key path.
  case backslash
  /// A run of operator characters (`+`, `==`, `<`, `>`, `>>`, `?`, `!`, `->`, `/`, `...`).
  /// Generic angle brackets are lexed as operators; the call matcher decides what they are.
  case `operator`

  // String literals, in pieces so the code inside interpolations stays visible.
  /// The opening delimiter: `"`, `"""`, `#"`, `##"""`…
  case stringOpen
  /// Literal text between delimiters and interpolations, escapes included.
  case stringSegment
  /// `\(` or `\#(` (as many `#` as the literal's delimiter).
  case interpolationOpen
  /// The `)` that closes an interpolation.
  case interpolationClose
  /// The closing delimiter: `"`, `"""`, `"#`… Missing when the literal is unterminated.
  case stringClose

  /// A whole regex literal: `/…/`, `#/…/#`, or an extended `#/ … /#` over several lines.
  case regexLiteral

  /// Bytes that start no valid token: invalid UTF-8, NUL, a stray character. Always one or more
  /// bytes; lexing goes on after it.
  case unknown

  /// Whether the token is whitespace, a line break or a comment.
  @inlinable package var isTrivia: Bool { rawValue <= TokenKind.blockComment.rawValue }
}
