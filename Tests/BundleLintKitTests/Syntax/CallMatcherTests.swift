import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct CallMatcherTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let source: String
    let calls: [String]
    var testDescription: String { source }
  }

  static let cases: [Case] = [
    Case(source: #"Text("a")"#, calls: ["Text direct - _: [plain]"]),
    Case(source: #"Text("a", bundle: .module)"#, calls: ["Text direct - _:bundle: [plain,-]"]),
    Case(source: #"SwiftUI.Text("a")"#, calls: ["Text direct SwiftUI _: [plain]"]),
    Case(source: #"Text.init("a")"#, calls: ["init member Text _: [plain]"]),
    Case(source: #"let t: Text = .init("a")"#, calls: ["init implicitMember - _: [plain]"]),
    Case(
      source: #"super.init(nibName: "N", bundle: nil)"#,
      calls: ["init member super nibName:bundle: [plain,-]"]),
    Case(
      source: #"let u = Bundle.main.url(forResource: "a", withExtension: "png")"#,
      calls: ["url member Bundle.main forResource:withExtension: [plain,plain]"]),
    Case(
      source: #"Bundle(for: X.self).url(forResource: "b", withExtension: nil)"#,
      calls: [
        "Bundle direct - for: [-]",
        "url member Bundle(for:X.self) forResource:withExtension: [plain,-]",
      ]),
    Case(
      source: "Bundle.main\n  .path(forResource: \"x\", ofType: nil)",
      calls: ["path member Bundle.main forResource:ofType: [plain,-]"]),
    Case(source: #"foo?.bar!.baz(1)"#, calls: ["baz member foo?.bar! _: [-]"]),
    // Object literals read like calls; other `#` words do not.
    Case(
      source: #"let logo = #imageLiteral(resourceName: "logo")"#,
      calls: ["#imageLiteral direct - resourceName: [plain]"]),
    Case(
      source: #"let c = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)"#,
      calls: ["#colorLiteral direct - red:green:blue:alpha: [-,-,-,-]"]),
    Case(source: #"let s = #selector(Foo.bar(_:))"#, calls: []),
    Case(source: #"let i = #imageLiteral (resourceName: "logo")"#, calls: []),
    Case(source: "#Preview(\"P\") {\n  Text(\"a\")\n}", calls: ["Text direct - _: [plain]"]),
    Case(source: #"items[0].load(named: "a")"#, calls: ["load member items[0] named: [plain]"]),
    // Modifiers after line breaks.
    Case(
      source: "Text(\"a\")\n    .navigationTitle(\"x\")\n    .padding()",
      calls: [
        "Text direct - _: [plain]", "navigationTitle member Text(\"a\") _: [plain]",
        "padding member Text(\"a\").navigationTitle(\"x\") () []",
      ]),
    Case(
      source: "VStack {\n  Text(\"a\")\n}\n#if os(iOS)\n.navigationBarTitle(\"t\")\n#endif",
      calls: [
        "VStack direct - _: [{}]", "Text direct - _: [plain]",
        "navigationBarTitle implicitMember - _: [plain]",
      ]),
    Case(
      source: "let t: Text =\n  .init(\"a\")\nlet u = f(\n  .init(\"b\"))",
      calls: [
        "init implicitMember - _: [plain]", "f direct - _: [-]", "init implicitMember - _: [plain]",
      ]),
    Case(
      source: "VStack { }\n.padding()",
      calls: ["VStack direct - _: [{}]", "padding member VStack{} () []"]),
    Case(
      source: #"Text("a").font(.title)"#,
      calls: ["Text direct - _: [plain]", "font member Text(\"a\") _: [-]"]),
    // Trailing closures.
    Case(
      source: #"Button(action: f) { Text("a") }"#,
      calls: ["Button direct - action:_: [-,{}]", "Text direct - _: [plain]"]),
    Case(
      source: "Button {\n  go()\n} label: {\n  Label(\"x\", systemImage: \"y\")\n}",
      calls: [
        "Button direct - _:label: [{},{}]", "go direct - () []",
        "Label direct - _:systemImage: [plain,plain]",
      ]),
    Case(source: "VStack { }", calls: ["VStack direct - _: [{}]"]),
    Case(source: "xs.map { $0 }", calls: ["map member xs _: [{}]"]),
    Case(
      source: "view\n  .onAppear { load() }",
      calls: ["onAppear member view _: [{}]", "load direct - () []"]),
    Case(source: "withAnimation { x = 1 }", calls: ["withAnimation direct - _: [{}]"]),
    Case(
      source: "let x = ForEach(items) { item in Row(item) }",
      calls: ["ForEach direct - _:_: [-,{}]", "Row direct - _: [-]"]),
    // A `{` on the line after a call's `)` is a trailing closure, as the compiler reads it.
    Case(
      source: "let b = Button(\"k\")\n{ save() }",
      calls: ["Button direct - _:_: [plain,{}]", "save direct - () []"]),
    Case(
      source: "VStack(spacing: 0)\n// c\n\n{ Text(\"a\") }",
      calls: ["VStack direct - spacing:_: [-,{}]", "Text direct - _: [plain]"]),
    // … except where a statement's condition ends, and before property observers.
    Case(
      source: """
        if f()
        { }
        guard g() else
        { return }
        while h()
        { }
        for i in items(n)
        { }
        switch v(1)
        { default: break }
        var x = f()
        { didSet { } }
        """,
      calls: [
        "f direct - () []", "g direct - () []", "h direct - () []", "items direct - _: [-]",
        "v direct - _: [-]", "f direct - () []",
      ]),
    // Found in purchases-ios: a `catch` pattern is a pattern like a `case`'s; `nonisolated(unsafe)`
    // is a modifier; a precedence group's braces are its body.
    Case(
      source: """
        do { try f() } catch AppError.network(let code) { g(code) } catch { h() }
        nonisolated(unsafe) private var handlers: [String] = []
        precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence }
        let x = nonisolated(y)
        """,
      calls: [
        "f direct - () []", "g direct - _: [-]", "h direct - () []", "nonisolated direct - _: [-]",
      ]),
    // Every pattern of a case label is a pattern, also after a `where` clause; a subscript's
    // addressors are accessors.
    Case(
      source: """
        switch b {
        case UInt8(ascii: "&") where ok(b), UInt8(ascii: "|") where ok(b): f()
        default: g()
        }
        subscript(i: Int) -> T {
          unsafeAddress { h(i) }
          nonmutating unsafeMutableAddress { h(i) }
        }
        """,
      calls: [
        "ok direct - _: [-]", "ok direct - _: [-]", "f direct - () []", "g direct - () []",
        "h direct - _: [-]", "h direct - _: [-]",
      ]),
    // Found in apple-browsers: an extension of a bracketed type has a body, not a trailing
    // closure; `any (P)` in a type is no call (`any(x)` is).
    Case(
      source: """
        extension [Action]?: Comparable { func f() { g() } }
        extension (Int, Int) { }
        func h(vault: any (Vault), other: some (Sequence)) { }
        let y = any(x)
        """,
      calls: ["g direct - () []", "any direct - _: [-]"]),
    // Property observers on the call's own line are observers too (found in purchases-ios).
    Case(
      source: """
        var y = h() { didSet { } }
        private var data: Data = .init() {
          willSet { }
        }
        """,
      calls: ["h direct - () []", "init implicitMember - () []"]),
    // Statements and declarations are not trailing-closure calls.
    Case(
      source: """
        if x.isEmpty { }
        guard let y else { return }
        while running { }
        for i in items { }
        switch v { case .a: break; default: break }
        do { } catch { }
        repeat { } while x
        defer { }
        """,
      calls: []),
    Case(
      source: """
        struct S: View {
          var x: Int { get { 1 } set { } }
          var y = 0 { didSet { } willSet { } }
          var z: Int { 2 }
          init() { }
          func f() -> Int { 1 }
          subscript(i: Int) -> Int { i }
        }
        """,
      calls: []),
    Case(
      source: "var x: Int { get { 1 } set(newValue) { store(newValue) } }",
      calls: ["store direct - _: [-]"]),
    Case(
      source: "get(1); box.set(2) { }",
      calls: ["get direct - _: [-]", "set member box _:_: [-,{}]"]),
    Case(source: "@Environment(\\.dismiss) var dismiss", calls: []),
    Case(source: "@Wrapper(make(1)) var x = build()", calls: ["build direct - () []"]),
    Case(source: "return try await load()", calls: ["load direct - () []"]),
    Case(
      source: #"cond ? Text("t") : Text("f")"#,
      calls: ["Text direct - _: [plain]", "Text direct - _: [plain]"]),
    Case(source: "Foo<Bar>.baz()", calls: ["baz member Foo<Bar> () []"]),
    Case(
      source: "JSONDecoder().decode([Item].self, from: data)",
      calls: ["JSONDecoder direct - () []", "decode member JSONDecoder() _:from: [-,-]"]),
    Case(
      source: "xs.map(Tagged.init(rawValue:)); let f = load(gameMode:timeScope:)",
      calls: ["map member xs _: [-]"]),
    Case(source: "#selector(tap(recognizer:))", calls: []),
    Case(
      source: "if let w = self.list.first(where: { $0.ok }) { show(w) }",
      calls: ["first member self.list where: [-]", "show direct - _: [-]"]),
    Case(source: "var playing = false { didSet { update() } }", calls: ["update direct - () []"]),
    Case(source: "var value: Int { _read { yield x } _modify { yield &x } }", calls: []),
    Case(source: "func f() { var local: Bool { check() } }", calls: ["check direct - () []"]),
    Case(source: "for await (i, u) in group { }", calls: []),
    Case(
      source: "View(type: .default(), mode: .case(x), kind: y.is(z))",
      calls: [
        "View direct - type:mode:kind: [-,-,-]", "default implicitMember - () []",
        "case implicitMember - _: [-]", "is member y _: [-]",
      ]),
    Case(
      source: "if items.contains(where: { $0 > 1 }) { }",
      calls: ["contains member items where: [-]"]),
    Case(source: "if f(x) { g() }", calls: ["f direct - _: [-]", "g direct - () []"]),
    // Argument splitting with brackets, closures and generics.
    Case(source: "f(a < b, c > d)", calls: ["f direct - _:_: [-,-]"]),
    Case(source: "f(a<b, c>d)", calls: ["f direct - _:_: [-,-]"]),
    Case(source: "f(Array<Int>(), x)", calls: ["f direct - _:_: [-,-]", "Array direct - () []"]),
    Case(
      source: "f(Dictionary<String, Int>())",
      calls: ["f direct - _: [-]", "Dictionary direct - () []"]),
    Case(
      source: "f(Set<Array<Int>>(), [1, 2], (3, 4), { a, b in a })",
      calls: ["f direct - _:_:_:_: [-,-,-,-]", "Set direct - () []"]),
    Case(
      source: "f(x: g(1, 2), y: [a: b], z: c ? d : e)",
      calls: ["f direct - x:y:z: [-,-,-]", "g direct - _:_: [-,-]"]),
    Case(source: "f(in: a, for: b, default: c)", calls: ["f direct - in:for:default: [-,-,-]"]),
    Case(
      source:
        "NSLocalizedString(\n  \"key\",\n  tableName: nil,\n  bundle: .module,\n  comment: \"\"\n)",
      calls: ["NSLocalizedString direct - _:tableName:bundle:comment: [plain,-,-,empty]"]),
    // Literal kinds.
    Case(source: #"Text("")"#, calls: ["Text direct - _: [empty]"]),
    Case(source: #"Text("\(n) items")"#, calls: ["Text direct - _: [interpolated]"]),
    Case(source: #"Text("\(title)")"#, calls: ["Text direct - _: [interpolationOnly]"]),
    Case(source: ##"Text(#"raw"#)"##, calls: ["Text direct - _: [plain/raw]"]),
    Case(source: "Text(\"\"\"\n  multi\n  \"\"\")", calls: ["Text direct - _: [plain/multiline]"]),
    Case(source: #"Text("a" + b)"#, calls: ["Text direct - _: [-]"]),
    Case(
      source: #"Text(LocalizedStringKey("k"))"#,
      calls: ["Text direct - _: [plain/key]", "LocalizedStringKey direct - _: [plain]"]),
    Case(
      source: #"Text(LocalizedStringKey("k") + x)"#,
      calls: ["Text direct - _: [-]", "LocalizedStringKey direct - _: [plain]"]),
    // Comments and strings hide calls, interpolations do not.
    Case(source: "// Text(\"a\")\n/* Image(\"b\") */\nlet s = \"Text(\\\"c\\\")\"", calls: []),
    Case(
      source: #"let s = "\(NSLocalizedString("k", comment: ""))""#,
      calls: ["NSLocalizedString direct - _:comment: [plain,empty]"]),
    // Patterns and attributes are not calls.
    Case(
      source: "switch v { case .loaded(let x): use(x)\ncase let .a(y), .some(y): break }",
      calls: ["use direct - _: [-]"]),
    Case(source: "if case .some(let x) = f() { }", calls: ["f direct - () []"]),
    Case(source: "@available(iOS 15, *)\nfunc f() { }", calls: []),
    Case(source: "func Text(_ s: String) { }\nstruct Image { init(named: String) { } }", calls: []),
  ]

  @Test(arguments: cases)
  func findsCalls(_ example: Case) {
    #expect(CallSummary.calls(example.source) == example.calls)
  }

  @Test func argumentRangesAndLabelOffsetsPointIntoTheSource() throws {
    let source = #"Text( "a" , bundle:  .module )"#
    let bytes = Array(source.utf8)
    let call = try #require(CallMatcher.match(bytes).calls.first)
    #expect(call.calleeOffset == 0)
    #expect(call.openParen == 4)
    #expect(call.closeParen == source.utf8.count - 1)
    let slices = call.arguments.map { String(decoding: bytes[$0.valueRange], as: UTF8.self) }
    #expect(slices == [#""a""#, ".module"])
    #expect(call.arguments[1].labelOffset == 12)
    #expect(call.arguments[0].literal?.text == "a")
  }

  @Test func trailingClosureRangeCoversTheBraces() throws {
    let source = "Button(action: f) { Text(\"a\") }"
    let bytes = Array(source.utf8)
    let call = try #require(CallMatcher.match(bytes).calls.first)
    let closure = try #require(call.arguments.last)
    #expect(closure.isTrailingClosure)
    #expect(String(decoding: bytes[closure.valueRange], as: UTF8.self) == "{ Text(\"a\") }")
  }

  @Test func literalTextIsTheRawSourceBetweenDelimiters() throws {
    let source =
      "Text(\"a\\n\\(x)b\"); Text(#\"q\"\"#); Text(\"\"\"\n    line one\n    line two\n    \"\"\")"
    let texts = CallMatcher.match(Array(source.utf8)).calls.map {
      $0.arguments.first?.literal?.text
    }
    #expect(texts == ["a\\n\\(x)b", "q\"", "    line one\n    line two"])
  }

  @Test func callsAreSortedByCalleePosition() {
    let source = "a(b(c { d() }), e: f())"
    let calls = CallMatcher.match(Array(source.utf8)).calls
    #expect(calls.map(\.callee) == ["a", "b", "c", "d", "f"])
    #expect(calls.map(\.calleeOffset) == calls.map(\.calleeOffset).sorted())
  }

  @Test func commentsAreCollected() {
    let source = "let a = 1 // one\n/* two */ let b = 2"
    let syntax = CallMatcher.match(Array(source.utf8))
    let bytes = Array(source.utf8)
    #expect(
      syntax.comments.map { String(decoding: bytes[$0], as: UTF8.self) } == ["// one", "/* two */"])
  }
}
