import Testing

@testable import BundleLintKit

@Suite struct HostTablesTests {
  /// The quick reader gives the full parser's keys, or gives up.
  @Test(arguments: [
    #"/* c */ "a" = "A"; // d"# + "\n" + #""b.c" = "x \"y\"";"#,
    #""only";"# + "\n\n" + #""é" = "e";"#,
    "",
  ])
  func quickKeysAreTheParsersKeys(text: String) {
    let bytes = Array(text.utf8)
    let full = StringTableParser.parse(path: "en.lproj/L.strings", bytes: bytes).keys["en"] ?? []
    #expect(HostTables.quickKeys(ofStrings: bytes) == full.map(\.key))
  }

  @Test(arguments: [
    #""a\"b" = "x";"#, #""a" = "x""#, "\u{FEFF}\"a\" = \"b\";", "unquoted = \"x\";",
  ])
  func quickKeysGiveUpOnWhatTheyDoNotRead(text: String) {
    #expect(HostTables.quickKeys(ofStrings: Array(text.utf8)) == nil)
  }
}

@Suite struct HostCatalogTests {
  /// The skimmed catalog gives the full parser's keys by language.
  @Test func quickCatalogKeysAreTheParsersKeys() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Done" : { "comment" : "a \\"quoted\\" {brace}", "extractionState" : "manual" },
          "Save" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } },
              "fr" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "value" : "x" } } } } }
            }
          },
          "a\\nb" : { "localizations" : { "ja" : { "stringUnit" : { "value" : "y", "n" : [1, true, null] } } } }
        },
        "version" : "1.0"
      }
      """
    let bytes = Array(catalog.utf8)
    let quick = try #require(HostTables.quickKeys(ofCatalog: bytes))
    #expect(quick.source == "en")
    let full = StringTableParser.parse(path: "Localizable.xcstrings", bytes: bytes)
    var fromParser: [String: Set<String>] = [:]
    for (language, entries) in full.keys {
      for entry in entries { fromParser[entry.key, default: []].insert(language) }
    }
    let fromSkim = quick.keys.mapValues { $0.union([quick.source]) }
    #expect(fromSkim == fromParser)
    #expect(HostTables.quickKeys(ofCatalog: Array("{\"strings\": [}".utf8)) == nil)
  }
}
