import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Adding a rule of an existing kind is one JSON file: a copy of a rule file with a new id and
/// callee decodes, validates, and reports its callee, with no Swift code.
@Suite struct NewRuleTests {
  /// `Rules/asset-missing-bundle.json` as `copied-asset-missing-bundle`, for `CopiedImage(_:bundle:)`.
  static func copiedRule() throws -> (name: String, data: [UInt8]) {
    let original = try String(
      contentsOfFile: RepositoryPaths.rules + "/asset-missing-bundle.json", encoding: .utf8)
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(original.utf8)) as? [String: Any])
    var call = try #require((object["calls"] as? [[String: Any]])?.first)
    call["callee"] = "CopiedImage"
    object["id"] = "copied-asset-missing-bundle"
    object["calls"] = [call]
    object["inExample"] = false
    object["examples"] = [
      "triggering": ["let logo = ↓CopiedImage(\"logo\")"],
      "nonTriggering": ["let logo = CopiedImage(\"logo\", bundle: .module)"],
      "corrections": [
        ["before": "↓CopiedImage(\"logo\")", "after": "CopiedImage(\"logo\", bundle: .module)"]
      ],
    ]
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return ("Rules/copied-asset-missing-bundle.json", Array(data))
  }

  @Test func aCopiedRuleFileReportsItsCallee() throws {
    let catalog = try RuleCatalog.decode(files: [try Self.copiedRule()])
    let rule = try #require(catalog.rule(id: "copied-asset-missing-bundle"))
    #expect(rule.kind == .bundleParameter && !rule.isInExample)
    let source = Array(
      "import SwiftUI\nlet logo = CopiedImage(\"logo\")\nlet other = Image(\"logo\")\n".utf8)
    let findings = RuleExampleHarness.lint(
      source, rule: rule, traits: RuleExampleHarness.traits(for: rule))
    #expect(findings.map(\.ruleID) == ["copied-asset-missing-bundle"])
    #expect(findings.map(\.location.line) == [2])
    #expect(
      findings.first?.message.hasPrefix("'CopiedImage' looks up 'logo' in the main bundle") == true)
    #expect(findings.first?.fix?.title == "add 'bundle: .module'")
  }

  @Test func theCopyRunsBesideTheBuiltInRules() throws {
    let builtin = BuiltinRules.files.map { (name: "Rules/\($0.name)", data: Array($0.json.utf8)) }
    let catalog = try RuleCatalog.decode(files: builtin + [try Self.copiedRule()])
    #expect(catalog.rules.count == RuleCatalog.builtin.rules.count + 1)
    #expect(
      catalog.rule(id: "asset-missing-bundle")
        == RuleCatalog.builtin.rule(id: "asset-missing-bundle"))
  }
}
