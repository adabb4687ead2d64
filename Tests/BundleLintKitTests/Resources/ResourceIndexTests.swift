import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Asset names, key matching and suggestions of the per-module resource index.
@Suite struct ResourceIndexTests {
  static let namespace = Array(
    #"{"info": {"version": 1}, "properties": {"provides-namespace": true}}"#.utf8)
  static let plainGroup = Array(#"{"info": {"version": 1}}"#.utf8)

  /// A table is the same whatever order its localizations list their keys in: keys found,
  /// translated keys and the localizations that translate them, format keys.
  @Test func localizationsInAnyOrderMakeTheSameTable() {
    let english = [
      TableEntry(key: "OK", line: 1, value: "OK"),
      TableEntry(key: "Cancel", line: 2, value: "Cancel"),
      TableEntry(key: "%d files", line: 3, value: "%d files"),
      TableEntry(key: "Caf\u{E9}", line: 4, value: "Caf\u{E9}"),
    ]
    let german = [
      TableEntry(key: "OK", line: 1, value: "OK"),
      TableEntry(key: "Cancel", line: 2, value: "Abbrechen"),
      TableEntry(key: "%d files", line: 3, value: "%d Dateien"),
      TableEntry(key: "Cafe\u{301}", line: 4, value: "Kaffee"),
    ]
    var same = ResourceIndex.Table()
    same.add(english, localization: "en")
    same.add(german, localization: "de")
    var shuffled = ResourceIndex.Table()
    shuffled.add(english, localization: "en")
    shuffled.add(german.reversed(), localization: "de")
    for table in [same, shuffled] {
      #expect(table.allKeys == ["OK", "Cancel", "%d files", "Caf\u{E9}"])
      #expect(table.isTranslated("Cancel") && !table.isTranslated("OK"))
      #expect(table.translatedLocalizations(of: "Caf\u{E9}") == ["de"])
      #expect(table.match(LocalizationKey(plain: "%d files")) == "%d files")
      #expect(table.keys["de"]?.count == 4)
    }
  }

  /// Each entry's file is the one it was added from, when a localization comes from several
  /// files (a `.strings` and a `.stringsdict` of one table); a `TableEntry` is 32 bytes.
  @Test func eachEntryKnowsItsFile() {
    var table = ResourceIndex.Table()
    let strings = [TableEntry(key: "a", line: 1), TableEntry(key: "b", line: 2)]
    let plurals = [TableEntry(key: "%d files", line: 5)]
    table.add(strings, localization: "en", path: "en.lproj/L.strings")
    table.add(plurals, localization: "en", path: "en.lproj/L.stringsdict")
    table.add(strings, localization: "de", path: "de.lproj/L.strings")
    table.add([TableEntry(key: "c", line: 3)], localization: "de", path: "de.lproj/L.strings")
    table.add([TableEntry(key: "x", line: 1)], localization: "fr")
    #expect(
      (0..<3).map { table.path(ofEntryAt: $0, in: "en") } == [
        "en.lproj/L.strings", "en.lproj/L.strings", "en.lproj/L.stringsdict",
      ])
    #expect(
      (0..<3).map { table.path(ofEntryAt: $0, in: "de") }.allSatisfy { $0 == "de.lproj/L.strings" })
    #expect(table.path(ofEntryAt: 0, in: "fr") == nil)
    #expect(table.keys["en"]?.map(\.line) == [1, 2, 5])
    var other = ResourceIndex.Table()
    other.add(strings + plurals, localization: "en", path: "en.lproj/L.strings")
    #expect(other.keys["en"] == table.keys["en"])
    #expect(other != table)
    #expect(MemoryLayout<TableEntry>.stride <= 32)
  }

  /// A table keeps each entry in 16 bytes and gives back what it was given: key, line, value
  /// fingerprint (or none), whether the value shows the key; a line beyond 24 bits is clamped.
  @Test func storedEntriesGiveBackTheirFields() {
    let given = [
      TableEntry(key: "OK", line: 7, value: "OK"),
      TableEntry(key: "Cancel", line: 0xFF_FFFF, value: "Abbrechen"),
      TableEntry(key: "plural", line: 12),
      TableEntry(key: "OK", line: 30, value: "Okay"),
    ]
    var table = ResourceIndex.Table()
    table.add(given, localization: "de")
    let back = table.entries(in: "de") ?? []
    #expect(back == given)
    #expect(back.map(\.showsKey) == [true, false, false, false])
    #expect(back[2].valueFingerprint == nil && back[3].valueFingerprint != nil)
    table.add([TableEntry(key: "far", line: 40_000_000)], localization: "fr")
    #expect(table.entries(in: "fr")?.first?.line == 0xFF_FFFF)
    #expect(table.entries(in: "it") == nil)
    #expect(Set(table.localizations) == ["de", "fr"])
    #expect(table.keys == ["de": given, "fr": [TableEntry(key: "far", line: 0xFF_FFFF)]])
    #expect(MemoryLayout<StoredTableEntry>.stride == 16)
  }

  /// A lookup's fallback value shows other text when some localization's entry differs from
  /// it, or has no plain value to compare.
  @Test func fallbackValuesAreComparedWithEveryLocalization() {
    var index = ResourceIndex()
    var table = ResourceIndex.Table()
    table.add([TableEntry(key: "greeting", line: 1, value: "Hello")], localization: "en")
    table.add([TableEntry(key: "greeting", line: 1, value: "Hello")], localization: "en-GB")
    index.tables[ResourceIndex.defaultTable] = table
    let key = LocalizationKey(plain: "greeting")
    #expect(!index.translates(key, table: nil, fallback: "Hello"))
    #expect(index.translates(key, table: nil, fallback: "Hi"))
    table.add([TableEntry(key: "greeting", line: 1)], localization: "de")
    index.tables[ResourceIndex.defaultTable] = table
    #expect(index.translates(key, table: nil, fallback: "Hello"))
    #expect(!index.translates(LocalizationKey(plain: "absent"), table: nil, fallback: "Hello"))
  }

