import Testing

@testable import BundleLintKit

/// A host table's keys answer alike before and after they are indexed (`scansBeforeSet`
/// questions), for ASCII and other keys, and after more keys are appended.
@Suite struct HostKeysTests {
  static func key(_ text: String) -> TableKey { TableKey(text) }

  /// Which of `texts` `keys` has, asking each in turn.
  static func found(_ texts: [String], in keys: inout HostKeys) -> [Bool] {
    texts.map { keys.contains(key($0)) }
  }

  static let rounds = HostKeys.scansBeforeSet + 2

  @Test func answersAlikeBeforeAndAfterIndexing() {
    let present = (0..<5_000).map { "key.\($0)" } + ["Größe", "café %@"]
    var keys = HostKeys(present.map(Self.key))
    let asked = Array(present.prefix(3) + present.suffix(3))
    let absent = ["key.5000", "key.-1", "Grösse", "", "cafe %@"]
    // The later rounds are answered by the index.
    for _ in 0..<Self.rounds {
      #expect(Self.found(asked, in: &keys).allSatisfy { $0 })
      #expect(!Self.found(absent, in: &keys).contains(true))
    }
    #expect(Self.found(present, in: &keys).allSatisfy { $0 })
  }

  @Test func keysAppendedAfterIndexingAreFound() {
    var keys = HostKeys([Self.key("a")])
    for _ in 0..<Self.rounds { #expect(Self.found(["a", "b"], in: &keys) == [true, false]) }
    keys.append(contentsOf: [Self.key("b"), Self.key("ü")])
    for _ in 0..<Self.rounds {
      #expect(Self.found(["a", "b", "ü", "c"], in: &keys) == [true, true, true, false])
    }
  }

  @Test func manyKeysInOneSlotChainAreToldApart() {
    let texts = (1...64).map { String(repeating: "x", count: $0) }
    var keys = HostKeys(texts.map(Self.key))
    for _ in 0..<Self.rounds {
      #expect(Self.found(texts, in: &keys).allSatisfy { $0 })
      #expect(Self.found([String(repeating: "x", count: 65), "y"], in: &keys) == [false, false])
    }
  }
}
