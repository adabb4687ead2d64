extension Lexer.Tokenizer {
  /// Keywords after which an expression, so a regex literal, can start.
  private static let expressionKeywords: [[UInt8]] = [
    "return", "case", "in", "where", "try", "await", "throw", "if", "guard", "while", "switch",
    "else", "yield", "is", "as",
  ].map { Array($0.utf8) }

  /// Whether a `/` here may start a regex literal: only where an expression can start, so not
  /// after an operand (identifier, number, literal, `)`, `]`, `}`) nor after a postfix `?`/`!`.
  var regexCanStartHere: Bool {
    guard lastSignificant >= 0 else { return true }
    let previous = tokens[lastSignificant]
    switch previous.kind {
    case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .interpolationOpen:
      return true
    case .operator:
      // A glued `?` or `!` is postfix: `x! / 2`.
      if previous.length == 1, previous.start > 0 {
        let byte = cursor.bytes[Int(previous.start)]
        if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") {
          let before = cursor.bytes[Int(previous.start) - 1]
          return Lexer.Cursor.isHorizontalSpace(before) || before == UInt8(ascii: "\n")
            || before == UInt8(ascii: "\r") || before == UInt8(ascii: "(")
            || before == UInt8(ascii: "[") || before == UInt8(ascii: ",")
        }
      }
      return true
    case .identifier:
      let range = previous.range
      return Self.expressionKeywords.contains { keyword in
        keyword.count == range.count && keyword.elementsEqual(cursor.bytes[range])
      }
    default:
      return false
    }
  }

  /// `#/…/#` (any number of `#`), possibly over several lines; flagged when unclosed.
  mutating func lexExtendedRegex(hashes: Int) {
    let start = cursor.position
    let (end, closed) = cursor.extendedRegexEnd(hashes: hashes)
    cursor.position = end
    emit(.regexLiteral, from: start, flags: closed ? [] : .unterminated)
  }
}
