import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `$(…)` references and their operators, as Xcode's build system expands them; what cannot be
/// known stays as written and unresolved.
@Suite struct SettingExpansionTests {
  static let values = [
    "NAME": "My App", "ORG": "com.example", "EMPTY": "", "CONFIGURATION": "Debug",
    "SUFFIX_Debug": ".debug", "DIGITS": "1st.App_x+y", "UNKNOWN_INSIDE": "$(NOPE)",
    "ACCENT": "Café",
  ]

  static func expand(_ text: String) -> BuildSettingValue {
    SettingExpansion.expand(text) { name in
      values[name].map { BuildSettingValue(text: $0, isResolved: !$0.contains("NOPE")) }
    }
  }

  @Test(arguments: [
    ("plain text", "plain text"),
    ("$(ORG).$(NAME)", "com.example.My App"),
    ("${ORG}.app", "com.example.app"),
    ("$ORG.app", "com.example.app"),
    ("cost: $$5 $", "cost: $5 $"),
    ("a $ b", "a $ b"),
    ("$(ORG)$(SUFFIX_$(CONFIGURATION))", "com.example.debug"),
    ("$(ORG).$(NAME:rfc1034identifier)", "com.example.My-App"),
    ("$(NAME:c99extidentifier)", "My_App"),
    ("$(NAME:identifier)", "My_App"),
    ("$(DIGITS:rfc1034identifier)", "-st-App-x-y"),
    ("$(DIGITS:c99extidentifier)", "_st_App_x_y"),
    ("$(NAME:lower)", "my app"),
    ("$(NAME:upper)", "MY APP"),
    ("$(NAME:rfc1034identifier:lower)", "my-app"),
    ("$(ACCENT:lower)", "café"),
    ("$(EMPTY:default=fallback)", "fallback"),
    ("$(NAME:default=fallback)", "My App"),
    ("$(EMPTY:default=$(ORG))", "com.example"),
    ("", ""),
  ])
  func resolves(text: String, expanded: String) {
    #expect(Self.expand(text) == BuildSettingValue(text: expanded, isResolved: true))
  }

  @Test(arguments: [
    // An undefined variable: kept as written.
    ("com.example.$(UNDEFINED)", "com.example.$(UNDEFINED)"),
    ("$UNDEFINED.x and $(ORG)", "$UNDEFINED.x and com.example"),
    // A value that is itself unresolved.
    ("x.$(UNKNOWN_INSIDE)", "x.$(UNKNOWN_INSIDE)"),
    // Operators not modelled, or not on this text.
    ("$(NAME:quote)", "$(NAME:quote)"),
    ("$(NAME:dir)", "$(NAME:dir)"),
    ("$(ACCENT:rfc1034identifier)", "$(ACCENT:rfc1034identifier)"),
    // Malformed references.
    ("$(ORG", "$(ORG"),
    ("${ORG)", "${ORG)"),
    ("$()", "$()"),
    ("$(NAME:lo-wer)", "$(NAME:lo-wer)"),
    ("$(SUFFIX_$(UNDEFINED))", "$(SUFFIX_$(UNDEFINED))"),
  ])
  func keepsWhatItCannotKnow(text: String, kept: String) {
    #expect(Self.expand(text) == BuildSettingValue(text: kept, isResolved: false))
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "$(A", count: 10_000) + String(repeating: ")", count: 10_000)
    #expect(Self.expand(deep).isResolved == false)
  }

  @Test func listsSplitIntoWords() {
    #expect(
      SettingExpansion.words(" DEBUG  \"TWO WORDS\" 'single' esc\\ aped \"\" last ")
        == ["DEBUG", "TWO WORDS", "single", "esc aped", "", "last"])
    #expect(SettingExpansion.words("") == [])
    let items = ["$(inherited)", "A B", "say \"hi\"", ""]
    #expect(SettingExpansion.words(SettingExpansion.joined(items)) == items)
    // An unresolved list keeps the items it knows.
    let partial = BuildSettingValue(text: "DEBUG $(EXTRA) X$(Y)", isResolved: false)
    #expect(partial.words == ["DEBUG"])
  }

  @Test func swiftFlagsDefineConditions() {
    let flags = SettingExpansion.words(
      "-DA -D B -Xcc -DC_ONLY -DD=1 -O -Xfrontend -DNOT -D1X -DE_2 -D")
    #expect(XcodeBuildSettings.definitions(in: flags) == ["A", "B", "E_2"])
  }
}
