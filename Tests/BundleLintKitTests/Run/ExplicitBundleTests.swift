import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `explicit-bundle-misses-key` in the example project (an app `App` with `app.title`, a share
/// extension `Share` with `share.title`, a framework `Kit` with `kit.ok`; all three have
/// `kit.shared`): an explicit bundle that resolves to a target lacking the key, when exactly
/// one other target has it.
@Suite struct ExplicitBundleTests {
  typealias Harness = RuleExampleHarness

  static let rule = RuleCatalog.builtin.rule(id: "explicit-bundle-misses-key")!

  /// Every finding of the rule when `code` is `Example.swift` in the first of `targets` (and
  /// compiled into each), the project's files replaced or added by `files`, those at `removed`
  /// left out.
  static func lint(
    _ code: String, in targets: [String] = ["Kit"], files: [String: String] = [:],
    removed: Set<String> = []
  ) -> [Diagnostic] {
    var every: [Diagnostic] = []
    _ = Harness.lintInProject(
      Array(code.utf8), rules: [rule], targets: targets, files: files, removed: removed,
      every: &every)
    return every
  }

  /// SwiftGen's shape: a helper that takes the table and the key by position and names its
  /// bundle by a class the file declares.
  static let strings = """
    enum L10n {
      static let title = L10n.tr("Localizable", "app.title")
      static let ok = L10n.tr("Localizable", "kit.ok")
      static func count(_ p1: Int) -> String { L10n.tr("Localizable", "app.count", p1) }
      private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
        let format = NSLocalizedString(key, tableName: table, bundle: Bundle(for: BundleToken.self), comment: "")
        return String(format: format, arguments: args)
      }
    }
    private final class BundleToken {}

    """

  static let appTable = [
    "App/en.lproj/Localizable.strings":
      "\"app.title\" = \"Shop\";\n\"app.count\" = \"%d items\";\n\"kit.shared\" = \"Shared\";\n"
  ]

  @Test func aDirectLookupNamesTheTargetItResolvesToAndTheOneThatHasTheKey() throws {
    let code =
      "let t = NSLocalizedString(\"app.title\", bundle: Bundle(for: KitView.self), comment: \"\")\n"
    let finding = try #require(Self.lint(code).first)
    #expect(finding.severity == .warning)
    #expect(finding.location.line == 1)
    #expect(
      finding.message
        == "'app.title' is looked up in 'Bundle(for: KitView.self)', which is 'Kit.framework' in "
        + "target 'Kit'; its Localizable.strings lacks the key, and only 'App.app' has the key, so "
        + "the raw key shows; add the key to Localizable.strings of that target, or look it up in "
        + "the bundle of the target that has it")
  }

  @Test func aKeyTwoOtherTargetsHaveIsSilent() {
    let files = ["Share/en.lproj/Localizable.strings": "\"app.title\" = \"Shop\";\n"]
    let code =
      "let t = NSLocalizedString(\"app.title\", bundle: Bundle(for: KitView.self), comment: \"\")\n"
    #expect(Self.lint(code, files: files).isEmpty)
  }

  @Test func theHelpersCallersAreCheckedOneByOneWhenTheTargetHasTheTable() {
    let findings = Self.lint(Self.strings, files: Self.appTable)
    // `app.title` and `app.count` only the app has; `kit.ok` is the framework's own.
    #expect(findings.map(\.location.line) == [2, 4])
    #expect(findings.allSatisfy { $0.message.contains("'Kit.framework' in target 'Kit'") })
  }

  @Test func oneFindingAtTheHelperWhenTheTargetHasNoSuchTable() throws {
    // The framework's checkout lacks its table: one project edit fixes every key.
    let findings = Self.lint(
      Self.strings, files: Self.appTable, removed: ["Kit/en.lproj/Localizable.strings"])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.location.line == 6)
    #expect(finding.message.hasPrefix("'tr' looks up the 3 keys this file passes to it in "))
    #expect(
      finding.message.contains("it has no 'Localizable' table, and only 'App.app' has these keys"))
    let note = finding.notes.first { $0.message == "'Kit' copies its resources here" }
    #expect(note?.location?.path.hasSuffix("project.pbxproj") == true)
  }

  @Test func aFileTheAppCompilesTooIsJudgedInEachTarget() {
    // In the app the class is the app's own, so the bundle is the app's, which has `app.title`
    // and `app.count` but not `kit.ok`; in the framework it is the framework's, which has only
    // `kit.ok`.
    let findings = Self.lint(Self.strings, in: ["Kit", "App"], files: Self.appTable)
    #expect(findings.map(\.location.line) == [2, 3, 4])
    let targets = findings.map { $0.message.contains("in target 'App'") ? "App" : "Kit" }
    #expect(targets == ["Kit", "App", "Kit"])
    #expect(findings[1].message.contains("only 'Kit.framework' has the key"))
  }

  @Test func aBundleNotKnownToBeATargetsIsSilent() {
    let code = """
      let a = NSLocalizedString("app.title", bundle: Bundle(for: Elsewhere.self), comment: "")
      let b = NSLocalizedString("app.title", bundle: someBundle, comment: "")
      let c = NSLocalizedString("app.title", bundle: .main, comment: "")

      """
    #expect(Self.lint(code).isEmpty)
  }

  @Test func codeTheTargetDoesNotCompileIsSilent() {
    let code = """
      #if false
      let t = NSLocalizedString("app.title", bundle: Bundle(for: KitView.self), comment: "")
      #endif

      """
    #expect(Self.lint(code).isEmpty)
  }
}
