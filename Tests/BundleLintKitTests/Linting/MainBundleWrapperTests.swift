import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct MainBundleWrapperTests {
  static func syntax(_ code: String) -> (FileSyntax, [UInt8], [Token]) {
    let bytes = Array(code.utf8)
    let tokens = Lexer.tokenize(bytes)
    return (CallMatcher.match(bytes, tokens: tokens), bytes, tokens)
  }

  @Test func wrappersPassTheirKeyToAMainBundleLookup() {
    let (syntax, source, _) = Self.syntax(
      """
      func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }
      func M(key: String) -> String { NSLocalizedString(key, bundle: .main, comment: "") }
      func N(_ key: String) -> String { NSLocalizedString(key, bundle: Bundle(for: X.self), comment: "") }
      func O(_ key: String) -> String { NSLocalizedString("fixed", comment: "") }
      extension String {
        var localized: String { String(localized: String.LocalizationValue(self)) }
        func localize() -> String { NSLocalizedString(self, comment: "") }
        static func text(id: String) -> String { id.localize() }
      }

      """)
    let found = MainBundleWrapper.find(in: syntax, source: source)
    #expect(found.map(\.name) == ["L", "M", "localize", "text"])
    #expect(found.map(\.keyLabel) == ["_", "key", nil, "id"])
  }

  /// A chain of wrappers declared after the one it calls, with other calls about, is found
  /// whole; the first call in a body that passes a parameter decides the key label; a file
  /// without a lookup has none.
  @Test func chainsAreFoundWhateverTheOtherCallsAround() {
    let (syntax, source, _) = Self.syntax(
      """
      func outer(title t: String, count: Int) -> String { log(t); return middle(t) + format(count) }
      func middle(_ m: String) -> String { print(m); return inner(key: m) }
      func inner(key: String) -> String { helper(); return NSLocalizedString(key, comment: "") }
      func twice(a: String, b: String) -> String { inner(key: b) + inner(key: a) }
      func helper() {}

      """)
    let found = MainBundleWrapper.find(in: syntax, source: source)
    #expect(found.map(\.name) == ["inner", "twice", "middle", "outer"])
    #expect(found.map(\.keyLabel) == ["key", "b", "_", "title"])
    let (plain, plainSource, _) = Self.syntax(
      """
      func middle(_ m: String) -> String { inner(key: m) }
      func inner(key: String) -> String { Text(key) }

      """)
    #expect(MainBundleWrapper.find(in: plain, source: plainSource).isEmpty)
  }

  @Test func callsWithALiteralGiveTheirKey() {
    let (syntax, source, _) = Self.syntax(
      """
      let a = L("one")
      let b = "two".localize()
      let c = L(name)
      let d = L("x", extra: 1)

      """)
    let l = MainBundleWrapper(name: "L", enclosingType: nil, keyLabel: "_", labels: ["_"])
    let localize = MainBundleWrapper(
      name: "localize", enclosingType: "String", keyLabel: nil, labels: [])
    let keys = syntax.calls.compactMap {
      l.key(of: $0, source: source) ?? localize.key(of: $0, source: source)
    }
    #expect(keys.map(\.display) == ["one", "two"])
  }

  @Test func membersAreNamedWithTheirType() {
    let (_, source, tokens) = Self.syntax("let t = Strings.cancel + KitText . title\nfoo()\n")
    let members = MemberReferences.find(tokens: tokens, source: source)
    #expect(members.isSuperset(of: ["Strings.cancel", "KitText.title", "foo", "cancel"]))
    #expect(!members.contains("t.Strings"))
  }

  @Test func importDeclarationsNameNoMember() {
    let (_, source, tokens) = Self.syntax(
      "import Models\n@testable import struct Kit.Row; let row = Row()\nlet kind = Models.Kind.a\n")
    let members = MemberReferences.find(tokens: tokens, source: source)
    #expect(members.isSuperset(of: ["Row", "row", "Models.Kind", "Kind.a"]))
    #expect(!members.contains("Kit.Row"))
    #expect(!members.contains("import"))
  }

  @Test func holdersAreThePropertyOnTheLineOrTheEnclosingFunction() {
    let (syntax, source, _) = Self.syntax(
      """
      struct Strings {
        static let cancel = NSLocalizedString("cancel", comment: "")
        static func greeting() -> String {
          NSLocalizedString("hello", comment: "")
        }
      }

      """)
    let names = syntax.calls.map {
      KeyHolder.name(around: $0.calleeOffset, in: syntax, source: source)
    }
    #expect(names == ["Strings.cancel", "Strings.greeting"])
  }
}
