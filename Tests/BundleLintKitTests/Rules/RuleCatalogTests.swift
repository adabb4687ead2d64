import Foundation
import Testing

@testable import BundleLintKit

/// Checks every rule file of `Rules/` against the conventions rules share.
@Suite struct RuleCatalogTests {
  static let rules = RuleCatalog.builtin.rules

  @Test func builtinHoldsTheRulesOfTheIssue() {
    #expect(
      Self.rules.map(\.id) == [
        "asset-missing-bundle", "copied-resource-not-compiled", "interface-file-missing-bundle",
        "key-api-without-bundle", "localized-string-missing-bundle", "main-bundle-lookup",
        "malformed-resource", "missing-default-localization", "missing-localization",
        "missing-resource-path", "module-bundle-without-resources", "resource-in-other-module",
        "text-ignores-locale-environment", "unknown-asset", "unknown-localization-key",
        "unused-localization-key", "wrapper-missing-bundle", "wrapper-without-bundle-parameter",
      ])
  }

  @Test func idsAreKebabCaseUniqueAndEqualToFileNames() throws {
    let files = try RepositoryPaths.ruleFiles().map { String($0.name.dropLast(5)) }
    #expect(Self.rules.map(\.id).sorted() == files.sorted())
    #expect(Set(Self.rules.map(\.id)).count == Self.rules.count)
    for rule in Self.rules { #expect(RuleCatalog.isKebabCase(rule.id), "\(rule.id)") }
  }

  @Test(arguments: rules)
  func summaryIsOneLineWithoutTrailingPeriod(rule: Rule) {
    #expect(!rule.summary.isEmpty && !rule.summary.contains("\n") && !rule.summary.hasSuffix("."))
    #expect(rule.summary.first?.isUppercase == true || rule.summary.first == "'")
  }

  @Test(arguments: rules)
  func examplesCarryMarkersWhereTheyShould(rule: Rule) {
    #expect(!rule.examples.triggering.isEmpty && !rule.examples.nonTriggering.isEmpty)
    for example in rule.examples.triggering where example.moduleOwns == nil {
      #expect(
        example.code.contains("↓"), "\(rule.id): triggering example without '↓': \(example.code)")
    }
    for example in rule.examples.nonTriggering {
      #expect(!example.code.contains("↓"), "\(rule.id): non-triggering example with '↓'")
    }
    for correction in rule.examples.corrections {
      #expect(correction.before.contains("↓") && !correction.after.contains("↓"), "\(rule.id)")
    }
  }

  @Test(arguments: rules)
  func callLabelsAreConsistent(rule: Rule) {
    for pattern in rule.calls {
      #expect(
        Set(pattern.parameters).count == pattern.parameters.count,
        "\(pattern.signature): repeated label")
      if let lookup = pattern.lookupLabel {
        #expect(pattern.parameters.contains(lookup), "\(pattern.signature)")
      }
      if let bundle = pattern.bundleLabel {
        #expect(pattern.parameters.contains(bundle), "\(pattern.signature)")
      }
      if let lookup = pattern.lookupLabel, let bundle = pattern.bundleLabel {
        #expect(lookup != bundle)
      }
      if pattern.kind == .bundleParameter, rule.kind != .resourceContent {
        #expect(pattern.fix?.insert != nil, "\(rule.id) \(pattern.signature): no insertion")
        #expect(!pattern.mainBundleSpellings.isEmpty, "\(rule.id) \(pattern.signature)")
        if let insert = pattern.fix?.insert, let bundle = pattern.bundleLabel {
          #expect(insert.hasPrefix(bundle + ": "), "\(pattern.signature): '\(insert)'")
        }
      }
    }
  }

  @Test(arguments: rules)
  func messagesUseOnlyKnownPlaceholders(rule: Rule) {
    let allowed: Set<String> =
      switch rule.kind {
      case .manifest: MessageTemplate.manifestPlaceholders
      case .reference: MessageTemplate.referencePlaceholders
      case .resourceContent: MessageTemplate.resourcePlaceholders
      case .wrapperCall: MessageTemplate.wrapperCallPlaceholders
      case .wrapperDeclaration: MessageTemplate.wrapperDeclarationPlaceholders
      default: MessageTemplate.callPlaceholders
      }
    let templates =
      [rule.message] + rule.calls.compactMap(\.message) + rule.calls.compactMap(\.rewrite)
    for template in templates {
      let unknown = MessageTemplate.placeholders(in: template).subtracting(allowed)
      #expect(unknown.isEmpty, "\(rule.id): unknown placeholders \(unknown.sorted())")
    }
    // A pattern without a lookup must not print an empty '{lookup}'.
    for pattern in rule.calls
    where pattern.lookupLabel == nil && rule.kind != .reference && rule.kind != .wrapperCall {
      #expect(!MessageTemplate.placeholders(in: pattern.message ?? rule.message).contains("lookup"))
    }
    #expect(rule.message.first.map { !$0.isUppercase } == true && !rule.message.hasSuffix("."))
  }

  @Test(arguments: rules)
  func rulesWithFixesHaveCorrections(rule: Rule) {
    if rule.calls.contains(where: { $0.fix != nil }) {
      #expect(!rule.examples.corrections.isEmpty, "\(rule.id) has a fix but no correction")
    }
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
