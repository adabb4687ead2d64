import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct HostTablesTests {
  /// The quick reader gives the full parser's keys, or gives up.
  @Test(arguments: [
    #"/* c */ "a" = "A"; // d"# + "\n" + #""b.c" = "x \"y\"";"#,
    #""only";"# + "\n\n" + #""é" = "e";"#,
    // Backslash runs before a value's quote, a comment that looks closed early, `*/` in a value.
    #""a" = "x\\"; "b" = "\\\"y\\\\"; /*/ "c" = "no"; */ "d" = "*/";"#,
    #"/**/"e"/* **/=/***/"\"";// "f";"# + "\r\n" + #""g" // "h";"# + "\n;",
    "",
  ])
  func quickKeysAreTheParsersKeys(text: String) {
    let bytes = Array(text.utf8)
    let full = StringTableParser.parse(path: "en.lproj/L.strings", bytes: bytes).keys["en"] ?? []
    #expect(HostTables.skimStrings(bytes) == full.map { TableKey($0.key) })
  }

  @Test(arguments: [
    #""a\"b" = "x";"#, #""a" = "x""#, "\u{FEFF}\"a\" = \"b\";", "unquoted = \"x\";",
    #""a" = "x\";"#, #""a" = "x"; /* open"#, #""a" = "x"; /*/"#,
  ])
  func quickKeysGiveUpOnWhatTheyDoNotRead(text: String) {
    #expect(HostTables.skimStrings(Array(text.utf8)) == nil)
  }

  /// Keys compare as `String`s do: canonically equivalent spellings are one key, whether or not
  /// they are ASCII (U+212A KELVIN SIGN is `K`; `é` composed or not).
  @Test func keysAreEqualAsStrings() {
    let pairs: [(String, String)] = [
      ("OK", "O\u{212A}"), ("a;b`", "a\u{037E}b\u{1FEF}"), ("caf\u{E9}", "cafe\u{301}"),
      ("OK", "OK "), ("\u{212A}", "k"), ("caf\u{E9}", "cafe"),
    ]
    for (a, b) in pairs {
      let fromBytes = TableKey(bytes: Array(b.utf8)[...])
      #expect((TableKey(a) == fromBytes) == (a == b), "\(a) vs \(b)")
      #expect((TableKey(a).hashValue == fromBytes.hashValue) || a != b)
      let host = HostTables(files: [("Localizable", ["de": [fromBytes]])])
      #expect(host.contains(TableKey(a), table: "Localizable", localization: "de") == (a == b))
    }
  }

  /// A question reads the `.strings` files of the localizations it names and the table's
  /// catalogs, each once; a localization without the key settles it.
  @Test func theLoaderReadsWhatAQuestionNeeds() {
    let files: [String: [String: [String]]] = [
      "/app/de.lproj/Localizable.strings": ["de": ["Save", "Open"]],
      "/app/fr.lproj/Localizable.strings": ["fr": ["Save"]],
      "/app/ja.lproj/Localizable.strings": ["ja": ["Save"]],
      "/app/Localizable.xcstrings": ["en": ["Save", "Open"], "ja": ["Open"]],
      "/app/de.lproj/Other.strings": ["de": ["Close"]],
    ]
    let log = ReadLog()
    let loader = HostTablesLoader(paths: files.keys.sorted()) { paths in
      log.append(paths)
      return HostTables(
        files: paths.map { (PathName.stem($0), files[$0]!.mapValues { $0.map(TableKey.init) }) })
    }
    #expect(loader.provides("Save", table: nil, in: ["de", "fr"]))
    #expect(
      log.paths == [
        "/app/Localizable.xcstrings", "/app/de.lproj/Localizable.strings",
        "/app/fr.lproj/Localizable.strings",
      ])
    #expect(!loader.provides("Open", table: nil, in: ["de", "fr", "ja"]))
    #expect(loader.provides("Open", table: nil, in: ["en", "ja"]))
    #expect(!loader.provides("Close", table: nil, in: []))
    #expect(loader.provides("Close", table: "Other", in: []))
    #expect(!loader.provides("Save", table: "Other", in: ["de"]))
    #expect(log.paths.count == 5)
  }

  /// The catalogs' languages are read with the keys, each catalog once for both: the
  /// languages in which a catalog has a key, besides those of the `.strings` files read so far.
  @Test func theCatalogsLanguagesAreReadOnceWithTheKeys() {
    let files: [String: [String: [String]]] = [
      "/app/de.lproj/Localizable.strings": ["de": ["Save"]],
      "/app/Localizable.xcstrings": ["en": ["Save", "Open"], "ja": ["Open"], "ko": []],
      "/app/Other.xcstrings": ["en": ["Close"], "fr": ["Close"]],
    ]
    let log = ReadLog()
    let loader = HostTablesLoader(paths: files.keys.sorted()) { paths in
      log.append(paths)
      return HostTables(
        files: paths.map { (PathName.stem($0), files[$0]!.mapValues { $0.map(TableKey.init) }) })
    }
    #expect(loader.localizationsOfCatalogs() == ["en", "ja", "fr"])
    #expect(log.paths == ["/app/Localizable.xcstrings", "/app/Other.xcstrings"])
    #expect(loader.provides("Open", table: nil, in: ["ja"]))
    #expect(loader.provides("Save", table: nil, in: ["de"]))
    #expect(loader.localizationsOfCatalogs() == ["de", "en", "ja", "fr"])
    #expect(log.paths.count == 3)
  }
}

/// The paths a test's reader was asked for, in order.
private final class ReadLog: @unchecked Sendable {
  private(set) var paths: [String] = []
  func append(_ read: [String]) { paths += read }
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
    let quick = try #require(HostTables.skimCatalog(bytes))
    let full = StringTableParser.parse(path: "Localizable.xcstrings", bytes: bytes)
    let fromParser = full.keys.mapValues { Set($0.map { TableKey($0.key) }) }
    #expect(quick.mapValues(Set.init) == fromParser)
    #expect(HostTables.skimCatalog(Array("{\"strings\": [}".utf8)) == nil)
  }

  /// A key written twice keeps its last entry; the source language, wherever it is written,
  /// has every key; a language's place may change from entry to entry.
  @Test func skimmedCatalogFollowsTheJSON() throws {
    let catalog = #"""
      { "strings" : {
          "A" : { "localizations" : { "de" : {}, "fr" : {} } },
          "B\/x" : { "localizations" : { "fr" : {}, "ja" : { "s" : "}" } } },
          "A" : { "localizations" : { "it" : {} } },
          "C" : { "x" : "manual", "localizations" : { "de" : 1 }, "localizations" : { "es" : ["]"] } }
        },
        "sourceLanguage" : "de" }
      """#
    let quick = try #require(HostTables.skimCatalog(Array(catalog.utf8)))
    let keys = quick.mapValues {
      Set(
        $0.map { key -> String in
          guard case .ascii(let bytes, _) = key else { return "" }
          return String(decoding: bytes, as: UTF8.self)
        })
    }
    #expect(
      keys == ["de": ["A", "B/x", "C"], "it": ["A"], "fr": ["B/x"], "ja": ["B/x"], "es": ["C"]])
  }
}
