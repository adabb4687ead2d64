import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Runs the fixture packages of the `resourceContent` rules that read resource files: each
/// example's code is the fixture's `en.lproj/Localizable.strings` (for a rule about the
/// module's translations, `de.lproj/Localizable.strings`), and its `↓` markers are the lines
/// the rule must report, in that file.
@Suite struct ResourceFileRuleExampleTests {
  static let fileRules = RuleCatalog.builtin.rules.filter {
    $0.kind == .resourceContent && $0.check?.inspectsCalls == false
  }
  static let table = "Sources/Feature/Resources/en.lproj/Localizable.strings"

  /// The table file whose lines `rule` reports.
  static func table(of rule: Rule) -> String {
    rule.check == .hostLocalizations
      ? "Sources/Feature/Resources/de.lproj/Localizable.strings" : table
  }

  static func run(_ rule: Rule, _ example: RuleExample) throws -> (
    expectedLines: [Int], found: [Diagnostic], folder: String
  ) {
    let fixture = try #require(example.fixture, "\(rule.id): every example names a fixture")
    let folder = RepositoryPaths.ruleFixtures(rule.id) + "/" + fixture
    let outcome = try LintRun.run(
      LintRun.Request(
        paths: [folder], currentDirectory: RepositoryPaths.root, manifestMode: .static,
        catalog: .builtin, select: [rule.id]))
    let (source, markers) = RuleExampleHarness.strip(example.code)
    let converter = SourceLocationConverter(source)
    return (markers.map { converter.line(of: $0) }, outcome.diagnostics, folder)
  }

  @Test(arguments: fileRules)
  func fixturePackagesGiveExactlyTheMarkedLines(rule: Rule) throws {
    for (index, example) in rule.examples.triggering.enumerated() {
      let (lines, found, folder) = try Self.run(rule, example)
      #expect(
        found.map(\.location.line) == lines,
        "Rules/\(rule.id).json › examples.triggering[\(index)]: \(found.map { "\($0.location.line) \($0.message)" })"
      )
      for finding in found {
        #expect(finding.ruleID == rule.id && finding.severity == rule.severity)
        #expect(finding.location.path == folder + "/" + Self.table(of: rule))
        #expect(RuleExampleTests.isWellFormed(finding.message), "\(finding.message)")
      }
    }
    for (index, example) in rule.examples.nonTriggering.enumerated() {
      let (_, found, _) = try Self.run(rule, example)
      #expect(
        found.isEmpty,
        "Rules/\(rule.id).json › examples.nonTriggering[\(index)]: \(found.map(\.message))")
    }
  }

  @Test(arguments: fileRules)
  func exampleCodeIsTheFixturesTable(rule: Rule) throws {
    for example in rule.examples.triggering + rule.examples.nonTriggering {
      let folder = RepositoryPaths.ruleFixtures(rule.id) + "/" + (example.fixture ?? "")
      let table = try String(
        contentsOfFile: folder + "/" + Self.table(of: rule), encoding: .utf8)
      let (source, _) = RuleExampleHarness.strip(example.code)
      #expect(table == String(decoding: source, as: UTF8.self) + "\n", "\(folder)")
    }
  }

  @Test func optInRulesRunOnlyWhenOptedInOrSelected() throws {
    let folder = RepositoryPaths.ruleFixtures("unused-localization-key") + "/unused"
    let plain = try LintRun.run(
      LintRun.Request(
        paths: [folder], currentDirectory: RepositoryPaths.root, manifestMode: .static,
        catalog: .builtin))
    #expect(!plain.diagnostics.contains { $0.ruleID == "unused-localization-key" })
    #expect(!plain.rules.contains { $0.id == "unused-localization-key" })
    let selected = try LintRun.run(
      LintRun.Request(
        paths: [folder], currentDirectory: RepositoryPaths.root, manifestMode: .static,
        catalog: .builtin, select: ["unused-localization-key"]))
    #expect(selected.diagnostics.map(\.ruleID) == ["unused-localization-key"])
  }
}
