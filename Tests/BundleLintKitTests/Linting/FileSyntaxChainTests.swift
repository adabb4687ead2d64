import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Whether a modifier continues a chain of calls in which a call of some names comes first
/// (`CallPattern.chainedAfter`).
@Suite struct FileSyntaxChainTests {
  static let names = ["StaticConfiguration", "configurationDisplayName"]

  /// Whether the last `.description(` call of `code` follows one of `names`.
  static func follows(_ code: String) throws -> Bool {
    let bytes = Array(code.utf8)
    let syntax = CallMatcher.match(bytes, tokens: Lexer.tokenize(bytes))
    let call = try #require(syntax.calls.lastIndex { $0.callee == "description" })
    return syntax.chain(before: call, source: bytes, contains: names)
  }

  @Test(arguments: [
    "StaticConfiguration(kind: k, provider: P()) { e in V(e) }\n.description(\"d\")",
    "StaticConfiguration(kind: k, provider: P()) { e in\n  V(e)\n}\n  .supportedFamilies([.systemSmall])\n  .description(\"d\")",
    "W()\n  .configurationDisplayName(\"n\")\n  .description(\"d\")",
    "StaticConfiguration(kind: k) { V() }.description(\"d\")",
    "StaticConfiguration(kind: k) { e in VStack { Text(\"a\").font(f(1)); Image(\"b\") } }\n.description(\"d\")",
  ])
  func aModifierInTheChainOfANamedCallFollowsIt(code: String) throws {
    #expect(try Self.follows(code))
  }

  @Test(arguments: [
    "Text(\"t\")\n  .font(.body)\n  .description(\"d\")",
    "label.description(\"d\")",
    ".description(\"d\")",
    "StaticConfiguration(kind: k) { V() }\n// a comment\n.description(\"d\")",
    "let x = StaticConfiguration(kind: k) { V() }\nlet y = f()\ny.description(\"d\")",
  ])
  func anythingElseDoesNot(code: String) throws {
    #expect(try !Self.follows(code))
  }
}
