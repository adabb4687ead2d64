import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Messages never carry a character that prints nothing.
@Suite struct VisibleTextTests {
  @Test(arguments: [
    ("cart.title", "cart.title"),
    ("caf\u{E9} \u{1F600}", "caf\u{E9} \u{1F600}"),
    ("cart\u{200B}title", "cart\\u{200B}title"),
    ("\u{FEFF}key", "\\u{FEFF}key"),
    ("a\tb\u{7}\r", "a\tb\\u{7}\\u{D}"),
    ("two\nlines", "two\nlines"),
    ("rtl\u{202E}txt", "rtl\\u{202E}txt"),
    ("line\u{2028}break", "line\\u{2028}break"),
  ])
  func invisibleCharactersAreEscaped(text: String, shown: String) {
    #expect(text.escapingInvisibleCharacters() == shown)
  }

  @Test func aScalarIsNamedOrQuoted() {
    #expect(Unicode.Scalar(0xFEFF)!.shown == "a byte-order mark (U+FEFF)")
    #expect(Unicode.Scalar(0x200B)!.shown == "U+200B")
    #expect(Unicode.Scalar(0x07)!.shown == "U+0007")
    #expect(Unicode.Scalar(0x41)!.shown == "'A'")
  }

  @Test func aPlaceholderValueIsEscapedInAMessage() {
    #expect(
      MessageTemplate.render("looks up '{lookup}'", ["lookup": "a\u{200B}b"])
        == "looks up 'a\\u{200B}b'")
    #expect(
      CompiledTemplate("looks up '{lookup}'").render(["lookup": "a\u{200B}b"])
        == "looks up 'a\\u{200B}b'")
  }

  @Test func aDoubledByteOrderMarkIsNamed() {
    let outcome = StringTableParser.parse(
      path: "en.lproj/Localizable.strings",
      bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";\n".utf8))
    #expect(
      outcome.failure?.detail == "expected a quoted key, found a second byte-order mark (U+FEFF)")
    let catalog = StringTableParser.parse(
      path: "Localizable.xcstrings",
      bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("{\"strings\": {}}".utf8))
    #expect(catalog.failure?.detail == "it starts with a second byte-order mark (U+FEFF)")
  }
}
