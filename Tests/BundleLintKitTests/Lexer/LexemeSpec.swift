import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// An expected token in a lexer table: kind, text and flags.
struct LexemeSpec: Equatable, Sendable, CustomStringConvertible {
  var kind: TokenKind
  var text: String
  var flags: TokenFlags

  init(_ kind: TokenKind, _ text: String, _ flags: TokenFlags = []) {
    self.kind = kind
    self.text = text
    self.flags = flags
  }

  var description: String {
    flags.isEmpty
      ? "\(kind)(\(text.debugDescription))"
      : "\(kind)(\(text.debugDescription), flags: \(flags.rawValue))"
  }

  /// The tokens of `source`, whitespace and line breaks left out (comments kept).
  static func significant(_ source: String) -> [LexemeSpec] {
    all(source).filter { $0.kind != .whitespace && $0.kind != .newline }
  }

  /// Every token of `source`.
  static func all(_ source: String) -> [LexemeSpec] {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes).map {
      LexemeSpec($0.kind, Lexer.text(of: $0, in: bytes), $0.flags)
    }
  }
}

// Short names for tables.
func id(_ text: String) -> LexemeSpec { LexemeSpec(.identifier, text) }
func op(_ text: String) -> LexemeSpec { LexemeSpec(.operator, text) }
func num(_ text: String) -> LexemeSpec { LexemeSpec(.number, text) }
func open(_ text: String = "\"", _ flags: TokenFlags = []) -> LexemeSpec {
  LexemeSpec(.stringOpen, text, flags)
}
func seg(_ text: String, _ flags: TokenFlags = []) -> LexemeSpec {
  LexemeSpec(.stringSegment, text, flags)
}
func close(_ text: String = "\"", _ flags: TokenFlags = []) -> LexemeSpec {
  LexemeSpec(.stringClose, text, flags)
}
let lparen = LexemeSpec(.leftParen, "(")
let rparen = LexemeSpec(.rightParen, ")")
let interpolationClose = LexemeSpec(.interpolationClose, ")")
func interp(_ text: String = "\\(") -> LexemeSpec { LexemeSpec(.interpolationOpen, text) }
func regex(_ text: String, _ flags: TokenFlags = []) -> LexemeSpec {
  LexemeSpec(.regexLiteral, text, flags)
}

/// One row of a lexer table: source and the significant tokens expected.
struct LexCase: Sendable, CustomTestStringConvertible {
  var source: String
  var expected: [LexemeSpec]

  init(_ source: String, _ expected: [LexemeSpec]) {
    self.source = source
    self.expected = expected
  }

  var testDescription: String { source.debugDescription }
}
