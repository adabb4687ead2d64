import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct GitHubActionsReporterTests {
  @Test(arguments: [
    ("plain", "plain"),
    ("100%", "100%25"),
    ("a\nb", "a%0Ab"),
    ("a\r\nb", "a%0D%0Ab"),
    ("%0A", "%250A"),
    ("a, b: c", "a, b: c"),
  ])
  func messageEscaping(input: String, expected: String) {
    #expect(GitHubActionsReporter.escapeData(input) == expected)
  }

  @Test(arguments: [
    ("Sources/A.swift", "Sources/A.swift"),
    ("a,b", "a%2Cb"),
    ("C:\\x", "C%3A\\x"),
    ("100%\n", "100%25%0A"),
    ("bundlelint (rule-id)", "bundlelint (rule-id)"),
  ])
  func propertyEscaping(input: String, expected: String) {
    #expect(GitHubActionsReporter.escapeProperty(input) == expected)
  }

  static var lines: [String] {
    GitHubActionsReporter.render(SampleReports.rich).split(separator: "\n").map(String.init)
  }

  @Test func errorsThenWarningsThenNotices() {
    let kinds = Self.lines.map { String($0.prefix { $0 != " " }) }
    #expect(kinds == ["::error", "::warning", "::warning", "::warning", "::notice"])
  }

  @Test func oneLinePerFindingWithEscapedMessage() throws {
    #expect(Self.lines.count == SampleReports.rich.findings.count)
    let notice = try #require(Self.lines.last)
    #expect(
      notice.hasSuffix(
        "::'Bundle.main.path' looks up '100%25, done: yes' in the main bundle%0D%0Ause 'Bundle.module': it holds the target's resources%0Afix: use 'Bundle.module'"
      ))
  }

  @Test func rangeOnOneLineHasColumnsInUTF16() throws {
    let image = try #require(Self.lines.first { $0.contains("'cart.badge'") })
    let prefix = "      Label(\"🙂é\", systemImage: \"cart\"); "
    let start = prefix.utf16.count + 1
    let end = (prefix + "Image(\"cart.badge\")").utf16.count + 1
    #expect(
      image.hasPrefix(
        "::warning file=Sources/Shop/CartView.swift,line=7,col=\(start),endLine=7,endColumn=\(end),title=bundlelint (asset-lookup-without-module-bundle)::"
      ))
  }

  @Test func rangeOverSeveralLinesLeavesColumnsOut() throws {
    let notice = try #require(Self.lines.first { $0.hasPrefix("::notice") })
    #expect(
      notice.hasPrefix(
        "::notice file=Sources/Shop/Strings.swift,line=4,endLine=6,title=bundlelint (main-bundle-resource-path)::"
      ))
  }

  @Test func notesFollowTheMessage() throws {
    let text = try #require(Self.lines.first { $0.contains("'cart.title'") })
    #expect(
      text.hasSuffix(
        "%0Anote: Package.swift:8:27: target 'Shop' declares its resources here%0Afix: pass 'bundle: .module'"
      ))
  }

  @Test func propertiesInPathsAreEscaped() {
    let at = SourceLocation(path: "Sources/a,b:c.swift", offset: 0, line: 1, column: 1)
    let report = LintReport(
      findings: [Diagnostic(ruleID: "r", severity: .warning, message: "m", location: at)],
      rules: [],
      toolVersion: "0", currentDirectory: "/p", filesLinted: 1, filesScanned: 1)
    #expect(
      GitHubActionsReporter.render(report)
        == "::warning file=Sources/a%2Cb%3Ac.swift,line=1,col=1,title=bundlelint (r)::m\n")
  }

  @Test func emptyReportPrintsNothing() {
    #expect(GitHubActionsReporter.render(SampleReports.empty) == "")
  }
}
