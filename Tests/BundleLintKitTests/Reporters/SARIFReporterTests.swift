import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct SARIFReporterTests {
  /// The rendered SARIF for `report`, parsed back.
  static func parsed(_ report: LintReport) throws -> [String: Any] {
    let text = SARIFReporter.render(report)
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func run(_ log: [String: Any]) throws -> [String: Any] {
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    return try #require(runs.first)
  }

  @Test func headerDriverAndBase() throws {
    let log = try Self.parsed(SampleReports.rich)
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
    let run = try Self.run(log)
    #expect(run["columnKind"] as? String == "utf16CodeUnits")
    let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
    #expect(bases["%SRCROOT%"]?["uri"] == "file:///home/dev/Shop/")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "bundlelint")
    #expect(driver["version"] as? String == "0.1.0")
    #expect(driver["informationUri"] as? String == "https://github.com/bundlelint/bundlelint")
  }

  @Test func rulesAreThoseThatFiredAndIndicesPointAtThem() throws {
    let run = try Self.run(try Self.parsed(SampleReports.rich))
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(Set(ids) == Set(SampleReports.rich.findings.map(\.ruleID)))
    #expect(!ids.contains("color-without-module-bundle"))  // ran, never fired
    let text = try #require(rules.first { $0["id"] as? String == "text-without-module-bundle" })
    #expect(
      (text["shortDescription"] as? [String: String])?["text"] == SampleReports.rules[0].summary)
    #expect((text["help"] as? [String: String])?["markdown"] == SampleReports.rules[0].helpMarkdown)
    #expect((text["defaultConfiguration"] as? [String: String])?["level"] == "warning")

    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == SampleReports.rich.findings.count)
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
  }

  static func region(_ result: [String: Any]) throws -> [String: Int] {
    let locations = try #require(result["locations"] as? [[String: Any]])
    let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
    return try #require(physical["region"] as? [String: Int])
  }

  static func artifact(_ result: [String: Any]) throws -> [String: String] {
    let locations = try #require(result["locations"] as? [[String: Any]])
    let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
    return try #require(physical["artifactLocation"] as? [String: String])
  }

  static func result(_ run: [String: Any], containing needle: String) throws -> [String: Any] {
    let results = try #require(run["results"] as? [[String: Any]])
    return try #require(
      results.first { (($0["message"] as? [String: String])?["text"] ?? "").contains(needle) })
  }

  @Test func columnsAreUTF16CodeUnits() throws {
    let run = try Self.run(try Self.parsed(SampleReports.rich))
    let image = try Self.region(try Self.result(run, containing: "'cart.badge'"))
    let prefix = "      Label(\"🙂é\", systemImage: \"cart\"); "
    #expect(image["startLine"] == 7)
    #expect(image["startColumn"] == prefix.utf16.count + 1)
    #expect(image["endColumn"] == (prefix + "Image(\"cart.badge\")").utf16.count + 1)
    #expect(prefix.utf16.count != prefix.utf8.count)
  }

  @Test func pathsInsideAreRelativeToSrcrootOutsideAreAbsoluteURIs() throws {
    let run = try Self.run(try Self.parsed(SampleReports.rich))
    let inside = try Self.artifact(try Self.result(run, containing: "'cart.title'"))
    #expect(inside == ["uri": "Sources/Shop/CartView.swift", "uriBaseId": "%SRCROOT%"])
    let outside = try Self.artifact(try Self.result(run, containing: "'shared.title'"))
    #expect(outside == ["uri": "file:///Users/dev/Shared%20Code/%C3%9Cn%C3%AFcode.swift"])
  }

  @Test func notesBecomeRelatedLocationsAndFixesReplacements() throws {
    let run = try Self.run(try Self.parsed(SampleReports.rich))
    let text = try Self.result(run, containing: "'cart.title'")
    let related = try #require(text["relatedLocations"] as? [[String: Any]])
    #expect(related.count == 1)
    #expect(related[0]["id"] as? Int == 1)
    let physical = try #require(related[0]["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: String])?["uri"] == "Package.swift")
    #expect((physical["region"] as? [String: Int])?["startLine"] == 8)

    let fixes = try #require(text["fixes"] as? [[String: Any]])
    let change = try #require((fixes.first?["artifactChanges"] as? [[String: Any]])?.first)
    let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
    let deleted = try #require(replacement["deletedRegion"] as? [String: Int])
    // An insertion: an empty region just before the call's ')'.
    #expect(deleted["startLine"] == 6)
    #expect(deleted["startColumn"] == deleted["endColumn"])
    #expect(deleted["startColumn"] == "      Text(\"cart.title\"".utf16.count + 1)
    #expect((replacement["insertedContent"] as? [String: String])?["text"] == ", bundle: .module")

    // A display-only fix is not offered for applying.
    let string = try Self.result(run, containing: "'NSLocalizedString'")
    #expect(string["fixes"] == nil)
  }

  @Test func notesAreMessageLinesLinkingToTheirRelatedLocation() throws {
    let run = try Self.run(try Self.parsed(SampleReports.rich))
    let text = try Self.result(run, containing: "'cart.title'")
    #expect(
      (text["message"] as? [String: String])?["text"]
        == "'Text' looks up 'cart.title' in the main bundle; pass 'bundle: .module'\nnote: [target 'Shop' declares its resources here](1)"
    )
    let image = try Self.result(run, containing: "'cart.badge'")
    #expect(image["relatedLocations"] == nil)  // its only note has no place of its own
    let imageText = (image["message"] as? [String: String])?["text"]
    #expect(
      imageText?.hasSuffix("\nnote: 'Media.xcassets' in target 'Shop' holds 'cart.badge'") == true)
  }

  @Test(arguments: [("a[0]", "a\\[0\\]"), ("C:\\x", "C:\\\\x"), ("plain", "plain")])
  func bracketsAreEscapedInMessagesWithLinks(input: String, expected: String) {
    #expect(SARIFReporter.escapeBrackets(input) == expected)
  }

  @Test func messageWithoutNotesIsLeftAlone() throws {
    let at = SourceLocation(path: "A.swift", offset: 0, line: 1, column: 1)
    let report = LintReport(
      findings: [Diagnostic(ruleID: "r", severity: .error, message: "a[0] \\", location: at)],
      rules: [],
      toolVersion: "0", currentDirectory: "/p", filesLinted: 1, filesScanned: 1)
    let result = try #require(
      (try Self.run(try Self.parsed(report))["results"] as? [[String: Any]])?.first)
    #expect((result["message"] as? [String: String])?["text"] == "a[0] \\")
  }

  @Test func regionThatSpansLinesAndUnknownEnd() throws {
    let run = try Self.run(try Self.parsed(SampleReports.rich))
    let path = try Self.region(try Self.result(run, containing: "'Bundle.main.path'"))
    #expect(path == ["startLine": 4, "startColumn": 12, "endLine": 6, "endColumn": 18])

    let at = SourceLocation(path: "A.swift", offset: 0, line: 2, column: 3)
    let report = LintReport(
      findings: [Diagnostic(ruleID: "r", severity: .error, message: "m", location: at)], rules: [],
      toolVersion: "0", currentDirectory: "/p", filesLinted: 1, filesScanned: 1)
    let single = try Self.region(
      try #require((try Self.run(try Self.parsed(report))["results"] as? [[String: Any]])?.first))
    #expect(single == ["startLine": 2, "startColumn": 3])
  }

  @Test func fingerprintsArePresentAndDistinct() throws {
    let run = try Self.run(try Self.parsed(SampleReports.rich))
    let results = try #require(run["results"] as? [[String: Any]])
    let prints = results.compactMap {
      ($0["partialFingerprints"] as? [String: String])?["bundlelintFingerprint/v1"]
    }
    #expect(prints.count == results.count)
    #expect(Set(prints).count == prints.count)
  }

  @Test func emptyReportHasNoRulesAndNoResults() throws {
    let run = try Self.run(try Self.parsed(SampleReports.empty))
    #expect((run["results"] as? [Any])?.isEmpty == true)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect((driver["rules"] as? [Any])?.isEmpty == true)
  }

  @Test func slashesAreNotEscaped() {
    #expect(!SARIFReporter.render(SampleReports.rich).contains("\\/"))
  }
}
