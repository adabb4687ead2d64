import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Token tables for each construct the call matcher relies on, traps included.
@Suite struct LexerTests {
  static let comments: [LexCase] = [
    LexCase("a // b \"c\n", [id("a"), LexemeSpec(.lineComment, "// b \"c")]),
    LexCase(
      "/// doc\n//// not doc",
      [
        LexemeSpec(.lineComment, "/// doc", .doc), LexemeSpec(.lineComment, "//// not doc"),
      ]),
    LexCase(
      #"/* a /* " */ b */ Text("x")"#,
      [
        LexemeSpec(.blockComment, #"/* a /* " */ b */"#), id("Text"), lparen, open(), seg("x"),
        close(), rparen,
      ]),
    LexCase(
      "/** doc */ /**/ /*** banner ***/",
      [
        LexemeSpec(.blockComment, "/** doc */", .doc), LexemeSpec(.blockComment, "/**/"),
        LexemeSpec(.blockComment, "/*** banner ***/"),
      ]),
    LexCase(
      "/* open /* nested */ \"",
      [
        LexemeSpec(.blockComment, "/* open /* nested */ \"", .unterminated)
      ]),
    LexCase("a+/* c */b", [id("a"), op("+"), LexemeSpec(.blockComment, "/* c */"), id("b")]),
  ]

  static let strings: [LexCase] = [
    LexCase(
      #"Text("a \"b\" \\")"#,
      [
        id("Text"), lparen, open(), seg(#"a \"b\" \\"#), close(), rparen,
      ]),
    LexCase(#""""#, [open(), close()]),
    // A raw `#"""` that closes on its own line is a single-line literal, as in Swift.
    LexCase(
      ##"#""""# + #"""abc"""#"##,
      [
        open("#\"", .raw), seg("\"\"", .raw), close("\"#", .raw), op("+"), open("#\"", .raw),
        seg("\"\"abc\"\"", .raw), close("\"#", .raw),
      ]),
    LexCase(
      #""\(f("a)"))""#,
      [
        open(), interp(), id("f"), lparen, open(), seg("a)"), close(), rparen, interpolationClose,
        close(),
      ]),
    LexCase(
      #""a \(b ? "x" : "\(c)") d""#,
      [
        open(), seg("a "), interp(), id("b"), op("?"), open(), seg("x"), close(),
        LexemeSpec(.colon, ":"),
        open(), interp(), id("c"), interpolationClose, close(), interpolationClose, seg(" d"),
        close(),
      ]),
    LexCase(
      #""\(items.map { "\($0)" })""#,
      [
        open(), interp(), id("items"), LexemeSpec(.period, "."), id("map"),
        LexemeSpec(.leftBrace, "{"), open(), interp(), id("$0"), interpolationClose, close(),
        LexemeSpec(.rightBrace, "}"), interpolationClose, close(),
      ]),
    LexCase(
      #""\((a))""#,
      [
        open(), interp(), lparen, id("a"), rparen, interpolationClose, close(),
      ]),
    LexCase(
      ##"#"\#(x) \(y) "a" \n"#"##,
      [
        open("#\"", .raw), interp("\\#("), id("x"), interpolationClose,
        seg(#" \(y) "a" \n"#, .raw), close("\"#", .raw),
      ]),
    LexCase(
      ###"##"x"#y"## z"###, [open("##\"", .raw), seg("x\"#y", .raw), close("\"##", .raw), id("z")]),
    LexCase(##"#"a\#"b"#"##, [open("#\"", .raw), seg(##"a\#"b"##, .raw), close("\"#", .raw)]),
    LexCase(
      "\"\"\"\n  a \\\"\"\" \"\" b\n  \"\"\" x",
      [
        open("\"\"\"", .multiline), seg("\n  a \\\"\"\" \"\" b\n  ", .multiline),
        close("\"\"\"", .multiline), id("x"),
      ]),
    LexCase(
      "\"\"\"\n\\(\"a\")\n\"\"\"",
      [
        open("\"\"\"", .multiline), seg("\n", .multiline), interp(), open(), seg("a"), close(),
        interpolationClose, seg("\n", .multiline), close("\"\"\"", .multiline),
      ]),
    LexCase(
      "#\"\"\"\n\"\"\" \\(x)\n\"\"\"#",
      [
        open("#\"\"\"", [.raw, .multiline]), seg("\n\"\"\" \\(x)\n", [.raw, .multiline]),
        close("\"\"\"#", [.raw, .multiline]),
      ]),
  ]

  static let unterminated: [LexCase] = [
    // A single-line string ends at the line break; the next line is code again.
    LexCase(
      "Text(\"abc\nImage(\"x\")",
      [
        id("Text"), lparen, open("\"", .unterminated), seg("abc"), id("Image"), lparen, open(),
        seg("x"), close(), rparen,
      ]),
    // An interpolation still open at the line break ends with its single-line string.
    LexCase(
      "\"a \\(b(\nText(\"k\")",
      [
        open("\"", .unterminated), seg("a "), interp(), id("b"), lparen, id("Text"), lparen,
        open(), seg("k"), close(), rparen,
      ]),
    LexCase(
      "\"\"\"\nabc", [open("\"\"\"", [.multiline, .unterminated]), seg("\nabc", .multiline)]),
    LexCase("`abc\nx", [LexemeSpec(.backtickIdentifier, "`", .unterminated), id("abc"), id("x")]),
    LexCase("#/ab\nc", [regex("#/ab", .unterminated), id("c")]),
    LexCase("a\u{0}b", [id("a"), LexemeSpec(.unknown, "\u{0}"), id("b")]),
    // A backslash before the line break does not continue a single-line string.
    LexCase("\"abc\\\nx", [open("\"", .unterminated), seg("abc\\"), id("x")]),
    LexCase("\"a \\(b", [open("\"", .unterminated), seg("a "), interp(), id("b")]),
    LexCase(
      "\"\\(\"\\(\"",
      [
        open("\"", .unterminated), interp(), open("\"", .unterminated), interp(),
        open("\"", .unterminated),
      ]),
    LexCase("#\"abc\"", [open("#\"", [.raw, .unterminated]), seg("abc\"", .raw)]),
    LexCase("/* a /* b */", [LexemeSpec(.blockComment, "/* a /* b */", .unterminated)]),
    LexCase("# ## x", [LexemeSpec(.unknown, "#"), LexemeSpec(.unknown, "##"), id("x")]),
    LexCase("\u{FEFF}import A", [id("import"), id("A")]),
    LexCase(
      "#!/usr/bin/env swift\nprint(1)",
      [
        LexemeSpec(.lineComment, "#!/usr/bin/env swift"), id("print"), lparen, num("1"), rparen,
      ]),
  ]

  /// `/` is division after an operand, a regex literal where an expression starts.
  ///
  /// The rows that are valid Swift lex as `swiftc -swift-version 6 -parse` reads them.
  static let regexAndDivision: [LexCase] = [
    LexCase(
      #"let r = a / b; Text("x") / 2"#,
      [
        id("let"), id("r"), op("="), id("a"), op("/"), id("b"), LexemeSpec(.semicolon, ";"),
        id("Text"), lparen, open(), seg("x"), close(), rparen, op("/"), num("2"),
      ]),
    LexCase(
      #"x = a/b + Text("y")/2"#,
      [
        id("x"), op("="), id("a"), op("/"), id("b"), op("+"), id("Text"), lparen, open(), seg("y"),
        close(), rparen, op("/"), num("2"),
      ]),
    LexCase(
      #"let re = /"(.*)"/; Image("y")"#,
      [
        id("let"), id("re"), op("="), regex(#"/"(.*)"/"#), LexemeSpec(.semicolon, ";"), id("Image"),
        lparen, open(), seg("y"), close(), rparen,
      ]),
    LexCase(
      #"s.matches(of: /\d+"\//)"#,
      [
        id("s"), LexemeSpec(.period, "."), id("matches"), lparen, id("of"), LexemeSpec(.colon, ":"),
        regex(#"/\d+"\//"#), rparen,
      ]),
    LexCase(#"return /a(b)/"#, [id("return"), regex("/a(b)/")]),
    // Starts with a space: division, as in Swift.
    LexCase(
      "f(x, / 2, y/ 3)",
      [
        id("f"), lparen, id("x"), LexemeSpec(.comma, ","), op("/"), num("2"),
        LexemeSpec(.comma, ","), id("y"), op("/"), num("3"), rparen,
      ]),
    // No closing `/` on the line, or an unbalanced `)`: an operator.
    LexCase(
      "reduce(0, /)\nText(\"a/\")",
      [
        id("reduce"), lparen, num("0"), LexemeSpec(.comma, ","), op("/"), rparen, id("Text"),
        lparen, open(), seg("a/"), close(), rparen,
      ]),
    LexCase(
      "g(/, /) + x/2/1",
      [
        id("g"), lparen, op("/"), LexemeSpec(.comma, ","), op("/"), rparen, op("+"), id("x"),
        op("/"), num("2"), op("/"), num("1"),
      ]),
    LexCase(
      "(a) / (b) / c",
      [lparen, id("a"), rparen, op("/"), lparen, id("b"), rparen, op("/"), id("c")]),
    LexCase(
      #"try? /a"b/.wholeMatch(in: s)"#,
      [
        id("try"), op("?"), regex(#"/a"b/"#), LexemeSpec(.period, "."), id("wholeMatch"), lparen,
        id("in"), LexemeSpec(.colon, ":"), id("s"), rparen,
      ]),
    LexCase("x! / y / z", [id("x"), op("!"), op("/"), id("y"), op("/"), id("z")]),
    LexCase(
      "[1] / 2 / 3",
      [
        LexemeSpec(.leftBracket, "["), num("1"), LexemeSpec(.rightBracket, "]"), op("/"), num("2"),
        op("/"), num("3"),
      ]),
    LexCase("#/\n  a / \"b\n/#", [regex("#/\n  a / \"b\n/#")]),
    LexCase("##/a/#b/## c", [regex("##/a/#b/##"), id("c")]),
    // Parentheses inside a character class are literal; a quote stays inside the literal.
    LexCase(
      #"let q = /[)"]+/; Text("k")"#,
      [
        id("let"), id("q"), op("="), regex(#"/[)"]+/"#), LexemeSpec(.semicolon, ";"), id("Text"),
        lparen, open(), seg("k"), close(), rparen,
      ]),
    LexCase(
      #"reduce(1, /) / 2; Text("k")"#,
      [
        id("reduce"), lparen, num("1"), LexemeSpec(.comma, ","), op("/"), rparen, op("/"), num("2"),
        LexemeSpec(.semicolon, ";"), id("Text"), lparen, open(), seg("k"), close(), rparen,
      ]),
    LexCase(
      #""\(a / b) / \(/c/)""#,
      [
        open(), interp(), id("a"), op("/"), id("b"), interpolationClose, seg(" / "), interp(),
        regex("/c/"), interpolationClose, close(),
      ]),
    LexCase("x /= 2 // note", [id("x"), op("/="), num("2"), LexemeSpec(.lineComment, "// note")]),
  ]

  static let words: [LexCase] = [
    LexCase(
      "Array<Dictionary<String, Array<Int>>>",
      [
        id("Array"), op("<"), id("Dictionary"), op("<"), id("String"), LexemeSpec(.comma, ","),
        id("Array"), op("<"), id("Int"), op(">>>"),
      ]),
    LexCase(
      "f(a < b, c > d)",
      [
        id("f"), lparen, id("a"), op("<"), id("b"), LexemeSpec(.comma, ","), id("c"), op(">"),
        id("d"), rparen,
      ]),
    LexCase(
      "[String?]? x?.y a ?? b",
      [
        LexemeSpec(.leftBracket, "["), id("String"), op("?"), LexemeSpec(.rightBracket, "]"),
        op("?"), id("x"), op("?"), LexemeSpec(.period, "."), id("y"), id("a"), op("??"), id("b"),
      ]),
    LexCase("func f() -> Int", [id("func"), id("f"), lparen, rparen, op("->"), id("Int")]),
    LexCase(
      "let `default` = `var`",
      [
        id("let"), LexemeSpec(.backtickIdentifier, "`default`"), op("="),
        LexemeSpec(.backtickIdentifier, "`var`"),
      ]),
    LexCase(
      "#if os(iOS)\n#elseif DEBUG\n#else\n#endif",
      [
        LexemeSpec(.poundKeyword, "#if"), id("os"), lparen, id("iOS"), rparen,
        LexemeSpec(.poundKeyword, "#elseif"), id("DEBUG"), LexemeSpec(.poundKeyword, "#else"),
        LexemeSpec(.poundKeyword, "#endif"),
      ]),
    LexCase(
      "#Preview { Text(\"p\") } #bundle",
      [
        LexemeSpec(.poundKeyword, "#Preview"), LexemeSpec(.leftBrace, "{"), id("Text"), lparen,
        open(), seg("p"), close(), rparen, LexemeSpec(.rightBrace, "}"),
        LexemeSpec(.poundKeyword, "#bundle"),
      ]),
    LexCase(
      "@State private var x",
      [LexemeSpec(.atSign, "@"), id("State"), id("private"), id("var"), id("x")]),
    LexCase(
      "let ñandú = 🙂 + café", [id("let"), id("ñandú"), op("="), id("🙂"), op("+"), id("café")]),
    LexCase(
      "{ $0 + $name }",
      [
        LexemeSpec(.leftBrace, "{"), id("$0"), op("+"), id("$name"), LexemeSpec(.rightBrace, "}"),
      ]),
    LexCase(#"\.name"#, [LexemeSpec(.backslash, "\\"), LexemeSpec(.period, "."), id("name")]),
    LexCase("a...b ..<c", [id("a"), op("..."), id("b"), op("..<"), id("c")]),
  ]

  static let numbers: [LexCase] = [
    LexCase(
      "1 0x1F 0b1010 0o17 1_000", [num("1"), num("0x1F"), num("0b1010"), num("0o17"), num("1_000")]),
    LexCase(
      "1.5 1e10 1_000.5e-3 0x1.8p3", [num("1.5"), num("1e10"), num("1_000.5e-3"), num("0x1.8p3")]),
    LexCase("1...5", [num("1"), op("..."), num("5")]),
    LexCase(
      "x.0.1", [id("x"), LexemeSpec(.period, "."), num("0"), LexemeSpec(.period, "."), num("1")]),
    LexCase("1.description", [num("1"), LexemeSpec(.period, "."), id("description")]),
    LexCase("-42", [op("-"), num("42")]),
    LexCase(
      "0xFF.description 0x1p-2",
      [
        num("0xFF"), LexemeSpec(.period, "."), id("description"), num("0x1p-2"),
      ]),
    LexCase("1e 0b102 12abc", [num("1e"), num("0b102"), num("12abc")]),
  ]

  @Test(arguments: comments) func comment(_ row: LexCase) { check(row) }
  @Test(arguments: strings) func string(_ row: LexCase) { check(row) }
  @Test(arguments: unterminated) func unterminatedOrInvalid(_ row: LexCase) { check(row) }
  @Test(arguments: regexAndDivision) func regexOrDivision(_ row: LexCase) { check(row) }
  @Test(arguments: words) func word(_ row: LexCase) { check(row) }
  @Test(arguments: numbers) func number(_ row: LexCase) { check(row) }

  private func check(_ row: LexCase) {
    let actual = LexemeSpec.significant(row.source)
    #expect(actual == row.expected)
    let bytes = Array(row.source.utf8)
    #expect(LexerLosslessnessTests.tilingProblem(Lexer.tokenize(bytes), bytes) == nil)
  }

  @Test func triviaIsKept() {
    #expect(
      LexemeSpec.all("a \t\r\n\n\r/* c */") == [
        id("a"), LexemeSpec(.whitespace, " \t"), LexemeSpec(.newline, "\r\n"),
        LexemeSpec(.newline, "\n"), LexemeSpec(.newline, "\r"),
        LexemeSpec(.blockComment, "/* c */"),
      ])
  }

  @Test func invalidUTF8IsFlaggedAndLexingGoesOn() {
    let bytes: [UInt8] =
      Array("a".utf8) + [0xFF] + Array(" \"x".utf8) + [0xC3] + Array("\" // ".utf8)
      + [0xE2, 0x82] + Array("\nText".utf8)
    let tokens = Lexer.tokenize(bytes)
    let kinds = tokens.filter { !$0.kind.isTrivia || $0.kind == .lineComment }.map(\.kind)
    #expect(
      kinds == [
        .identifier, .unknown, .stringOpen, .stringSegment, .stringClose, .lineComment, .identifier,
      ])
    #expect(tokens[1].flags.contains(.invalidUTF8))
    #expect(tokens.first { $0.kind == .stringSegment }?.flags.contains(.invalidUTF8) == true)
    #expect(tokens.first { $0.kind == .lineComment }?.flags.contains(.invalidUTF8) == true)
    #expect(tokens.filter { $0.kind == .identifier }.count == 2)
  }
}
