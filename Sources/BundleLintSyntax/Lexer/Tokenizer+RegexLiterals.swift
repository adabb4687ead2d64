import BundleLintCore

extension Lexer.Tokenizer {
  /// Keywords after which an expression, so a regex literal, can start.
  private static let expressionKeywords: [[UInt8]] = [
    "return", "case", "in", "where", "try", "await", "throw", "if", "guard", "while", "switch",
    "yield",
  ].map { Array($0.utf8) }

  private static let tryKeyword = Array("try".utf8)

  /// Whether `token` is the identifier `keyword`.
  private func isKeyword(_ token: Token, _ keyword: [UInt8]) -> Bool {
    token.kind == .identifier && Int(token.length) == keyword.count
      && keyword.elementsEqual(cursor.bytes[token.range])
  }

  /// Whether a `/` here may start a regex literal: only where an expression can start, so not
  /// after an operand (identifier, number, literal, `)`, `]`, `}`) nor after a postfix `?`/`!`.
  var regexCanStartHere: Bool {
    guard lastSignificant >= 0 else { return true }
    let previous = tokens[lastSignificant]
    switch previous.kind {
    case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .interpolationOpen:
      return true
    case .operator:
      // A glued `?` or `!` is postfix (`x! / 2`), except in `try? /re/`.
      let start = Int(previous.start)
      let byte = cursor.bytes[start]
      guard previous.length == 1, byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!"),
        Lexer.Cursor(cursor.bytes, position: start).isLeftBound
      else { return true }
      return lastSignificant > 0 && isKeyword(tokens[lastSignificant - 1], Self.tryKeyword)
    case .identifier:
      return Self.expressionKeywords.contains { isKeyword(previous, $0) }
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
