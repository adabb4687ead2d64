import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct FNV1aTests {
  /// Published FNV-1a 64 test vectors.
  @Test(arguments: [
    ("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c),
    ("foobar", 0x8594_4171_f739_67e8),
  ])
  func knownValues(text: String, expected: UInt64) {
    #expect(FNV1a.hash(text.utf8) == expected)
  }

  @Test func addingPiecesIsHashingTheWhole() {
    var hash = FNV1a()
    hash.add("foo".utf8)
    hash.add(UInt8(ascii: "b"))
    hash.add(Array("ar".utf8))
    #expect(hash.value == FNV1a.hash("foobar".utf8))
  }
}
