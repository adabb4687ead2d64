import BundleLintTestSupport
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Which `LocalizedStringKey` property or parameter a lookup by a name reads (`KeySlot.resolve`),
/// and which callers fill it (`KeySlot.isFilled(by:)`).
@Suite struct KeySlotTests {
  /// The slot the first argument of the call marked `↓` reads, in module `Feature`.
  static func slot(_ code: String) -> KeySlot? {
    let marked = MarkedSource(code)
    let tokens = Lexer.tokenize(marked.bytes)
    let syntax = CallMatcher.match(marked.bytes, tokens: tokens)
    guard let call = syntax.calls.first(where: { $0.calleeOffset == marked.markers.first }),
      let argument = call.arguments.first
    else { return nil }
    let file = LintedFile(
      syntax: syntax, tokens: tokens, source: marked.bytes, path: "Sources/Feature/File.swift",
      module: ModuleContext(name: "Feature", resources: ModuleResources()), declarations: [])
    return KeySlot.resolve(argument, in: file)
  }

  /// A key passed under `label` by a call to `callee` with `labels`, from `module`.
  static func argument(
    _ callee: String, labels: [String], label: String, implicitInit: Bool = false,
    module: String = "Feature"
  ) -> KeyArgument {
    KeyArgument(
      callee: callee, receiver: nil, isImplicitInit: implicitInit, labels: labels, label: label,
      key: "k", module: module, place: "Localizable.strings",
      location: SourceLocation(path: "p", offset: 0, line: 1, column: 1))
  }

  @Test(arguments: [
    (
      "struct B { let title: LocalizedStringKey\n var body: some View { ↓Text(title) } }",
      "title B"
    ),
    (
      "struct B { let title: LocalizedStringKey?\n var body: some View { ↓Text(self.title ?? \"\") } }",
      "-"
    ),
    (
      "struct B { let c: Config\n func f() { guard let t = c.title else { return }\n ↓Text(t) } }\nstruct Config {\n var title: LocalizedStringKey?\n}",
      "title Config"
    ),
    (
      "struct B { let title: LocalizedStringKey\n var body: some View { ↓Text(self.title) } }",
      "title B"
    ),
    ("func row(title: LocalizedStringKey) -> some View { ↓Text(title) }", "title -"),
    ("func row(_ title: LocalizedStringKey) -> some View { ↓Text(title) }", "-"),
    ("struct B { let title: String\n var body: some View { ↓Text(title) } }", "-"),
    (
      "struct B { let title: LocalizedStringKey\n var body: some View { ForEach(all) { title in ↓Text(title) } } }",
      "-"
    ),
    (
      "struct B { let title: LocalizedStringKey\n func f() { for title in all { ↓Text(title) } } }",
      "-"
    ),
  ])
  func resolvesOnlyNamesTheFileTypesAsKeys(code: String, expected: String) {
    let slot = Self.slot(code)
    #expect(slot.map { "\($0.name) \($0.type ?? "-")" } ?? "-" == expected, "\(code)")
  }

  @Test func aMemberwiseInitializerFillsOnlyFromItsOwnModule() throws {
    let slot = try #require(
      Self.slot("struct B { let title: LocalizedStringKey\n var body: some View { ↓Text(title) } }")
    )
    #expect(slot.isFilled(by: Self.argument("B", labels: ["title"], label: "title")))
    #expect(
      slot.isFilled(
        by: Self.argument("init", labels: ["title"], label: "title", implicitInit: true)))
    // `.init(…)` with a label the type does not take is another type's initializer.
    #expect(
      !slot.isFilled(
        by: Self.argument("init", labels: ["title", "x"], label: "title", implicitInit: true)))
    #expect(!slot.isFilled(by: Self.argument("C", labels: ["title"], label: "title")))
    // The memberwise initializer is internal: another module cannot call it.
    #expect(
      !slot.isFilled(by: Self.argument("B", labels: ["title"], label: "title", module: "Other")))
  }

  @Test func aPublicInitializerThatStoresTheKeyFillsFromAnyModule() throws {
    let slot = try #require(
      Self.slot(
        """
        public struct B {
          let icon: String
          let label: LocalizedStringKey?
          public init(icon: String, accessibilityLabel: LocalizedStringKey? = nil) {
            self.icon = icon
            self.label = accessibilityLabel
          }
          var body: some View { Image(icon).if(label) { view, value in view.↓accessibilityLabel(value) } }
        }
        """))
    #expect(slot.name == "label")
    #expect(slot.labels == ["accessibilityLabel"])
    let other = Self.argument(
      "B", labels: ["icon", "accessibilityLabel"], label: "accessibilityLabel", module: "Other")
    #expect(slot.isFilled(by: other))
    // Labels the initializer does not take in that order are another overload's.
    var reordered = other
    reordered.labels = ["accessibilityLabel", "icon"]
    #expect(!slot.isFilled(by: reordered))
  }
}
