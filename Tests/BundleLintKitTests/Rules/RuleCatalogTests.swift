import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Checks every rule file of `Rules/` against the conventions rules share.
@Suite struct RuleCatalogTests {
  static let rules = RuleCatalog.builtin.rules

  /// The rules are the files of `Rules/`, no more, no fewer.
  @Test func builtinHoldsTheRulesOfTheRulesFolder() throws {
    let ids = try RepositoryPaths.ruleFiles().map { String($0.name.dropLast(".json".count)) }
    #expect(!ids.isEmpty)
    #expect(Self.rules.map(\.id) == ids.sorted())
    #expect(Set(Self.rules.map(\.id)).count == Self.rules.count)
    for rule in Self.rules { #expect(RuleCatalog.isKebabCase(rule.id), "\(rule.id)") }
  }

  /// What `Rule.validate()` checks holds for every built-in rule: the binary decodes them
  /// without validating at each start, so this is where they are validated.
  @Test(arguments: rules)
  func everyRuleValidates(rule: Rule) throws {
    try rule.validate()
  }

  /// The files of `Rules/` decode with validation, as `--rules Rules` reads them.
  @Test func theRulesFolderDecodesWithValidation() throws {
    let files = try RepositoryPaths.ruleFiles().map {
      (name: "Rules/" + $0.name, data: Array($0.json.utf8))
    }
    #expect(try RuleCatalog.decode(files: files).rules.map(\.id) == Self.rules.map(\.id))
  }

  /// The built-in rules decode their examples when read, to the examples decoded at once.
  @Test func deferredExamplesAreTheExamples() throws {
    let files = try RepositoryPaths.ruleFiles().map {
      (name: "Rules/" + $0.name, data: Array($0.json.utf8))
    }
    let validated = try RuleCatalog.decode(files: files).rules
    #expect(validated.map(\.examples) == Self.rules.map(\.examples))
    #expect(validated == Self.rules)
    #expect(Self.rules.allSatisfy { !$0.examples.triggering.isEmpty })
  }

  @Test(arguments: rules.filter { $0.kind == .manifest })
  func manifestExamplesAreFixturePackagesMatchingTheirCode(rule: Rule) throws {
    for example in rule.examples.triggering + rule.examples.nonTriggering {
      let fixture = try #require(
        example.fixture, "\(rule.id): a manifest example names its fixture")
      let path = RepositoryPaths.ruleFixtures(rule.id) + "/" + fixture + "/Package.swift"
      let manifest = try String(contentsOfFile: path, encoding: .utf8)
      let (code, _) = RuleExampleHarness.strip(example.code)
      #expect(
        manifest == String(decoding: code, as: UTF8.self) + "\n",
        "\(path) differs from the example's code")
    }
  }

  @Test func selectionByIDs() throws {
    let catalog = RuleCatalog.builtin
    #expect(try catalog.rules(select: ["main-bundle-lookup"]).map(\.id) == ["main-bundle-lookup"])
    let ignored = try catalog.rules(ignore: ["main-bundle-lookup", "asset-missing-bundle"])
    #expect(
      ignored.count == catalog.rules.count - 2
        && !ignored.contains { $0.id == "main-bundle-lookup" })
    #expect(throws: RuleFileError.unknownRule(id: "no-such-rule")) {
      try catalog.rules(select: ["no-such-rule"])
    }
    #expect(catalog.rule(id: "asset-missing-bundle")?.severity == .warning)
  }
}
