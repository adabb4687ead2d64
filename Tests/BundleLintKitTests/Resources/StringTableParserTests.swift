import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The `.strings`, `.stringsdict` and `.xcstrings` readers, on bytes.
@Suite struct StringTableParserTests {
  static let sample = """
    /* A comment */
    "checkout.title" = "Checkout";
    // A line comment
    "checkout.pay" = "Pay \\"now\\"";
    "multi
    line" = "x";
    "only.key";
    plain_word = "unquoted key";
    "escaped\\nkey" = "\\U00e9";
    """

  static func keys(_ outcome: StringsFileParser.Outcome) -> [String] { outcome.entries.map(\.key) }

  @Test func readsKeysWithTheirLines() {
    let outcome = StringsFileParser.parse(Array(Self.sample.utf8))
    #expect(outcome.failure == nil)
    #expect(
      Self.keys(outcome) == [
        "checkout.title", "checkout.pay", "multi\nline", "only.key", "plain_word", "escaped\nkey",
      ])
    #expect(outcome.entries.map(\.line) == [2, 4, 5, 7, 8, 9])
  }

  @Test(arguments: [true, false])
  func readsUTF16WithABOM(bigEndian: Bool) {
    let units = Array(Self.sample.utf16)
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in units {
      let high = UInt8(unit >> 8)
      let low = UInt8(unit & 0xFF)
      bytes += bigEndian ? [high, low] : [low, high]
    }
    let outcome = StringsFileParser.parse(bytes)
    #expect(outcome.failure == nil)
    #expect(Self.keys(outcome) == Self.keys(StringsFileParser.parse(Array(Self.sample.utf8))))
    #expect(outcome.entries.map(\.line) == [2, 4, 5, 7, 8, 9])
  }

  @Test func readsUTF8WithABOMAndNonASCIIKeys() {
    let outcome = StringsFileParser.parse([0xEF, 0xBB, 0xBF] + Array("\"Größe 👍\" = \"x\";".utf8))
    #expect(Self.keys(outcome) == ["Größe 👍"])
  }

  /// Escapes (`\n`, `\U00e9`, an escaped character of several bytes, an escaped line break),
  /// Unicode blanks between the parts, and unquoted words with letters beyond ASCII.
  @Test func readsEscapesUnicodeBlanksAndWords() {
    let text = "\u{00A0}\"a\\n\\U00e9\\é\"\u{2028}= \"x\\\ny\";\nwörd = \"w\";\n\"k\" = wört;"
    let outcome = StringsFileParser.parse(Array(text.utf8))
    #expect(outcome.failure == nil)
    #expect(outcome.entries.map(\.key) == ["a\néé", "wörd", "k"])
    #expect(
      outcome.entries.map(\.valueFingerprint)
        == ["x\ny", "w", "wört"].map(StringTableParser.fingerprint))
    #expect(outcome.entries.map(\.line) == [1, 3, 4])
  }

  @Test(arguments: [
    ("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";", 2, "expected ';' after the entry"),
    ("\"a\" = \"b\";\n/* open\n\n", 2, "the comment is never closed"),
    ("\"a\" = \"b\";\n\n\"c\" = \"d", 3, "the string is never closed"),
    ("\"a\" = \"b\";\n\"c\" = ;", 2, "expected a value after '=', found ';'"),
    ("\"a\" = \"b\";\n= \"c\";", 2, "expected a quoted key, found '='"),
  ])
  func reportsTheFirstErrorWithItsLine(text: String, line: Int, detail: String) {
    let outcome = StringsFileParser.parse(Array(text.utf8))
    #expect(outcome.failure == StringsFileParser.Failure(line: line, detail: detail))
    #expect(Self.keys(outcome) == ["a"])
  }

  @Test(arguments: [
    [0xC3, 0x28] as [UInt8],  // invalid UTF-8
    [0xFF, 0xFE, 0x00, 0xD8],  // a lone UTF-16 surrogate
    [0xFF, 0xFE, 0x41],  // an odd number of UTF-16 bytes
  ])
  func badEncodingIsAFailureNotACrash(bytes: [UInt8]) {
    let outcome = StringsFileParser.parse(bytes)
    #expect(outcome.failure?.line == 1)
    #expect(outcome.entries.isEmpty)
  }

  @Test func emptyAndNULFilesNeverCrash() {
    #expect(StringsFileParser.parse([]).entries.isEmpty)
    #expect(StringsFileParser.parse([]).failure == nil)
    #expect(StringsFileParser.parse([0, 0, 0, 0]).failure != nil)
    let deep = Array(repeating: UInt8(ascii: "\""), count: 100_000)
    #expect(StringsFileParser.parse(deep).failure != nil)
  }

  @Test func stringsdictKeysAreTheRootDictionarysKeys() {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>%d file(s) remaining</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
          <key>files</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d file remaining</string>
            <key>other</key><string>%d files remaining</string>
          </dict>
        </dict>
      </dict>
      </plist>
      """
    let outcome = StringTableParser.parse(
      path: "Sources/F/Resources/de.lproj/Localizable.stringsdict", bytes: Array(plist.utf8))
    #expect(outcome.failure == nil)
    #expect(outcome.keys["de"]?.map(\.key) == ["%d file(s) remaining"])
    let broken = StringTableParser.parse(
      path: "de.lproj/Localizable.stringsdict", bytes: Array("<plist><dict><key>x".utf8))
    #expect(broken.failure?.detail == "it is not a valid property list")
  }

  @Test func catalogKeysGoToTheSourceLanguageAndEachTranslation() {
    let json = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld items" : {
            "localizations" : {
              "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Ding" } } } } }
            }
          },
          "manual.only" : { "extractionState" : "manual", "shouldTranslate" : false },
          "quote\\"d" : { }
        },
        "version" : "1.1"
      }
      """
    let outcome = StringTableParser.parse(
      path: "Sources/F/Localizable.xcstrings", bytes: Array(json.utf8))
    #expect(outcome.failure == nil)
    #expect(outcome.sourceLanguage == "en")
    #expect(outcome.keys["en"]?.map(\.key) == ["%lld items", "manual.only", "quote\"d"])
    #expect(outcome.keys["en"]?.map(\.line) == [4, 9, 10])
    #expect(outcome.keys["de"]?.map(\.key) == ["%lld items", "manual.only"])
  }

  @Test func brokenCatalogsNameALine() {
    let outcome = StringTableParser.parse(
      path: "L.xcstrings", bytes: Array("{\n  \"strings\" : {\n    \"a\" : }\n}".utf8))
    #expect(outcome.failure?.detail == "it is not valid JSON")
    #expect((outcome.failure?.line ?? 0) >= 1)
    let noStrings = StringTableParser.parse(path: "L.xcstrings", bytes: Array("[]".utf8))
    #expect(noStrings.failure?.detail == "a String Catalog needs a 'strings' object")
  }

  @Test func aCompiledStringsFileIsReadAsAPropertyList() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["compiled.key": "value"], format: .binary, options: 0)
    let outcome = StringTableParser.parse(
      path: "en.lproj/Localizable.strings", bytes: Array(data))
    #expect(outcome.keys["en"]?.map(\.key) == ["compiled.key"])
  }
}

