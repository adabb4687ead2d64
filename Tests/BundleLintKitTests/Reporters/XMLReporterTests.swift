import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct XMLReporterTests {
  @Test(arguments: [ReportFormat.junit, .checkstyle], ["rich", "empty"])
  func wellFormed(format: ReportFormat, sample: String) throws {
    let xml = format.render(SampleReports.named(sample))
    #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
    #expect(XMLRecorder.parse(xml) != nil)
  }

  @Test func checkstyleAttributesRoundTrip() throws {
    let elements = try #require(XMLRecorder.parse(CheckstyleReporter.render(SampleReports.rich)))
    #expect(elements.first?.name == "checkstyle")
    #expect(elements.first?.attributes["version"] == "4.3")
    let files = elements.filter { $0.name == "file" }.compactMap { $0.attributes["name"] }
    #expect(
      files == [
        "/Users/dev/Shared Code/Ünïcode.swift", "Sources/Shop/CartView.swift",
        "Sources/Shop/Strings.swift",
      ])
    let errors = elements.filter { $0.name == "error" }
    #expect(errors.count == SampleReports.rich.findings.count)
    for (error, finding) in zip(errors, SampleReports.rich.findings) {
      #expect(error.attributes["message"] == finding.message)
      #expect(error.attributes["line"] == String(finding.location.line))
      #expect(error.attributes["column"] == String(finding.location.column))
      #expect(error.attributes["source"] == "bundlelint.\(finding.ruleID)")
    }
    #expect(
      errors.compactMap { $0.attributes["severity"] } == [
        "warning", "warning", "warning", "error", "info",
      ])
  }

  @Test func junitHasASuitePerRuleAndAFailurePerFinding() throws {
    let elements = try #require(XMLRecorder.parse(JUnitReporter.render(SampleReports.rich)))
    let root = try #require(elements.first)
    #expect(root.name == "testsuites")
    #expect(root.attributes["failures"] == "5")
    #expect(root.attributes["tests"] == "6")
    let suites = elements.filter { $0.name == "testsuite" }.compactMap { $0.attributes["name"] }
    #expect(
      suites == [
        "asset-lookup-without-module-bundle", "color-without-module-bundle",
        "localized-string-without-module-bundle", "main-bundle-resource-path",
        "text-without-module-bundle",
      ])
    let failures = elements.filter { $0.name == "failure" }
    #expect(
      Set(failures.compactMap { $0.attributes["message"] })
        == Set(SampleReports.rich.findings.map(\.message)))
    let string = try #require(failures.first { $0.attributes["type"] == "error" })
    #expect(
      string.text.hasPrefix(
        "Sources/Shop/Strings.swift:3:15: error: 'NSLocalizedString' looks up 'a<b & \"c\" 'd'>'"))
  }

  @Test func junitWithoutFindingsPassesEveryRule() throws {
    let elements = try #require(XMLRecorder.parse(JUnitReporter.render(SampleReports.empty)))
    #expect(elements.first?.attributes["failures"] == "0")
    #expect(elements.filter { $0.name == "testcase" }.count == SampleReports.rules.count)
    #expect(elements.filter { $0.name == "failure" }.isEmpty)
  }

  @Test(arguments: [
    ("<&\"'>", "&lt;&amp;&quot;&apos;&gt;"),
    ("tab\tline\nreturn\r", "tab&#9;line&#10;return&#13;"),
    ("nul\u{0}bell\u{7}", "nul\u{FFFD}bell\u{FFFD}"),
    ("ünï 🙂", "ünï 🙂"),
    ("\u{FFFE}a\u{FFFF}\u{FFFD}\u{FFEF}", "\u{FFFD}a\u{FFFD}\u{FFFD}\u{FFEF}"),
  ])
  func attributeEscaping(input: String, expected: String) {
    #expect(XMLText.escape(input) == expected)
  }

  @Test func contentEscapingKeepsQuotesTabsAndLineFeeds() {
    #expect(
      XMLText.escapeContent("a\t\"b\"\n'c' <&>\r\u{1}")
        == "a\t\"b\"\n'c' &lt;&amp;&gt;&#13;\u{FFFD}")
  }

  @Test func controlCharactersStayWellFormed() throws {
    let at = SourceLocation(path: "A.swift", offset: 0, line: 1, column: 1)
    let report = LintReport(
      findings: [
        Diagnostic(ruleID: "r", severity: .warning, message: "a\u{0}b\u{1B}c <]]>", location: at)
      ],
      rules: [], toolVersion: "0", currentDirectory: "/p", filesLinted: 1, filesScanned: 1)
    #expect(XMLRecorder.parse(JUnitReporter.render(report)) != nil)
    #expect(XMLRecorder.parse(CheckstyleReporter.render(report)) != nil)
  }
}
