import BundleLintCore

extension Lexer {
  /// The tokenizer's state: a cursor, the tokens so far, and the stack of string literals and
  /// interpolations it is inside of.
  struct Tokenizer: ~Copyable {
    var cursor: Cursor
    var tokens: TokenBuffer
    var modes: [Mode] = []
    /// Index of the last token that is not trivia, or -1.
    var lastSignificant = -1

    init(_ bytes: UnsafeBufferPointer<UInt8>, into tokens: consuming TokenBuffer) {
      cursor = Cursor(bytes)
      self.tokens = tokens
    }

    /// Lexes the whole input.
    mutating func run() {
      lexFileStart()
      while let byte = cursor.peek() {
        if case .string(let delimiter, let openIndex)? = modes.last {
          lexStringPiece(delimiter, openIndex: openIndex)
        } else if byte == UInt8(ascii: " ") {
          // The most common token, lexed here to save a call.
          let start = cursor.position
          cursor.advance(while: Lexer.Cursor.isHorizontalSpace)
          emit(.whitespace, from: start)
        } else {
          lexCodeToken()
        }
      }
      for mode in modes {
        if case .string(_, let openIndex) = mode { tokens[openIndex].flags.insert(.unterminated) }
      }
      modes.removeAll()
    }

    /// A byte order mark is whitespace, and a `#!` line at the very start is a line comment.
    mutating func lexFileStart() {
      if cursor.is(0xEF), cursor.is(at: 1, 0xBB), cursor.is(at: 2, 0xBF) {
        cursor.advance(by: 3)
        emit(.whitespace, from: 0)
      }
      if cursor.is(UInt8(ascii: "#")), cursor.is(at: 1, UInt8(ascii: "!")) {
        let start = cursor.position
        let valid = cursor.advanceToLineEnd()
        emit(.lineComment, from: start, flags: valid ? [] : .invalidUTF8)
      }
    }

    /// Appends a token from `start` to the cursor.
    @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int, flags: TokenFlags = [])
    {
      tokens.append(Token(kind: kind, flags: flags, start: start, length: cursor.position - start))
      if !kind.isTrivia { lastSignificant = tokens.count - 1 }
    }

    /// Lexes one token of code (at top level or inside an interpolation).
    mutating func lexCodeToken() {
      let start = cursor.position
      guard let byte = cursor.peek() else { return }
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        cursor.advance(while: Lexer.Cursor.isHorizontalSpace)
        emit(.whitespace, from: start)
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        if !modes.isEmpty { closeSingleLineLiteralsAtLineEnd() }
        cursor.advance()
        if byte == UInt8(ascii: "\r") { _ = cursor.advance(matching: UInt8(ascii: "\n")) }
        emit(.newline, from: start)
      case UInt8(ascii: "/"):
        if cursor.is(at: 1, UInt8(ascii: "/")) {
          lexLineComment()
        } else if cursor.is(at: 1, UInt8(ascii: "*")) {
          lexBlockComment()
        } else if regexCanStartHere, let end = cursor.bareRegexEnd() {
          cursor.position = end
          emit(.regexLiteral, from: start)
        } else {
          lexOperator()
        }
      case UInt8(ascii: "("):
        if case .interpolation(let delimiter, let parens)? = modes.last {
          modes[modes.count - 1] = .interpolation(delimiter, parens: parens + 1)
        }
        cursor.advance()
        emit(.leftParen, from: start)
      case UInt8(ascii: ")"):
        cursor.advance()
        if case .interpolation(let delimiter, let parens)? = modes.last {
          if parens == 0 {
            modes.removeLast()
            emit(.interpolationClose, from: start)
          } else {
            modes[modes.count - 1] = .interpolation(delimiter, parens: parens - 1)
            emit(.rightParen, from: start)
          }
        } else {
          emit(.rightParen, from: start)
        }
      case UInt8(ascii: "["): single(.leftBracket)
      case UInt8(ascii: "]"): single(.rightBracket)
      case UInt8(ascii: "{"): single(.leftBrace)
      case UInt8(ascii: "}"): single(.rightBrace)
      case UInt8(ascii: ","): single(.comma)
      case UInt8(ascii: ":"): single(.colon)
      case UInt8(ascii: ";"): single(.semicolon)
      case UInt8(ascii: "@"): single(.atSign)
      case UInt8(ascii: "\\"): single(.backslash)
      case UInt8(ascii: "\""):
        openString(hashes: 0, from: start)
      case UInt8(ascii: "#"):
        lexPound()
      case UInt8(ascii: "`"):
        lexBacktickIdentifier()
      case UInt8(ascii: "."):
        if cursor.is(at: 1, UInt8(ascii: ".")) {
          lexOperator()
        } else {
          single(.period)
        }
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        lexNumber()
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "_"), UInt8(ascii: "$"):
        lexIdentifier()
      default:
        if Cursor.isOperatorByte(byte) {
          lexOperator()
        } else if byte >= 0x80, cursor.validUTF8Length() > 0 {
          lexIdentifier()
        } else if byte >= 0x80 {
          cursor.advance()
          emit(.unknown, from: start, flags: .invalidUTF8)
        } else {
          cursor.advance()
          emit(.unknown, from: start)
        }
      }
    }

    /// Emits a one-byte token.
    @inline(__always) mutating func single(_ kind: TokenKind) {
      let start = cursor.position
      cursor.advance()
      emit(kind, from: start)
    }

    /// At a line break inside the interpolation of a single-line string: the interpolation and
    /// its string end here, unterminated, as in Swift. Repeats for enclosing single-line literals.
    mutating func closeSingleLineLiteralsAtLineEnd() {
      while case .interpolation(let delimiter, _)? = modes.last, !delimiter.isMultiline {
        modes.removeLast()
        if case .string(_, let openIndex)? = modes.last {
          tokens[openIndex].flags.insert(.unterminated)
          modes.removeLast()
        }
      }
    }
  }
}
