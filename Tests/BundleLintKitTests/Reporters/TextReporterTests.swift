import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct TextReporterTests {
  static func report(_ severities: [Severity], linted: Int = 12, scanned: Int = 240) -> LintReport {
    let at = SourceLocation(path: "A.swift", offset: 0, line: 1, column: 1)
    let findings = severities.map {
      Diagnostic(ruleID: "r", severity: $0, message: "m", location: at)
    }
    return LintReport(
      findings: findings, rules: [], toolVersion: "0", currentDirectory: "/p", filesLinted: linted,
      filesScanned: scanned)
  }

  @Test(arguments: [
    ([Severity](), 12, 240, "no findings in 240 Swift files (12 in modules with resources)"),
    ([.warning], 1, 1, "1 warning in 1 Swift file"),
    (
      [.warning, .error, .warning, .warning], 12, 240,
      "3 warnings, 1 error in 240 Swift files (12 in modules with resources)"
    ),
    ([.error, .error], 2, 3, "2 errors in 3 Swift files (2 in modules with resources)"),
    (
      [.note, .warning], 0, 5, "1 warning, 1 note in 5 Swift files (none in modules with resources)"
    ),
  ])
  func summaryLine(severities: [Severity], linted: Int, scanned: Int, expected: String) {
    #expect(Self.report(severities, linted: linted, scanned: scanned).summaryLine == expected)
  }

  /// The concise layout: the finding's line and nothing else for a finding whose only notes are
  /// where the module gets its resources and the fix.
  @Test func conciseLeavesOutTheModuleNoteAndTheFix() throws {
    let output = TextReporter.render(SampleReports.rich, color: false)
    let lines = output.split(separator: "\n").map(String.init)
    let index = try #require(lines.firstIndex { $0.contains("'cart.title'") })
    #expect(
      lines[index]
        == "Sources/Shop/CartView.swift:6:7: warning: 'Text' looks up 'cart.title' in the main bundle; pass 'bundle: .module' [text-without-module-bundle]"
    )
    #expect(lines[index + 1].hasPrefix("Sources/Shop/CartView.swift:7:"))
    #expect(lines[index + 1].contains(": warning: 'Image' looks up 'cart.badge'"))
    #expect(!output.contains("declares its resources"))
    #expect(!output.contains("note: fix:"))
  }

  @Test func noteWithoutPlaceTakesTheFindingsPlaceAndColumnsAreUTF8() throws {
    let lines = TextReporter.render(SampleReports.rich, color: false).split(separator: "\n").map(
      String.init)
    let index = try #require(lines.firstIndex { $0.contains("'cart.badge' in the main") })
    // `Label("🙂é", …); ` holds a 4-byte and a 2-byte character before `Image`.
    let prefix = "      Label(\"🙂é\", systemImage: \"cart\"); "
    #expect(
      lines[index].hasPrefix("Sources/Shop/CartView.swift:7:\(prefix.utf8.count + 1): warning:"))
    #expect(
      lines[index + 1]
        == "Sources/Shop/CartView.swift:7:\(prefix.utf8.count + 1): note: 'Media.xcassets' in target 'Shop' holds 'cart.badge'"
    )
  }

  /// Five findings and one note of their own (the asset catalog that holds the name).
  @Test func everyEntryIsOneLine() {
    let output = TextReporter.render(SampleReports.rich, color: false)
    #expect(output.split(separator: "\n", omittingEmptySubsequences: false).count == 5 + 1 + 1)
    #expect(output.hasSuffix("\n"))
    #expect(!output.contains("\r"))
  }

  @Test(arguments: [
    ("a\nb", "a b"), ("a\r\nb", "a b"), ("a\rb", "a b"), ("plain", "plain"), ("a\n\nb", "a  b"),
  ])
  func oneLine(input: String, expected: String) {
    #expect(TextReporter.oneLine(input) == expected)
  }

  /// The byte scan finds exactly the line breaks `Character.isNewline` does.
  @Test(arguments: [
    "plain", "a\nb", "a\rb", "a\r\nb", "a\u{0B}b", "a\u{0C}b", "a\u{85}b", "a\u{2028}b",
    "a\u{2029}b", "'Text' \u{2014} \u{2026} caf\u{E9}", "\u{2027}\u{202A}\u{84}\u{A0}", "",
  ])
  func lineBreakScan(text: String) {
    #expect(text.containsLineBreak == text.contains(where: \.isNewline))
  }

  @Test func emptyReportPrintsNothing() {
    #expect(TextReporter.render(SampleReports.empty, color: false) == "")
    #expect(
      SampleReports.empty.summaryLine
        == "no findings in 240 Swift files (12 in modules with resources)")
  }
}
