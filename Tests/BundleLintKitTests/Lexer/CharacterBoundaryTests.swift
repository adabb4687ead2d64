import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct CharacterBoundaryTests {
  static let bytes = Array("aé😀b".utf8)  // a: 0, é: 1-2, 😀: 3-6, b: 7

  @Test(arguments: [(0, 0), (1, 1), (2, 1), (3, 3), (4, 3), (6, 3), (7, 7), (8, 8), (20, 8)])
  func neverInsideASequence(_ offset: Int, _ expected: Int) {
    #expect(
      SourceLocationConverter.characterBoundary(atOrBefore: offset, after: 0, in: Self.bytes)
        == expected)
  }

  @Test func aLongLineIsCutAtACharacter() {
    let converter = SourceLocationConverter(Array("aé😀b\nnext".utf8))
    #expect(converter.lineText(1, maxBytes: 5) == "aé")
    #expect(converter.lineText(1, maxBytes: 7) == "aé😀")
    #expect(converter.lineText(1) == "aé😀b")
  }
}
