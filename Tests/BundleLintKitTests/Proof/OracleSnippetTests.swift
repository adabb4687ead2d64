import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Small hostile snippets on which bundlelint must find exactly the compiler's calls (all callees).
@Suite(
  .enabled(
    if: OracleTool.isAvailable, "needs swiftc with the SwiftParser host libraries and python3"))
struct OracleSnippetTests {
  /// Compares both sides on `source` for every callee.
  static func agreement(_ source: String) throws -> OracleTool.Agreement {
    let folder = try OracleTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Snippet.swift")
    try Data(source.utf8).write(to: file)
    return OracleTool.compare(
      compiler: try OracleTool.compilerCalls([file]),
      bundlelint: try OracleTool.bundlelintCalls([file])
    ) { _ in true }
  }

  static let agreeing: [String] = [
    #"let s = "x \(items.map { "\($0) \(Text("k"))" }.joined()) y""#,
    #"let s = "\("\("\(Text("deep"))")")""#,
    #"let s = "a\(n > 1 ? "s" : "")b\({ () -> String in "c)" }())"; Image("i")"#,
    ##"let s = #"raw "q" Text("no") \(no) \#(Image("yes"))"#"##,
    ###"let s = ##"two "# Text("no") \#(no) \##(Color("yes"))"##"###,
    "let s = \"\"\"\n  Text(\"no\")\n  \\(Text(\"yes\"))\n  \"\"\"\nlet t = Image(\"after\")",
    #"let r = /Text\("([a-z]+)"\)/; let i = Image("x")"#,
    "let r = #/\n  Text \\( \" # extended, ) \"\n/#\nlet i = Image(\"x\")",
    #"/* a /* Text("no") */ Image("no") */ let c = Color("yes")"#,
    "#if os(iOS)\nlet a = UIImage(named: \"a\")\n#elseif os(macOS)\nlet a = NSImage(named: \"a\")\n#else\nlet a = 0\n#endif",
    "let t = Text(\"k\")\n#if os(iOS)\n  .navigationTitle(\"ios\")\n#endif",
    "let b = Button { save() } label: {\n  Label(\"k\", systemImage: \"plus\")\n}",
    "let a = Text(\n  // key\n  \"k\",\n  /* t */ tableName: nil,\n\n  bundle:\n    .module\n)",
    "let d: Dictionary<String, Array<Set<Int>>> = Dictionary<String, Array<Set<Int>>>()",
    "let g = Array<Optional<Text>>(repeating: Text(\"g\"), count: 2)",
    "let c = (n >> 2) < 3 && n > (1); let t = n<3 ? Text(\"lt\") : Text(\"ge\")",
    "let q = width/2/3 + Double(n)/4; let p = [1].map { $0/2 }.filter { $0<1 }",
    "let ñandú = \"🙂é\"; let t = Text(\"k\"); let 名前 = Image(\"x\")",
    "let a = `Text`(\"k\"); let `default` = Image(`default`)",
    "func Text(_ s: String, n: Int) -> String { s }\nstruct Image { init(named: String, in b: Bundle? = Bundle(for: X.self)) {} }",
    "let a = Text\n(\"not a call\")\nlet b = Text(\"call\")",
    "let a = { Text(\"k\") }(); let b = make()(\"x\"); let c = h[0](Image(\"i\"))",
    "if Bundle.main.path(forResource: \"a\", ofType: nil) != nil { print(1) }",
    "guard let u = URL(string: \"x\") else { fatalError(\"Text(\\\"no\\\")\") }",
    "func f() {\n  if let u = Bundle.main.url(forResource: \"a\", withExtension: nil) { print(u) }\n}",
    #"let a = "q \" Text(\"no\") \\"; let b = Text("yes")"#,
    "let a = Bundle(identifier: \"x\")?.url(forResource: \"r\", withExtension: nil)",
    "@available(*, deprecated, message: \"use Text(\\\"x\\\")\")\nfunc f() { Text(\"k\") }",
    "struct V: View { var body: some View { List { Section(\"s\") { Text(\"a\").help(\"h\") } }.navigationTitle(\"t\") } }",
    "#Preview { Text(\"p\") }",
    "let a = Text(\"a\")/* c */.padding(); let b = Text(\"b\") // c\n  .padding()",
    "let a = SwiftUI.Text(\"k\"); let b = Text.init(\"k\"); let c = self.init(x: 1)",
    // Disagreements found by this suite and fixed since.
    ##"let a = #"""#; let b = Text("after")"##,
    ##"let a = #""""#; let b = Text("after")"##,
    "let a = items.map(Text.init(verbatim:)); let b = #selector(save(_:)); let c = Text.init(_:)",
    "while let u = Bundle.main.url(forResource: \"a\", withExtension: nil) { print(u) }",
    "let a = view.if(flag) { $0 }; let b = x.default(1); let c = cursor.is(at: 1)",
    "if let u = Bundle.main.url(forResource: \"a\", withExtension: nil) { print(u) }",
    "let b = Button(\"k\")\n{ save() }",
    "let c = VStack(spacing: 0)\n// c\n\n{ Text(\"a\") }\nif f(x)\n{ }\nwhile g()\n{ }\nvar y = h()\n{ didSet { } }",
  ]

  @Test(arguments: agreeing)
  func snippetAgrees(source: String) throws {
    let agreement = try Self.agreement(source)
    #expect(agreement.total > 0)
    #expect(agreement.disagreements.isEmpty, "\(agreement)")
  }
}
