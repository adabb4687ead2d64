import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The `full` text layout: code frames, the fix as `help:`, and which notes it prints.
@Suite struct TextReporterFullTests {
  static func full(_ report: LintReport) -> [String] {
    TextReporter.render(report, layout: .full, color: false)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// A report of `findings` in `file` (`lines`), with its excerpts.
  static func report(_ findings: [Diagnostic], _ file: SampleReports.File) -> LintReport {
    var report = LintReport(
      findings: findings, rules: [], toolVersion: "0", currentDirectory: "/p", filesLinted: 1,
      filesScanned: 1)
    report.sourceExcerpts = SampleReports.excerpts(findings, [file])
    return report
  }

  @Test func frameUnderlinesTheCallAndShowsTheFixedLine() throws {
    let lines = Self.full(SampleReports.rich)
    let index = try #require(
      lines.firstIndex { $0.contains(": warning: 'Text' looks up 'cart.title'") })
    #expect(
      Array(lines[(index + 1)...(index + 7)]) == [
        "6 |       Text(\"cart.title\")",
        "  |       ^~~~~~~~~~~~~~~~~~",
        "  = help: pass 'bundle: .module'",
        "6 |       Text(\"cart.title\", bundle: .module)",
        "  |                        +++++++++++++++++",
        "Package.swift:8:27: note: target 'Shop' declares its resources here",
        "",
      ])
  }

  /// `🙂` takes two columns and `é` one, though they are four and two bytes.
  @Test func underlineLinesUpByDisplayWidth() throws {
    let lines = Self.full(SampleReports.rich)
    let index = try #require(lines.firstIndex { $0.contains(": warning: 'Image' looks up") })
    #expect(
      lines[index + 1] == "7 |       Label(\"🙂é\", systemImage: \"cart\"); Image(\"cart.badge\")")
    #expect(
      lines[index + 2] == "  | " + String(repeating: " ", count: 41) + "^"
        + String(repeating: "~", count: 18))
  }

  @Test(arguments: [
    ("\tText(\"k\")", 2, 4),
    ("a\t\tText(\"k\")", 4, 9),
    ("let 見出し = Text(\"k\")", 17, 13),
    ("x = \"e\u{301}\"; Text(\"k\")", 12, 9),
  ])
  func tabsAndWideCharacters(line: String, column: Int, lead: Int) throws {
    let file = SampleReports.File("/p/A.swift", [line])
    let start = file.location(of: "Text(")
    #expect(start.column == column)
    let finding = Diagnostic(
      ruleID: "r", severity: .warning, message: "m", location: start,
      endLocation: file.end(of: "Text(\"k\")"))
    let lines = Self.full(Self.report([finding], file))
    #expect(lines[1] == "1 | " + line.replacingOccurrences(of: "\t", with: "    "))
    // `Text("k")` is nine columns wide.
    #expect(
      lines[2] == "  | " + String(repeating: " ", count: lead) + "^"
        + String(repeating: "~", count: 8))
  }

  /// The module's note comes with its first finding only; a note that repeats the message, and
  /// the fix note, never; the evidence and a note of its own, each time.
  @Test func notesThatEarnTheirLine() throws {
    let file = SampleReports.File("/p/A.swift", ["Text(\"a\")", "Text(\"b\")"])
    let module = Note(
      message: "'A' gets its resources here",
      location: SourceLocation(path: "/p/Package.swift", offset: 0, line: 3, column: 5),
      role: .module)
    func finding(_ key: String) -> Diagnostic {
      Diagnostic(
        ruleID: "r", severity: .error, message: "'Text' looks up '\(key)'; add 'bundle: .module'",
        location: file.location(of: "Text(\"\(key)"),
        notes: [
          Note(message: "'\(key)' is in the table", role: .evidence),
          Note(message: "add 'bundle: .module'", role: .fix),
          Note(message: "add 'bundle: .module'"), module,
        ])
    }
    let report = Self.report([finding("a"), finding("b")], file)
    let full = Self.full(report)
    #expect(full.filter { $0.contains("gets its resources here") }.count == 1)
    #expect(full.filter { $0.contains("is in the table") }.count == 2)
    #expect(full.filter { $0.contains(": note: add") }.isEmpty)
    #expect(full.filter { $0 == "  = help: add 'bundle: .module'" }.count == 2)
    let concise = TextReporter.render(report, color: false)
    #expect(
      concise
        == "A.swift:1:1: error: 'Text' looks up 'a'; add 'bundle: .module' [r]\nA.swift:2:1: error: 'Text' looks up 'b'; add 'bundle: .module' [r]\n"
    )
  }

  /// Without the source line (unreadable file, a line too long to show) there is no frame.
  @Test func noFrameWithoutTheLine() {
    let long = String(repeating: "x", count: SourceExcerpts.maxLineBytes) + "Text(\"k\")"
    let file = SampleReports.File("/p/A.swift", [long])
    let finding = Diagnostic(
      ruleID: "r", severity: .warning, message: "m", location: file.location(of: "Text("))
    #expect(
      Self.full(Self.report([finding], file)) == [
        "A.swift:1:\(long.utf8.count - 8): warning: m [r]", "", "",
      ])
  }

  @Test func colouredFullLayoutColoursTheFrame() {
    let output = TextReporter.render(SampleReports.rich, layout: .full, color: true)
    #expect(output.contains("\u{1B}[1;34m6 |\u{1B}[0m"))
    #expect(output.contains("\u{1B}[1;33m      ^~~"))
    #expect(output.contains("+++++++++++++++++\u{1B}[0m"))
  }
}
