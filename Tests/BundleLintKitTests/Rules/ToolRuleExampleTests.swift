import BundleLintTestSupport
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Runs the examples of the tool's own rules, which the code-rule harness cannot express: a
/// suppression example is a Swift file linted with every built-in rule (its directives name
/// them); an `unreadable-file` example lists a package's files, `path -> destination` for a
/// symbolic link, `↓` before each path the rule reports.
@Suite struct ToolRuleExampleTests {
  static let suppressionRules = RuleCatalog.builtin.rules.filter {
    $0.kind == .unusedSuppression || $0.kind == .invalidSuppression
  }
  static let unreadableRules = RuleCatalog.builtin.rules.filter { $0.kind == .unreadableFile }
  static let root = "/repo/Example"
  static let examplePath = root + "/Sources/Feature/Example.swift"

  /// A manifest with a plain target for each of `targets`.
  static func manifest(_ targets: [String]) -> String {
    let list = targets.map { ".target(name: \"\($0)\")" }.joined(separator: ", ")
    return """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Example", targets: [\(list)])

      """
  }

  /// The findings in `source`, linted as `Sources/Feature/Example.swift` (a module without
  /// resources) with every built-in rule.
  static func lintSuppressions(_ source: [UInt8]) throws -> [Diagnostic] {
    var fs = InMemoryFileSystem(currentDirectory: root)
    fs.addFile(root + "/Package.swift", manifest(["Feature"]))
    fs.addFile(examplePath, bytes: source)
    let outcome = try LintRun.run(
      LintRun.Request(
        paths: ["."], currentDirectory: root, manifestMode: .static, catalog: .builtin),
      fileSystem: fs)
    return outcome.diagnostics.filter { $0.location.path == examplePath }
  }

  @Test(arguments: suppressionRules)
  func suppressionExamplesGiveExactlyTheMarkedFindings(rule: Rule) throws {
    for (index, example) in rule.examples.triggering.enumerated() {
      let (source, markers) = RuleExampleHarness.strip(example.code)
      let found = try Self.lintSuppressions(source).filter { $0.ruleID == rule.id }
      #expect(
        found.map(\.location.offset) == markers,
        "Rules/\(rule.id).json › examples.triggering[\(index)]\n\(RuleExampleHarness.render(source, expected: markers, actual: found))"
      )
      for finding in found {
        #expect(finding.severity == rule.severity)
        #expect(RuleExampleTests.isWellFormed(finding.message), "\(finding.message)")
        #expect(!finding.message.contains("{"), "\(finding.message)")
      }
    }
    for (index, example) in rule.examples.nonTriggering.enumerated() {
      let (source, _) = RuleExampleHarness.strip(example.code)
      let found = try Self.lintSuppressions(source).filter { $0.ruleID == rule.id }
      #expect(
        found.isEmpty,
        "Rules/\(rule.id).json › examples.nonTriggering[\(index)] (\(example.why ?? "")): \(found.map(\.message))"
      )
    }
  }

  @Test(arguments: suppressionRules)
  func suppressionCorrectionsFixIntoTheirAfter(rule: Rule) throws {
    for (index, correction) in rule.examples.corrections.enumerated() {
      let (source, markers) = RuleExampleHarness.strip(correction.before)
      let found = try Self.lintSuppressions(source).filter { $0.ruleID == rule.id }
      #expect(found.map(\.location.offset) == markers)
      #expect(found.allSatisfy { $0.fix?.applicability == .safe && $0.fix?.title.isEmpty == false })
      let fixed = RuleExampleHarness.applyingFixes(found, to: source)
      #expect(
        String(decoding: fixed, as: UTF8.self) == correction.after,
        "Rules/\(rule.id).json › examples.corrections[\(index)]")
      #expect(try Self.lintSuppressions(fixed).filter { $0.ruleID == rule.id }.isEmpty)
    }
  }

  /// One line of an `unreadable-file` example.
  struct ListedPath {
    var path: String
    var linkDestination: String?
    var isMarked: Bool

    init(_ line: Substring) {
      isMarked = line.hasPrefix("↓")
      let text = isMarked ? line.dropFirst() : line
      let parts = text.split(separator: " -> ", maxSplits: 1).map(String.init)
      path = parts[0]
      linkDestination = parts.count > 1 ? parts[1] : nil
    }
  }

  /// Lays out the listed package in memory and lints it with `rule` selected: the paths
  /// reported, and the links the run skipped, relative to the package.
  static func lintListing(_ listing: [ListedPath], rule: Rule) throws -> (
    reported: [String], skipped: [String]
  ) {
    var fs = InMemoryFileSystem(currentDirectory: root)
    var targets: Set<String> = []
    for entry in listing {
      let components = entry.path.split(separator: "/")
      if components.count > 2, components[0] == "Sources" { targets.insert(String(components[1])) }
      if let destination = entry.linkDestination {
        fs.addSymlink(root + "/" + entry.path, to: destination)
      } else if entry.path != "Package.swift" {
        fs.addFile(root + "/" + entry.path, entry.path.hasSuffix(".swift") ? "let value = 1\n" : "")
      }
    }
    fs.addFile(root + "/Package.swift", manifest(targets.sorted()))
    let outcome = try LintRun.run(
      LintRun.Request(
        paths: ["."], currentDirectory: root, manifestMode: .static, catalog: .builtin,
        select: [rule.id]),
      fileSystem: fs)
    for finding in outcome.diagnostics {
      #expect(finding.ruleID == rule.id && finding.severity == rule.severity)
      // Lowercase, no trailing period; the path it names is the finding's own, not quoted.
      #expect(finding.message.first?.isLowercase == true && !finding.message.hasSuffix("."))
      #expect(!finding.message.contains("{"), "\(finding.message)")
    }
    let relative = { (path: String) in String(path.dropFirst(root.count + 1)) }
    return (
      outcome.diagnostics.map { relative($0.location.path) }, outcome.skippedLinks.map(relative)
    )
  }

  @Test(arguments: unreadableRules)
  func listingExamplesReportExactlyTheMarkedPathsAndSkipTheOtherLinks(rule: Rule) throws {
    for (key, examples) in [
      ("triggering", rule.examples.triggering), ("nonTriggering", rule.examples.nonTriggering),
    ] {
      for (index, example) in examples.enumerated() {
        let listing = example.code.split(separator: "\n").map(ListedPath.init)
        let (reported, skipped) = try Self.lintListing(listing, rule: rule)
        let place = "Rules/\(rule.id).json › examples.\(key)[\(index)] (\(example.why ?? ""))"
        #expect(reported == listing.filter(\.isMarked).map(\.path), "\(place): \(reported)")
        let otherLinks = listing.filter { $0.linkDestination != nil && !$0.isMarked }
        #expect(skipped == otherLinks.map(\.path).sorted(), "\(place): \(skipped)")
      }
    }
  }
}
