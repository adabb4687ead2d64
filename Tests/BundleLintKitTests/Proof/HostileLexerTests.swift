import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The lexer on hostile input: it never fails, tiles the input exactly, and marks what is malformed.
@Suite struct HostileLexerTests {
  @Test(arguments: HostileInput.all)
  func tokensTileTheInput(input: HostileInput) {
    let tokens = Lexer.tokenize(input.bytes)
    var offset = 0
    for token in tokens {
      #expect(Int(token.start) == offset && token.length > 0, "\(token.kind) at \(token.start)")
      if Int(token.start) != offset { return }
      offset = token.end
    }
    #expect(offset == input.bytes.count)
  }

  /// The opening delimiter of a literal cut off by the end of the file carries `.unterminated`.
  @Test(arguments: [
    ("let a = Text(\"abc", TokenKind.stringOpen),
    ("Text(\"a \\(Image(\"b\"", .stringOpen),
    ("let a = \"\"\"\nText(\"x\")\n", .stringOpen),
    ("/* /* nested */ Text(\"x\")", .blockComment),
    ("let `a = 1", .backtickIdentifier),
    ("let r = #/Text\\(/", .regexLiteral),
  ])
  func literalCutOffAtTheEndIsFlaggedUnterminated(source: String, kind: TokenKind) {
    let tokens = Lexer.tokenize(Array(source.utf8))
    let flagged = tokens.filter { $0.flags.contains(.unterminated) }.map(\.kind)
    #expect(flagged.first == kind, "flagged: \(flagged)")
  }

  @Test func invalidUTF8IsMarkedAndLexingGoesOn() {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x0A] + Array("Text(\"a\")".utf8)
    let tokens = Lexer.tokenize(bytes)
    #expect(tokens.first.map { $0.kind == .unknown || $0.flags.contains(.invalidUTF8) } == true)
    let words = tokens.filter { $0.kind == .identifier }.map { Lexer.text(of: $0, in: bytes) }
    #expect(words == ["Text"])
  }

  @Test func nulBytesDoNotEndTheFile() {
    let bytes = Array("a\u{0}\u{0}Text(\"x\")".utf8)
    let words = Lexer.tokenize(bytes).filter { $0.kind == .identifier }.map {
      Lexer.text(of: $0, in: bytes)
    }
    #expect(words == ["a", "Text"])
  }

  @Test func aStringCutOffAtTheEndOfALineDoesNotSwallowTheNextLine() {
    let bytes = Array("let a = \"open\nText(\"x\")\n".utf8)
    let words = Lexer.tokenize(bytes).filter { $0.kind == .identifier }.map {
      Lexer.text(of: $0, in: bytes)
    }
    #expect(words == ["let", "a", "Text"])
  }

  @Test func deepInterpolationKeepsTheCodeInsideVisible() {
    let depth = 30_000
    let source =
      String(repeating: "\"\\(", count: depth) + "Text(\"k\")"
      + String(repeating: ")\"", count: depth)
    let bytes = Array(source.utf8)
    let tokens = Lexer.tokenize(bytes)
    #expect(tokens.filter { $0.kind == .interpolationOpen }.count == depth)
    #expect(tokens.filter { $0.kind == .interpolationClose }.count == depth)
    #expect(tokens.contains { $0.kind == .identifier && Lexer.text(of: $0, in: bytes) == "Text" })
  }
}
