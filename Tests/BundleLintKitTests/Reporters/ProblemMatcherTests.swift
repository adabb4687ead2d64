import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Applies the problem matchers shipped for GitHub Actions and VS Code to the golden text output.
@Suite struct ProblemMatcherTests {
  /// A problem matcher's pattern: the regular expression and which group holds what.
  struct Pattern {
    var regexp: NSRegularExpression
    var groups: [String: Int]

    init(_ json: [String: Any]) throws {
      regexp = try NSRegularExpression(pattern: try #require(json["regexp"] as? String))
      groups = json.compactMapValues { $0 as? Int }
    }

    /// The captured fields of `line`, or `nil` when it does not match.
    func match(_ line: String) -> [String: String]? {
      let range = NSRange(line.startIndex..., in: line)
      guard let match = regexp.firstMatch(in: line, range: range) else { return nil }
      var fields: [String: String] = [:]
      for (field, group) in groups {
        if let r = Range(match.range(at: group), in: line) { fields[field] = String(line[r]) }
      }
      return fields
    }
  }

  static func json(_ relativePath: String) throws -> [String: Any] {
    let url = PackageRoot.url(relativePath)
    let data = try Data(contentsOf: url)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The GitHub matchers: errors and warnings, then notes as `notice` (the runner drops any
  /// other severity), each with the severity it gives.
  static func gitHubMatchers() throws -> [(pattern: Pattern, severity: String?)] {
    let file = try json(".github/bundlelint-problem-matcher.json")
    let matchers = try #require(file["problemMatcher"] as? [[String: Any]])
    #expect(matchers.map { $0["owner"] as? String } == ["bundlelint", "bundlelint-note"])
    return try matchers.map { matcher in
      let patterns = try #require(matcher["pattern"] as? [[String: Any]])
      #expect(patterns.count == 1)
      return (try Pattern(try #require(patterns.first)), matcher["severity"] as? String)
    }
  }

  /// Reads a line as the GitHub matchers together, or the VS Code one.
  struct Reader {
    var read: (String) throws -> [String: String]?
    func match(_ line: String) throws -> [String: String]? { try read(line) }
  }

  static func reader(_ matcher: String) throws -> Reader {
    if matcher == "github" { return Reader(read: gitHubMatch) }
    let pattern = try vsCodePattern()
    return Reader { pattern.match($0) }
  }

  /// What the GitHub matchers read from `line`: the first that matches, with its severity
  /// (`notice` read back as the `note` the line says).
  static func gitHubMatch(_ line: String) throws -> [String: String]? {
    for (pattern, severity) in try gitHubMatchers() {
      guard var fields = pattern.match(line) else { continue }
      if let severity {
        #expect(severity == "notice")
        fields["severity"] = "note"
      }
      #expect(["error", "warning", "note"].contains(fields["severity"] ?? ""))
      return fields
    }
    return nil
  }

  static func vsCodePattern() throws -> Pattern {
    let file = try json("Tests/Fixtures/Golden/vscode-tasks.json")
    let task = try #require((file["tasks"] as? [[String: Any]])?.first)
    let matcher = try #require(task["problemMatcher"] as? [String: Any])
    #expect(matcher["owner"] as? String == "bundlelint")
    return try Pattern(try #require(matcher["pattern"] as? [String: Any]))
  }

  /// What each line of the concise text output should yield: one entry per finding, and one
  /// per note that is neither the fix, nor the same for the whole module, nor the evidence, nor
  /// in the message already.
  static func expectedEntries(_ report: LintReport) -> [[String: String]] {
    var entries: [[String: String]] = []
    func entry(
      _ at: BundleLintCore.SourceLocation, _ severity: String, _ message: String, _ code: String?
    ) {
      var fields = [
        "file": report.displayPath(at.path), "line": String(at.line), "column": String(at.column),
        "severity": severity, "message": TextReporter.oneLine(message),
      ]
      fields["code"] = code
      entries.append(fields)
    }
    for finding in report.findings {
      entry(finding.location, finding.severity.rawValue, finding.message, finding.ruleID)
      for note in finding.notes
      where note.role == .detail && !finding.message.contains(note.message) {
        entry(note.location ?? finding.location, "note", note.message, nil)
      }
    }
    return entries
  }

  @Test(arguments: ["github", "vscode"])
  func matcherReadsEveryLineOfTheGoldenTextOutput(matcher: String) throws {
    let pattern = try Self.reader(matcher)
    let golden = try #require(GoldenFile.contents("rich.txt"))
    let lines = golden.split(separator: "\n").map(String.init)
    let expected = Self.expectedEntries(SampleReports.rich)
    #expect(lines.count == expected.count)
    #expect(lines.contains { $0.contains(": note: ") })
    for (line, want) in zip(lines, expected) {
      let got = try #require(try pattern.match(line), "no match: \(line)")
      #expect(got == want, "\(line)")
    }
  }

  /// In the full layout, the matcher reads the finding and note lines and none of the frame's.
  @Test(arguments: ["github", "vscode"])
  func matcherReadsTheFindingLinesOfTheFullLayout(matcher: String) throws {
    let pattern = try Self.reader(matcher)
    let golden = try #require(GoldenFile.contents("rich.full.txt"))
    let lines = golden.split(separator: "\n").map(String.init)
    let matched = try lines.compactMap { try pattern.match($0) }
    let findings = SampleReports.rich.findings
    #expect(matched.filter { $0["code"] != nil }.count == findings.count)
    for (got, finding) in zip(matched.filter { $0["code"] != nil }, findings) {
      #expect(got["line"] == String(finding.location.line))
      #expect(got["code"] == finding.ruleID)
    }
    let frameLines = lines.filter { $0.hasPrefix(" ") || $0.first?.isNumber == true }
    #expect(!frameLines.isEmpty)
    #expect(try frameLines.allSatisfy { try pattern.match($0) == nil })
  }

  @Test(arguments: ["github", "vscode"])
  func matcherIgnoresTheSummaryAndOtherOutput(matcher: String) throws {
    let pattern = try Self.reader(matcher)
    #expect(try pattern.match(SampleReports.rich.summaryLine) == nil)
    #expect(try pattern.match("Building for debugging...") == nil)
    #expect(try pattern.match("error: no Package.swift in '/tmp/x'") == nil)
  }

  /// VS Code reads notes with the same expression; GitHub's first matcher leaves them to the
  /// second, which differs only in the severity it matches.
  @Test func theMatchersUseTheSameExpression() throws {
    let github = try Self.gitHubMatchers().map(\.pattern.regexp.pattern)
    let vsCode = try Self.vsCodePattern().regexp.pattern
    #expect(
      github[0] == vsCode.replacingOccurrences(of: "(warning|error|note)", with: "(warning|error)"))
    #expect(github[1] == vsCode.replacingOccurrences(of: "(warning|error|note)", with: "note"))
  }
}
