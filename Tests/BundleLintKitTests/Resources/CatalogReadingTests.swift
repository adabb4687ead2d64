import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintSyntax

/// The String Catalog reader and the host tables' skimmer on every catalog of the fixtures and
/// on hand-written tricky ones, against what each document says, written out by hand.
@Suite struct CatalogReadingTests {
  typealias Entry = CatalogDocument.Entry
  typealias Localization = CatalogDocument.Localization

  static func plain(_ value: String) -> Localization {
    Localization(isObject: true, plainValue: value)
  }

  /// The skimmer's keys by language: each key once under each language it has a localization
  /// in, in the order written, and once more under the source language (so twice where a
  /// localization is the source language's).
  static func skimmed(_ bytes: [UInt8]) -> [String: [TableKey]]? {
    HostTables.skimCatalog(bytes)
  }

  static func keys(_ texts: [String]) -> [TableKey] { texts.map(TableKey.init) }

  /// Every String Catalog of the fixtures (all in `en`): its entries, and the skimmer's keys by
  /// language.
  static let fixtures: [(path: String, strings: [String: Entry], skimmed: [String: [String]])] = [
    (
      "Example/Sources/Profile/Localizable.xcstrings",
      [
        "profile.title": Entry(
          localizations: ["en": plain("Profile"), "de": plain("Profil")]),
        "profile.empty": Entry(
          localizations: ["en": plain("No profile yet"), "de": plain("Noch kein Profil")]),
        "profile.edit": Entry(localizations: ["en": plain("Edit")]),
      ],
      [
        "en": [
          "profile.title", "profile.title", "profile.empty", "profile.empty", "profile.edit",
          "profile.edit",
        ],
        "de": ["profile.title", "profile.empty"],
      ]
    ),
    (
      "Contents/Sources/Feature/Resources/Catalog.xcstrings",
      ["catalog.only": Entry(localizations: ["en": plain("From the catalog")])],
      ["en": ["catalog.only", "catalog.only"]]
    ),
    (
      "AppLocalizations/Packages/Kit/Sources/Kit/Resources/Localizable.xcstrings",
      [
        "kit.title": Entry(
          localizations: ["de": plain("Leser"), "en": plain("Reader"), "ja": plain("リーダー")])
      ],
      ["en": ["kit.title", "kit.title"], "de": ["kit.title"], "ja": ["kit.title"]]
    ),
    // Written on one line, without blanks.
    (
      "Packages/Resources/Sources/Implicit/Catalog.xcstrings",
      ["title": Entry(localizations: ["en": plain("Title"), "fr": plain("Titre")])],
      ["en": ["title", "title"], "fr": ["title"]]
    ),
  ]

  @Test func everyFixtureCatalogIsListed() throws {
    let root = PackageRoot.path + "/Tests/Fixtures/"
    let found = try #require(FileManager.default.enumerator(atPath: root))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".xcstrings") }
    #expect(Set(found) == Set(Self.fixtures.map(\.path)))
  }

  @Test(arguments: fixtures)
  func readsTheFixturesCatalogs(
    path: String, strings: [String: Entry], skimmed: [String: [String]]
  ) throws {
    let bytes = try LocalFileSystem().readFile(PackageRoot.path + "/Tests/Fixtures/" + path)
    #expect(
      CatalogReader.read(bytes)
        == CatalogDocument(rootIsObject: true, sourceLanguage: "en", strings: strings))
    #expect(Self.skimmed(bytes) == skimmed.mapValues(Self.keys))
  }

  /// Escaped keys, a key written twice, an untranslatable key, localizations that are not plain
  /// or not objects, and values of every kind (with brackets and quotes in strings, trailing
  /// commas) where the readers skip them; the source language written last.
  static let tricky = #"""
    { "version": "1.0", "extra": [1, {"x": "\u00e9}\"]"}, -0.5e2, true, null, ],
      "strings": {
        "a\"b\/c\\d\ne": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "A\tB" } } } },
        "dup": { "localizations": { "fr": {} } },
        "Brand": { "shouldTranslate": false, "comment": "{[" },
        "dup": { "localizations": { "it": { "variations": { "plural": { "one": { "stringUnit": { "value": "x" } } } } } } },
        "plural": { "localizations": { "ja": "not an object" } }
      },
      "sourceLanguage": "de"
    }
    """#

  @Test func readsATrickyCatalog() {
    let bytes = Array(Self.tricky.utf8)
    #expect(
      CatalogReader.read(bytes)
        == CatalogDocument(
          rootIsObject: true, sourceLanguage: "de",
          strings: [
            "a\"b/c\\d\ne": Entry(localizations: ["de": Self.plain("A\tB")]),
            "dup": Entry(localizations: ["it": Localization(isObject: true, plainValue: nil)]),
            "Brand": Entry(localizations: [:], isUntranslatable: true),
            "plural": Entry(localizations: ["ja": Localization(isObject: false, plainValue: nil)]),
          ]))
    // Each key under each of its languages, then under the source language (`de`): the first
    // key twice, as its own language is the source. The first `dup` gives way to the second.
    #expect(
      Self.skimmed(bytes)
        == [
          "de": Self.keys(["a\"b/c\\d\ne", "a\"b/c\\d\ne", "Brand", "dup", "plural"]),
          "it": Self.keys(["dup"]), "ja": Self.keys(["plural"]),
        ])
  }

  /// Catalogs the skimmer leaves to the full parser (nil) that the catalog reader reads.
  @Test(arguments: [
    (#"{"strings": {"caf\u00e9": {}}}"#, ["caf\u{E9}"]),
    (#"{"strings": {"a": {}, }}"#, ["a"]),
    (#"{"strings": {"a": {"localizations": {"de": {}, }}}}"#, ["a"]),
    (#"{"strings": {"a": {"localizations": {"d\be": {}}}}}"#, ["a"]),
    (#"{"strings": {"a": 1}}"#, ["a"]),
    (#"{"strings": {"a": {"localizations": []}}}"#, ["a"]),
    (#"{"strings": [], "sourceLanguage": "en"}"#, nil),
    (#"{"strings": {}, "sourceLanguage": 1}"#, []),
    (#"{"strings": {},}"#, []),
  ])
  func skimmerGivesUpWhereTheReaderReads(_ text: String, _ keys: [String]?) {
    let bytes = Array(text.utf8)
    #expect(Self.skimmed(bytes) == nil)
    let document = CatalogReader.read(bytes)
    #expect(document?.rootIsObject == true)
    #expect(document?.strings.map { Set($0.keys) } == keys.map(Set.init))
  }

  /// Documents that are not JSON: neither reads them, wherever the fault is.
  @Test(arguments: [
    #"{"strings": {"a": {"comment": tru}}}"#, #"{"strings": {"a": {"x": [1 2]}}}"#,
    #"{"strings": {"a": {"x": "\q"}}}"#, #"{"strings": {"a": {"x": 01}}}"#,
    #"{"strings": {"a": {}}} x"#, #"{"strings": {"a": {"x": [}}}}"#,
    #"{"strings": {"a": {"x": }}}"#,
    "{\"strings\": {\"a\tb\": {}}}",
    #"{"strings": {"a": {"localizations": {"de": {"x": "\uD800"}}}}}"#,
    #"{"strings": {"a": {}}"#,
  ])
  func neitherReadsWhatIsNotJSON(_ text: String) {
    let bytes = Array(text.utf8)
    #expect(Self.skimmed(bytes) == nil)
    #expect(CatalogReader.read(bytes) == nil)
  }
}
