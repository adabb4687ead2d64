import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct CollapsedBlanksTests {
  @Test(arguments: [
    ("  a \t b\r\n c  ", "a b c"), (" \t ", ""), ("", ""), ("a", "a"), ("\n\na\r\rb\t", "a b"),
    ("Text( \"a\" )\t.bold()", "Text( \"a\" ) .bold()"),
    ("caf\u{e9}  au\tlait", "caf\u{e9} au lait"),
  ])
  func trimsAndCollapses(text: String, expected: String) {
    #expect(text.collapsingBlanks() == expected)
  }

  /// Whole characters: what splitting the `Character`s at whitespace gives, the rule baseline
  /// files were written with.
  @Test(arguments: [
    "a\r\nb", "a \r\n b", "\r\n", "a\r\r\nb", "a  \u{301}b", " \u{301}a", "a \u{301} b",
    "\u{600} a",
    "a \u{200D}b", "x\t\u{301}y", "  plain  text\t", "é  e\u{301}  ",
  ])
  func wholeCharactersMatchesCharacterSplitting(text: String) {
    let bySplitting = text.split(whereSeparator: {
      $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
    })
    .joined(separator: " ")
    #expect(text.collapsingBlanks(wholeCharacters: true) == bySplitting)
  }

  @Test func byBytesEveryWhitespaceByteCounts() {
    #expect("a\r\nb".collapsingBlanks() == "a b")
    #expect("a  \u{301}b".collapsingBlanks() == "a \u{301}b")
  }

  @Test func collapsingTwiceChangesNothing() {
    for text in ["a \u{301}  b", "a\r\n\r\nb", "  x  "] {
      let once = text.collapsingBlanks(wholeCharacters: true)
      #expect(once.collapsingBlanks(wholeCharacters: true) == once)
      #expect(once.collapsingBlanks() == text.collapsingBlanks())
    }
  }
}