  /// An entry's value fingerprint and whether it shows its key survive being set either way.
  @Test func entryFieldsKeepTheirValues() {
    var entry = TableEntry(key: "OK", line: 7, value: "OK")
    #expect(entry.showsKey && entry.valueFingerprint == StringTableParser.fingerprint(of: "OK"))
    entry.valueFingerprint = nil
    #expect(entry.valueFingerprint == nil && entry.showsKey)
    entry.showsKey = false
    entry.valueFingerprint = 0
    #expect(entry.valueFingerprint == 0 && !entry.showsKey && entry.line == 7)
    #expect(TableEntry(key: "OK", line: 1, value: nil).valueFingerprint == nil)
    #expect(TableEntry(key: "a", line: 1) != TableEntry(key: "a", line: 2))
  }

  @Test func assetNamesFollowNamespaces() {
    let indexed = AssetCatalogIndexer.index(
      folders: [
        "Logo.imageset", "Brand.colorset", "defaults.dataset", "trash.symbolset",
        "AppIcon.appiconset", "Icons", "Icons/cart.imageset", "Icons/Small",
        "Icons/Small/dot.imageset", "Flat", "Flat/star.imageset", "Atlas.spriteatlas",
        "Atlas.spriteatlas/frame.imageset",
      ],
      groupContents: [
        "Icons": Self.namespace, "Icons/Small": Self.namespace, "Flat": Self.plainGroup,
      ])
    #expect(indexed.assets[.image] == ["Logo", "Icons/cart", "Icons/Small/dot", "star"])
    #expect(indexed.assets[.color] == ["Brand"])
    #expect(indexed.assets[.data] == ["defaults"])
    #expect(indexed.assets[.symbol] == ["trash"])
    #expect(indexed.malformedGroups.isEmpty)
  }

  @Test func aBrokenGroupContentsIsReported() {
    var index = ResourceIndex()
    index.addAssetCatalog(
      path: "Sources/F/Media.xcassets", folders: ["Icons", "Icons/cart.imageset"],
      groupContents: ["Icons": Array("{".utf8)])
    #expect(index.assets[.image] == ["cart"])
    #expect(index.malformed.map(\.path) == ["Sources/F/Media.xcassets/Icons/Contents.json"])
  }

  static func literal(_ text: String, raw: Bool = false) -> StringLiteralInfo {
    StringLiteralInfo(
      kind: text.contains("\\(") || text.contains("\\#(") ? .interpolated : .plain, isRaw: raw,
      isMultiline: false, isLocalizedStringKey: false, text: text)
  }

  @Test(arguments: [
    ("\\(n) items", "%lld items", true),
    ("Hello \\(name), \\(count) left", "Hello %lld, %lld left", true),
    ("tab\\tand \\\"quote\\\" \\u{E9}", "tab\tand \"quote\" é", false),
    // A format key writes a literal '%' as '%%' (the tables hold '100%% %lld').
    ("100% \\(n)", "100%% %lld", true),
    ("100%", "100%", false),
  ])
  func interpolationsBecomeFormatSpecifiers(text: String, display: String, placeholders: Bool) {
    let key = LocalizationKey(literal: Self.literal(text))
    #expect(key?.display == display)
    #expect(key?.hasPlaceholders == placeholders)
  }

  @Test func rawLiteralsKeepTheirBackslashes() {
    let key = LocalizationKey(literal: Self.literal(##"a\nb \#(n)"##, raw: true))
    #expect(key?.display == #"a\nb %lld"#)
  }

  @Test(arguments: [
    ("%lld items", true), ("%d items", true), ("%1$@ items", true), ("%@ items", true),
    ("%.2f items", true), ("items", false), ("%% items", false),
  ])
  func interpolatedKeysFindEveryFormatSpecifier(tableKey: String, found: Bool) {
    let table = ResourceIndex.Table(keys: ["en": [TableEntry(key: tableKey, line: 1)]])
    let key = LocalizationKey(literal: Self.literal("\\(n) items"))!
    #expect((table.match(key) == tableKey) == found)
  }

  @Test func lookupsRespectTheTable() {
    var index = ResourceIndex()
    index.addTableFile(
      path: "en.lproj/Localizable.strings", table: "Localizable",
      bytes: Array("\"a\" = \"A\";".utf8))
    index.addTableFile(
      path: "en.lproj/Errors.strings", table: "Errors", bytes: Array("\"e\" = \"E\";".utf8))
    #expect(index.match(LocalizationKey(plain: "a"), table: nil) == "a")
    #expect(index.match(LocalizationKey(plain: "e"), table: nil) == nil)
    #expect(index.match(LocalizationKey(plain: "e"), table: "Errors") == "e")
    #expect(index.tableFileName("Errors") == "Errors.strings")
  }

  @Test(
    arguments: [
      ("checkout.titel", "checkout.title"), ("Checkout.Title", "checkout.title"),
      ("chk", nil), ("completely.different", nil),
    ] as [(String, String?)])
  func suggestionsAreCloseKeys(typo: String, suggestion: String?) {
    let keys: Set<String> = ["checkout.title", "checkout.pay", "profile.title"]
    #expect(ResourceIndex.closest(to: typo, among: keys) == suggestion)
  }
}
