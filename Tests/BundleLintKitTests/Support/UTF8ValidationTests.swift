import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The UTF-8 check agrees with the standard library's: on each boundary of Unicode's table of
/// well-formed sequences, and on random bytes biased toward the bytes that start and continue
/// sequences.
@Suite struct UTF8ValidationTests {
  static func stdlibSays(_ bytes: [UInt8]) -> Bool {
    String(validating: bytes, as: UTF8.self) != nil
  }

  @Test(
    arguments: [
      [], [0x41], [0x7F], [0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xDF],
      [0xE0, 0x9F, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
      [0xEF, 0xBF, 0xBF], [0xEF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
      [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF],
      [0xE2, 0x82, 0x41], Array("abcdefgh\u{E9}ijklmnop\u{1F600}".utf8),
      Array("abcdefghijklmno".utf8) + [0xC3],
      [0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0xC3, 0xA9],
    ] as [[UInt8]])
  func agreesOnTheBoundaries(bytes: [UInt8]) {
    #expect(UTF8Validation.isValid(bytes) == Self.stdlibSays(bytes))
  }

  @Test func agreesOnRandomBytes() {
    // A fixed generator: the same bytes in every run.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let interesting: [UInt8] = [
      0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0x9F, 0xA0,
      0x8F, 0x90,
    ]
    var disagreements = 0
    for _ in 0..<20_000 {
      let length = Int(next() % 24)
      let bytes = (0..<length).map { _ in
        next() % 3 == 0 ? UInt8(truncatingIfNeeded: next()) : interesting[Int(next() % 17)]
      }
      if UTF8Validation.isValid(bytes) != Self.stdlibSays(bytes) { disagreements += 1 }
    }
    #expect(disagreements == 0)
  }
}
