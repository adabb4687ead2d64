import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Suppressions, configuration and baselines on real code: lexer, call matcher and linter first.
@Suite struct AdoptionPipelineTests {
  /// A module whose table has the keys the tests look up (a finding needs that evidence).
  static let module = ModuleContext.withTable(
    "Shop",
    ["a", "b", "b2", "c", "d", "e", "checkout.title", "checkout.total"]
      .map { "\"\($0)\" = \"Text of \($0)\";\n" }.joined())

  /// Lints `source` with the built-in rules (as `configuration` sets them up) and applies its
  /// suppressions.
  static func lint(_ source: String, configuration: Configuration = Configuration()) throws
    -> (kept: [Diagnostic], suppressed: Int, problems: [Diagnostic])
  {
    let bytes = Array(source.utf8)
    let tokens = Lexer.tokenize(bytes)
    let syntax = CallMatcher.match(bytes, tokens: tokens)
    let catalog = RuleCatalog.builtin.rules
    let rules = try configuration.configuredRules(catalog)
    let found = Linter.lint(
      syntax: syntax, tokens: tokens, source: bytes, path: "Shop.swift", module: module,
      rules: rules)
    let suppressions = SuppressionSet.parse(
      source: bytes, comments: syntax.comments, converter: SourceLocationConverter(bytes))
    return suppressions.apply(
      to: found, knownRuleIDs: Set(catalog.map(\.id)), enabledRuleIDs: Set(rules.map(\.id)),
      path: "Shop.swift")
  }

  @Test func suppressionsWorkOnRealFindings() throws {
    let result = try Self.lint(
      """
      let a = NSLocalizedString("a", comment: "")
      // bundlelint:disable:next localized-string-missing-bundle -- the app's own table
      let b = NSLocalizedString("b", comment: "")
      let c = NSLocalizedString("c", comment: "") // bundlelint:disable:this all
      let s = "// bundlelint:disable-file all"
      /* bundlelint:disable localized-string-missing-bundle */
      let d = NSLocalizedString("d", comment: "")
      // bundlelint:enable localized-string-missing-bundle
      let e = NSLocalizedString("e", bundle: .module, comment: "") // bundlelint:disable:this localized-string-missing-bundle

      """)
    #expect(result.kept.map(\.location.line) == [1])
    #expect(result.suppressed == 3)
    #expect(result.problems.map(\.ruleID) == ["unused-suppression"])
    #expect(result.problems.map(\.location.line) == [9])
  }

  @Test func lookupAPIFromTheConfigurationFindsTheTeamsHelper() throws {
    let configuration = try Configuration.decode(
      Array(
        """
        {"lookupAPIs": [{
          "rule": "localized-string-missing-bundle",
          "callee": "text", "form": "member", "receivers": ["L10n"],
          "parameters": ["_", "bundle"],
          "lookup": {"label": "_"}, "bundle": {"label": "bundle"},
          "fix": {"insert": "bundle: .module", "replacement": ".module"}
        }]}
        """.utf8), path: ".bundlelint.json")
    let source = """
      let a = L10n.text("checkout.title")
      let b = L10n.text("checkout.total", bundle: .module)
      let c = Other.text("x")

      """
    let result = try Self.lint(source, configuration: configuration)
    #expect(result.kept.map(\.location.line) == [1])
    #expect(result.kept.first?.ruleID == "localized-string-missing-bundle")
    #expect(result.kept.first?.message.contains("'checkout.title'") == true)
    #expect(try Self.lint(source).kept.isEmpty)
  }

  @Test func baselineKeepsMatchingAfterEdits() throws {
    let before = """
      let a = NSLocalizedString("a", comment: "")
      let b = NSLocalizedString("b", comment: "")

      """
    let baseline = Baseline.make(from: try Self.lint(before).kept, relativeTo: "")
    let decoded = try Baseline.decode(Array(baseline.encode().utf8), path: "baseline.json")
    let after = """
      import Foundation

      let a =   NSLocalizedString("a", comment: "")
      let b = NSLocalizedString("b2", comment: "")

      """
    let result = decoded.filter(try Self.lint(after).kept)
    #expect(result.matched == 1)
    #expect(result.new.map(\.location.line) == [4])
  }
}