/// Whether an entry shows the key itself: then a lookup that misses it shows the same text.
@Suite struct ShowsKeyTests {
  @Test func aStringsEntryShowsItsKeyWhenTheValueIsTheKey() {
    let outcome = StringTableParser.parse(
      path: "en.lproj/Localizable.strings",
      bytes: Array(#""OK" = "OK"; "cancel" = "Cancel"; "bare";"#.utf8))
    let entries = outcome.keys["en"] ?? []
    #expect(entries.map(\.showsKey) == [true, false, true])
  }

  @Test func aCatalogEntryShowsItsKeyInLanguagesWithoutOtherText() {
    let catalog = """
      {"sourceLanguage": "en", "strings": {
        "Done": {},
        "Save": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Sichern"}}}},
        "Same": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Same"}}}},
        "%@ of %@": {"localizations": {"en": {"stringUnit": {"state": "new", "value": "%1$@ of %2$@"}}}},
        "%lld items": {"localizations": {"en": {"variations": {"plural": {}}}}}
      }}
      """
    let outcome = StringTableParser.parse(path: "Localizable.xcstrings", bytes: Array(catalog.utf8))
    func shows(_ key: String, _ language: String) -> Bool? {
      outcome.keys[language]?.first { $0.key == key }?.showsKey
    }
    #expect(shows("Done", "en") == true)
    #expect(shows("Save", "en") == true && shows("Save", "de") == false)
    #expect(shows("Same", "de") == true)
    #expect(shows("%lld items", "en") == false)
    #expect(shows("%@ of %@", "en") == true)  // positions change nothing shown
    var index = ResourceIndex()
    index.addTableFile(path: "Localizable.xcstrings", table: "Localizable", parsed: outcome)
    let translated = ["Done", "Save", "Same", "%lld items"].map { key in
      index.translates(LocalizationKey(plain: key), table: nil)
    }
    #expect(translated == [false, true, false, true])
  }

  /// Entries keep a fingerprint of the text they show, alike exactly when `sameText` says so.
  @Test func fingerprintsAreAlikeWhenTheTextsAreTheSame() {
    let pairs = [
      ("%1$@ (hidden): %2$@", "%@ (hidden): %@", true), ("Save", "Save", true),
      ("Save", "save", false), ("%1$d files", "%d file", false), ("", "x", false),
    ]
    for (a, b, same) in pairs {
      #expect(StringTableParser.sameText(a, b) == same)
      #expect(
        (StringTableParser.fingerprint(of: a) == StringTableParser.fingerprint(of: b)) == same)
    }
    #expect(TableEntry(key: "OK", line: 1, value: "OK").showsKey)
    #expect(!TableEntry(key: "OK", line: 1, value: "Okay").showsKey)
    #expect(!TableEntry(key: "OK", line: 1).showsKey)
  }

  /// A `.strings` value is fingerprinted from its bytes as the text would be, positions dropped
  /// as they are read (a `%` with digits but no `$` keeps its digits).
  @Test func valuesAreFingerprintedFromTheirBytesAsTheirText() {
    let texts = ["%1$@ of %2$@", "%12$lld%", "100%", "%1 files", "%$", "wört %1$@", "", "%"]
    for text in texts {
      let fromBytes = Array(text.utf8).withUnsafeBufferPointer {
        StringTableParser.fingerprint(ofUTF8: $0)
      }
      #expect(fromBytes == FNV1a.hash(Self.positionless(text).utf8), "\(text)")
    }
  }

  /// `withoutPositions` written out plainly: each `%` followed by digits and `$` loses them.
  static func positionless(_ text: String) -> String {
    text.replacingOccurrences(of: "%[0-9]+\\$", with: "%", options: .regularExpression)
  }

  /// A `.strings` entry shows its key when the value is the same text as `String` compares
  /// texts: canonically equivalent forms are one text, and the three scalars that decompose to
  /// ASCII (here the Kelvin sign) are that ASCII.
  @Test(arguments: [
    ("OK", "OK", true), ("OK", "Ok", false), ("Caf\u{E9}", "Cafe\u{301}", true),
    ("K", "\u{212A}", true), ("Key;", "Key\u{37E}", true), ("OK", "ОК", false),
    ("Caf\u{E9}", "Caf\u{E8}", false), ("\u{212A}m", "Km", true), ("", "", true),
  ])
  func aStringsValueShowsItsKeyWhenItIsTheSameText(key: String, value: String, same: Bool) {
    let text = "\"\(key)\" = \"\(value)\";"
    let entries = StringsFileParser.parse(Array(text.utf8)).entries
    #expect(entries.map(\.showsKey) == [same])
    #expect(entries.map(\.showsKey) == [key == value])
    #expect(entries.map(\.valueFingerprint) == [StringTableParser.fingerprint(of: value)])
  }
}
