import Testing

@testable import BundleLintCore
@testable import BundleLintProject

/// A table's files tell that a key is in none of them without being parsed, and never tell so
/// of a key they may hold.
@Suite struct TableFileProbeTests {
  static let files: [String: [UInt8]] = [
    "/app/en.lproj/Localizable.strings": Array(
      """
      "welcome.title" = "Welcome";
      /* A value that spells other keys' words. */
      "watch.description" = "Show a Home Assistant complication";
      plain_key = "Plain";
      "commented" /* why */ = "Commented";
      """.utf8),
    "/app/de.lproj/Localizable.strings": Array("\"welcome.title\" = \"Willkommen\";\n".utf8),
    "/app/en.lproj/Localizable.stringsdict": Array(
      "<plist><dict><key>items.count</key><dict></dict></dict></plist>".utf8),
    "/app/Localizable.xcstrings": Array(
      """
      {"sourceLanguage" : "en", "strings" : {"Show the complication" : {"comment" : "Tap to open",
      "localizations" : {"de" : {"stringUnit" : {"value" : "Zeige welcome.subtitle"}}}}}}
      """.utf8),
    // A UTF-16 file: its keys are not spelt in UTF-8.
    "/app/fr.lproj/Localizable.strings": [0xFF, 0xFE]
      + "\"only.in.french\"".utf8.flatMap {
        [$0, 0]
      },
  ]

  static func mayHold(_ key: String, in paths: [String]) -> Bool {
    TableFileProbe.mayHold(key, files: paths, readFile: { files[$0] })
  }

  static let utf8Tables = [
    "/app/en.lproj/Localizable.strings", "/app/de.lproj/Localizable.strings",
    "/app/en.lproj/Localizable.stringsdict", "/app/Localizable.xcstrings",
  ]

  @Test(arguments: [
    "welcome.title", "items.count", "Show the complication", "plain_key", "commented",
  ])
  func aKeyOneFileSpellsMayBeHeld(key: String) {
    #expect(Self.mayHold(key, in: Self.utf8Tables))
  }

  @Test func aKeyNoFileSpellsIsNotHeld() {
    #expect(!Self.mayHold("Show a Home Assistant complication", in: Self.utf8Tables))
    #expect(!Self.mayHold("welcome.subtitle", in: Self.utf8Tables))
    // Words of a value, a comment or a part of a key are no key.
    #expect(!Self.mayHold("Tap to open", in: Self.utf8Tables))
    #expect(!Self.mayHold("Plain", in: Self.utf8Tables))
    #expect(!Self.mayHold("welcome", in: Self.utf8Tables))
    #expect(!Self.mayHold("dict", in: Self.utf8Tables))
  }

  /// Characters a format may escape, and text beyond ASCII, may be spelt otherwise.
  @Test(arguments: [
    "say \"hi\"", "a\\b", "path/to", "Tom & Jerry", "<b>", "it's", "Grüße", "tab\there", "",
  ])
  func aKeyAFileMaySpellOtherwiseMayBeHeld(key: String) {
    #expect(Self.mayHold(key, in: Self.utf8Tables))
  }

  @Test func aFileThatIsNotUTF8OrCannotBeReadMayHoldAnything() {
    #expect(Self.mayHold("welcome.subtitle", in: ["/app/fr.lproj/Localizable.strings"]))
    #expect(Self.mayHold("welcome.subtitle", in: ["/app/missing.strings"]))
  }

  @Test func noFilesHoldNothing() {
    #expect(!Self.mayHold("welcome.title", in: []))
  }

  /// A loader answers from the files before its index is made, and defers to the index after.
  @Test func theLoaderAsksTheFilesUntilItsIndexIsMade() {
    let loader = ResourceIndexLoader(
      tableFiles: ["Localizable": Self.utf8Tables], readFile: { Self.files[$0] },
      build: { ResourceIndex() })
    #expect(!loader.mayHave(key: "welcome.subtitle", table: nil))
    #expect(loader.mayHave(key: "welcome.title", table: nil))
    #expect(!loader.mayHave(key: "welcome.title", table: "Other"))
    _ = loader.index
    #expect(loader.mayHave(key: "welcome.subtitle", table: nil))
  }
}
