import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct RuleDocumentationTests {
  @Test func listHasOneAlignedLinePerRule() {
    let rules = RuleCatalog.builtin.rules
    let lines = RuleDocumentation.list(rules).split(separator: "\n").map(String.init)
    #expect(lines.count == rules.count + 1)
    #expect(lines.first?.hasPrefix("rule ") == true)
    #expect(lines.first?.hasSuffix("  severity  fix     summary") == true)
    for (line, rule) in zip(lines.dropFirst(), rules) {
      let summary = rule.summary + (rule.isOptIn ? " (opt-in)" : "")
      #expect(line.hasPrefix(rule.id + " ") && line.hasSuffix("  " + summary))
      #expect(line.contains("  \(rule.severity.rawValue) "))
      // No internal kind name in the columns.
      #expect(!line.dropLast(summary.count).contains(rule.kind.rawValue))
    }
    // Every summary starts in the same column.
    let columns = zip(lines.dropFirst(), rules).map { line, rule in
      line.count - rule.summary.count - (rule.isOptIn ? " (opt-in)".count : 0)
    }
    #expect(Set(columns).count == 1)
    #expect(RuleDocumentation.list([]) == "")
  }

  /// The fix column and `fixable` read each rule's fix-safety text, which opens in one of a few
  /// ways.
  @Test(arguments: RuleCatalog.builtin.rules)
  func fixSafetyOpensInAWayTheListReads(rule: Rule) {
    let text = RuleDocumentation.fixSafety(rule)
    #expect(
      RuleDocumentation.fixSafetyOpenings.contains { text.hasPrefix($0) },
      "Rules/\(rule.id).json: texts.fixSafety opens with '\(text.prefix(20))'")
  }

  @Test func fixAvailabilityOfKnownRules() throws {
    let catalog = RuleCatalog.builtin
    func fix(_ id: String) throws -> Fix.Applicability? {
      RuleDocumentation.fixAvailability(try #require(catalog.rule(id: id)))
    }
    #expect(try fix("localized-string-missing-bundle") == .safe)
    #expect(try fix("key-api-without-bundle") == .unsafe)
    #expect(try fix("malformed-resource") == nil)
    #expect(try fix("text-ignores-locale-environment") == nil)
  }

  @Test func explainHasEverySection() throws {
    let rule = try #require(RuleCatalog.builtin.rule(id: "localized-string-missing-bundle"))
    let text = RuleDocumentation.explain(rule)
    #expect(
      text.hasPrefix(
        "localized-string-missing-bundle (warning, bundleParameter)\n\(rule.summary)\n"))
    for section in [
      "What it does", "Why it is a bug at run time", "Example", "Fixed example", "Fix safety",
    ] {
      #expect(text.contains("\n\(section)\n"), "missing section \(section)")
    }
    #expect(text.contains("in modules that own string tables"))
    #expect(text.contains("  Text(_:tableName:bundle:comment:)\n"))
    #expect(text.contains("  Text(\"checkout.title\")\n") && !text.contains("↓"))
    #expect(text.contains("  Text(\"checkout.title\", bundle: .module)\n"))
    #expect(
      text.contains("Safe when the name is in this module's own resources")
        && text.contains("Unsafe otherwise"))
  }

  @Test(arguments: RuleCatalog.builtin.rules)
  func everyRuleExplainsItself(rule: Rule) {
    let text = RuleDocumentation.explain(rule)
    #expect(
      text.contains("\nWhat it does\n") && text.contains("\nFix safety\n") && text.hasSuffix("\n"))
    #expect(!text.contains("↓"))
  }

  @Test func explainNamesFixSafetyPerKind() throws {
    let key = try #require(RuleCatalog.builtin.rule(id: "key-api-without-bundle"))
    #expect(RuleDocumentation.explain(key).contains("Unsafe: the fix rewrites the call"))
    let reference = try #require(RuleCatalog.builtin.rule(id: "module-bundle-without-resources"))
    #expect(RuleDocumentation.explain(reference).contains("No automatic fix."))
    #expect(RuleDocumentation.explain(reference).contains("in modules that own no resources"))
  }
}
