import BundleLintTestSupport
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// One host table's keys in all its localizations answer as a set of keys per localization
/// would, however the keys were added or merged.
@Suite struct HostTableKeysTests {
  static func key(_ text: String) -> TableKey { TableKey(text) }

  @Test func eachLocalizationHasItsOwnKeys() {
    var keys = HostTableKeys()
    let shared = (0..<5_000).map { "key.\($0)" } + ["Größe", "café %@"]
    keys.add(shared.map(Self.key), localization: "en")
    keys.add(shared.prefix(10).map(Self.key) + [Self.key("nur.de")], localization: "de")
    keys.add([], localization: "fr")
    for text in shared {
      #expect(keys.contains(Self.key(text), localization: "en"), "\(text)")
      #expect(keys.containsAnywhere(Self.key(text)))
    }
    #expect(keys.contains(Self.key("key.9"), localization: "de"))
    #expect(!keys.contains(Self.key("key.10"), localization: "de"))
    #expect(!keys.contains(Self.key("Größe"), localization: "de"))
    #expect(keys.contains(Self.key("nur.de"), localization: "de"))
    #expect(!keys.contains(Self.key("nur.de"), localization: "en"))
    #expect(!keys.contains(Self.key("key.1"), localization: "fr"))
    #expect(!keys.contains(Self.key("key.1"), localization: "ja"))
    for absent in ["key.5000", "key.-1", "Grösse", "", "cafe %@"] {
      #expect(!keys.containsAnywhere(Self.key(absent)), "\(absent)")
    }
  }

  /// Translations list their source's keys in its order, with keys changed, dropped or moved:
  /// a key at the same place as in the localization added before is that key only when its
  /// bytes are.
  @Test func translationsInTheirSourcesOrderKeepTheirOwnKeys() {
    var keys = HostTableKeys()
    let source = ["a", "b", "c", "d", "Größe", "long.key.with.more.than.sixteen.bytes"]
    keys.add(source.map(Self.key), localization: "en")
    let translations: [String: [String]] = [
      "de": ["a", "b", "x", "d", "Größe", "long.key.with.more.than.sixteen.bytes"],
      "fr": ["b", "c", "d"],
      "it": ["a", "b", "c", "d", "Grösse", "long.key.with.more.than.sixteen.byteZ"],
    ]
    for localization in ["de", "fr", "it"] {
      keys.add(translations[localization]!.map(Self.key), localization: localization)
    }
    for (localization, texts) in translations.merging(["en": source], uniquingKeysWith: { $1 }) {
      for text in Set(source + translations.values.joined()) {
        #expect(
          keys.contains(Self.key(text), localization: localization) == texts.contains(text),
          "\(text) in \(localization)")
      }
    }
  }

  @Test func manyKeysInOneSlotChainAreToldApart() {
    let texts = (1...200).map { String(repeating: "x", count: $0) }
    var keys = HostTableKeys()
    keys.add(texts.map(Self.key), localization: "en")
    #expect(texts.allSatisfy { keys.contains(Self.key($0), localization: "en") })
    #expect(!keys.containsAnywhere(Self.key(String(repeating: "x", count: 201))))
    #expect(!keys.containsAnywhere(Self.key("y")))
  }

  /// Random adds and merges against a set of keys per localization.
  @Test func answersAsSetsOfKeysDo() {
    var generator = SeededGenerator(seed: 0x5eed)
    let texts = (0..<300).map { "k\($0)" } + ["Ä", "O\u{212A}", "e\u{301}", "\u{E9}"]
    let localizations = ["en", "de", "fr", "ja", ""]
    func randomPart() -> (HostTableKeys, [String: Set<TableKey>]) {
      var keys = HostTableKeys()
      var model: [String: Set<TableKey>] = [:]
      for _ in 0..<Int(generator.next() % 6) {
        let localization = localizations[Int(generator.next() % UInt64(localizations.count))]
        let added = (0..<Int(generator.next() % 80)).map { _ in
          Self.key(texts[Int(generator.next() % UInt64(texts.count))])
        }
        keys.add(added, localization: localization)
        model[localization, default: []].formUnion(added)
      }
      return (keys, model)
    }
    for _ in 0..<200 {
      var (keys, model) = randomPart()
      let (other, otherModel) = randomPart()
      keys.formUnion(other)
      model.merge(otherModel) { $0.union($1) }
      for text in texts + ["absent", "k300"] {
        let key = Self.key(text)
        for localization in localizations {
          #expect(
            keys.contains(key, localization: localization)
              == (model[localization]?.contains(key) == true))
        }
        #expect(keys.containsAnywhere(key) == model.values.contains { $0.contains(key) })
      }
    }
  }
}
