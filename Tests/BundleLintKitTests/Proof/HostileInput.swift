import Testing

/// A named byte string that breaks naive scanners or parsers, for the proof tests.
struct HostileInput: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]

  var testDescription: String { name }

  init(_ name: String, _ bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  init(_ name: String, _ text: String) {
    self.init(name, Array(text.utf8))
  }

  /// Nesting depth for the deep inputs: far deeper than any stack allows one frame per level.
  static let depth = 100_000

  /// Every hostile input: malformed bytes, literals cut off at the end of the file, deep nesting,
  /// long lines.
  static let all: [HostileInput] = [
    HostileInput("empty", []),
    HostileInput(
      "invalid UTF-8",
      [
        0x54, 0x65, 0x78, 0x74, 0x28, 0x22, 0xFF, 0xFE, 0xC3, 0x28, 0x22, 0x29, 0x0A, 0xED, 0xA0,
        0x80,
      ]),
    HostileInput("NUL bytes", Array("Text(\"a\u{0}b\")\u{0}\u{0}Image(\u{0}\"x\")\n".utf8)),
    HostileInput(
      "binary", (0..<65_536).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }),
    HostileInput("unterminated string at end of file", "let a = Text(\"abc"),
    HostileInput("unterminated multi-line string", "let a = \"\"\"\nText(\"x\")\n"),
    HostileInput("unterminated raw string", "let a = ##\"abc\"# \\##("),
    HostileInput("unterminated block comment", "/* /* nested */ Text(\"x\")"),
    HostileInput("unterminated interpolation", "Text(\"a \\(Image(\"b\""),
    HostileInput("unterminated nested interpolation", "\"\\(\"\\(\"\\((\"\\("),
    HostileInput("unterminated regex", "let r = #/Text\\(/"),
    HostileInput("unterminated backtick", "let `a = Text(\"x\")"),
    HostileInput("lone backslash and pound", "\\#\\\\##\"#"),
    HostileInput(
      "nested parentheses",
      String(repeating: "(", count: depth) + String(repeating: ")", count: depth)),
    HostileInput("unclosed parentheses", String(repeating: "(", count: depth)),
    HostileInput(
      "nested brackets", String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    ),
    HostileInput(
      "nested braces", String(repeating: "{", count: depth) + String(repeating: "}", count: depth)),
    HostileInput(
      "nested calls",
      String(repeating: "Text(", count: depth) + String(repeating: ")", count: depth)),
    HostileInput(
      "nested trailing closures",
      String(repeating: "Button { ", count: depth / 2) + String(repeating: "} ", count: depth / 2)),
    HostileInput(
      "nested interpolations",
      String(repeating: "\"\\(", count: depth / 3) + String(repeating: ")\"", count: depth / 3)),
    HostileInput(
      "nested block comments",
      String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth)),
    HostileInput(
      "nested generics",
      String(repeating: "A<", count: depth) + String(repeating: ">", count: depth)),
    HostileInput("closing before opening", String(repeating: ")]}>", count: 25_000)),
    HostileInput(
      "long line", "let s = [" + String(repeating: "Text(\"a\"), ", count: 10_000) + "]"),
    HostileInput("100,000-character line", String(repeating: "x", count: 100_000)),
    HostileInput("long string", "Text(\"" + String(repeating: "é", count: 50_000) + "\")"),
  ]
}
