import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct SourceTextTests {
  static let text = Array("let b = Bundle.module // bundlelint: ok\nmodul".utf8)

  @Test(arguments: [
    ("Bundle", 0, 200, true), ("module", 0, 200, true), ("let", 0, 3, true), ("let", 1, 200, false),
    ("modul", 40, 200, true), ("module", 40, 200, false), ("ok\n", 0, 200, true),
    ("bundlelint", 0, 30, false), ("bundlelint", 25, 35, true), ("", 0, 200, false),
    ("x", -5, 0, false), ("modul", 44, 999, false),
  ])
  func findsWordsWithinARange(_ word: String, _ lower: Int, _ upper: Int, _ expected: Bool) {
    #expect(Self.text.containsBytes(word, in: lower..<upper) == expected)
  }

  @Test func binaryMeansANulInTheFirst8KB() {
    #expect(!SourceText.looksBinary(Array("let a = 1\n".utf8)))
    #expect(SourceText.looksBinary([0x61, 0x00, 0x62]))
    #expect(!SourceText.looksBinary(Array(repeating: 0x61, count: 8192) + [0]))
    #expect(!SourceText.looksBinary([]))
  }
}
