import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The check registry: every rule has exactly one check, and every check has rules. The tool's
/// own rules are run by the run and by suppressions, not by a check.
@Suite struct ChecksTests {
  @Test(arguments: RuleCatalog.builtin.rules.filter { !$0.kind.isTool }.map(\.id))
  func everyRuleIsRunByExactlyOneCheck(id: String) throws {
    let rule = try #require(RuleCatalog.builtin.rule(id: id))
    let running = Checks.registered.filter { $0.runs(rule) }
    #expect(running.count == 1, "\(id) is run by \(running.map { "\($0)" })")
  }

  @Test(arguments: RuleCatalog.builtin.rules.filter(\.kind.isTool).map(\.id))
  func noCheckRunsAToolRule(id: String) throws {
    let rule = try #require(RuleCatalog.builtin.rule(id: id))
    #expect(Checks.registered.filter { $0.runs(rule) }.isEmpty)
  }

  @Test func everyCheckRunsABuiltinRule() {
    for check in Checks.registered {
      #expect(
        RuleCatalog.builtin.rules.contains(where: check.runs), "\(check) runs no built-in rule")
    }
  }

  @Test func aCheckIsMadeOnlyForRulesTheModuleMeets() throws {
    let rule = try #require(RuleCatalog.builtin.rule(id: "localized-string-missing-bundle"))
    let without = ModuleContext(name: "M", resources: ModuleResources())
    let with = ModuleContext(
      name: "M",
      resources: ModuleResources(
        ownsBundle: true,
        stringTables: [.init(name: "Localizable", localizations: ["en"], files: ["a"])]))
    #expect(Linter.Plan(rules: [rule], module: without).checks.isEmpty)
    #expect(
      Linter.Plan(rules: [rule], module: with).checks.map { "\(type(of: $0))" } == [
        "CallShapeCheck"
      ])
  }

  @Test func theMissingBundleCheckLeavesOtherModulesResourcesToTheCrossModuleRule() throws {
    let missing = try #require(RuleCatalog.builtin.rule(id: "localized-string-missing-bundle"))
    let other = try #require(RuleCatalog.builtin.rule(id: "resource-in-other-module"))
    let alone = CallShapeCheck(
      rules: [missing], context: CheckContext(allRules: [missing], generatedAccessor: .generated))
    let both = CallShapeCheck(
      rules: [missing],
      context: CheckContext(allRules: [missing, other], generatedAccessor: .generated))
    #expect(!alone.defersToOtherModule)
    #expect(both.defersToOtherModule)
  }
}
