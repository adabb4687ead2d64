import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The catalog reader against the JSON parser: on every document it reads, it says what the
/// document made from the parsed JSON value says; it gives up only where it says it does.
@Suite struct CatalogReaderTests {
  /// A catalog with what real ones have: plain units, variations, a comment, an untranslatable
  /// key, escapes, numbers and booleans.
  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "" : { },
        "Done" : { "comment" : "A button", "extractionState" : "manual" },
        "Save \"all\"" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Alle \"sichern\"" } },
            "en" : { "stringUnit" : { "state" : "new", "value" : "Save \"all\"" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Tout enregistrer\n\u00e9" } }
          }
        },
        "%lld items" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } }
          }
        },
        "Brand" : { "shouldTranslate" : false },
        "caf\u00e9" : { "localizations" : { "en" : { "stringUnit" : { "value" : "Caf\u00e9" } } } }
      },
      "version" : "1.0",
      "numbers" : [0, -1, 2.5, 1e10, -0.5E-3, true, null, [], {}]
    }
    """#

  static func agree(_ text: String) -> (read: CatalogDocument?, parsed: CatalogDocument?) {
    let bytes = Array(text.utf8)
    let parsed = (try? JSONValue.parse(bytes)).map(CatalogDocument.init(json:))
    return (CatalogReader.read(bytes), parsed)
  }

  @Test func readsACatalogAsTheJSONParserDoes() throws {
    let (read, parsed) = Self.agree(Self.catalog)
    let document = try #require(read)
    #expect(document == parsed)
    #expect(document.sourceLanguage == "en")
    #expect(
      document.strings?["Save \"all\""]?.localizations["fr"]?.plainValue
        == "Tout enregistrer\n\u{E9}")
    #expect(document.strings?["Brand"]?.isUntranslatable == true)
    #expect(document.strings?["%lld items"]?.localizations["en"]?.plainValue == nil)
    #expect(document.strings?["caf\u{E9}"] != nil)
  }

  /// Members written twice (the last counts), members of other types than a catalog has, and
  /// the JSON forms the parser allows (trailing commas, any blanks).
  @Test(arguments: [
    #"{"strings": {"a": {}}, "strings": {"b": {}}}"#,
    #"{"strings": {"a": {}}, "strings": 3}"#,
    #"{"sourceLanguage": "de", "sourceLanguage": 1, "strings": {}}"#,
    #"{"sourceLanguage": "de", "strings": {"a": 1, "b": [], "c": "x", "d": null}}"#,
    #"{"strings": {"a": {"localizations": {"en": {}}, "localizations": {"de": 2}}}}"#,
    #"{"strings": {"a": {"localizations": 1}}}"#,
    #"{"strings": {"a": {"shouldTranslate": false, "shouldTranslate": true}}}"#,
    #"{"strings": {"a": {"shouldTranslate": true, "shouldTranslate": false}}}"#,
    #"{"strings": {"a": {"shouldTranslate": "false"}}}"#,
    #"{"strings": {"a": {"localizations": {"en": {"stringUnit": {"value": "x"}, "stringUnit": {"value": "y"}}}}}}"#,
    #"{"strings": {"a": {"localizations": {"en": {"stringUnit": {"value": "x"}, "stringUnit": 1}}}}}"#,
    #"{"strings": {"a": {"localizations": {"en": {"stringUnit": {"value": "x", "value": 2}}}}}}"#,
    #"{"strings": {"a": {"localizations": {"en": {"stringUnit": {"value": "x"}, "substitutions": {}}}}}}"#,
    #"{"strings": {"a": {"localizations": {"en": {"stringUnit": {"value": "x"},}}},},}"#,
    #"{"str\u0069ngs": {"\u0061": {"localiz\u0061tions": {"e\u006e": {"stringUnit": {"v\u0061lue": "\t"}}}}}}"#,
    #"{"strings": {"a\/b\\c\bd\fe\rf": {}}}"#,
    " \r\n\t{ \"strings\" :\n{ } } \n",
    "[1, 2, {\"strings\": {}}]", "\"strings\"", "0", "-12.5e+3", "true", "null",
    "{}", "[]", "{\"a\": [[[[]]], {}, [{}]]}",
  ])
  func readsWhatTheParserReadsTheSame(text: String) {
    let (read, parsed) = Self.agree(text)
    #expect(read != nil)
    #expect(read == parsed)
  }

  /// What the JSON parser refuses, the reader refuses too (and the parser says why).
  @Test(arguments: [
    "", " ", "{", "{\"strings\": {\"a\": {}}", "{\"strings\" {}}", "{\"a\": 01}", "{\"a\": 1.}",
    "{\"a\": -}", "{\"a\": 1e}", "{\"a\": .5}", "{\"a\": tru}", "{\"a\": \"x\ty\"}",
    "{\"a\": \"\\x\"}", "{\"a\": \"\\u12G4\"}", "{\"a\": \"open}", "{\"a\": 1} x", "{,}", "[,]",
    "{\"a\": 1,,}", "{a: 1}", "{\"a\": [1 2]}", "{\"a\": \"\\uDC00\"}", "{\"a\": \"\\uD800x\"}",
  ])
  func refusesWhatTheParserRefuses(text: String) {
    let (read, parsed) = Self.agree(text)
    #expect(parsed == nil)
    #expect(read == nil)
  }

  /// Surrogate pairs are read as the parser reads them, and so is nesting to the JSON reader's
  /// limit.
  @Test func readsSurrogatesAndDeepNesting() {
    let surrogate = #"{"strings": {"\uD83D\uDE00": {}}}"#
    let (readPair, parsedPair) = Self.agree(surrogate)
    #expect(readPair != nil)
    #expect(readPair == parsedPair)
    #expect(readPair?.strings?.keys.first == "\u{1F600}")
    let deep =
      "{\"strings\": {\"a\": {\"x\": " + String(repeating: "[", count: 100)
      + String(repeating: "]", count: 100) + "}}}"
    let (readDeep, parsedDeep) = Self.agree(deep)
    #expect(readDeep != nil)
    #expect(readDeep == parsedDeep)
    let outcome = StringTableParser.catalog(Array(deep.utf8))
    #expect(outcome.failure == nil)
    #expect(outcome.keys["en"]?.map(\.key) == ["a"])
  }
}
