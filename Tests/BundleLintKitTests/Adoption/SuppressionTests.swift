import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Suppression comments: reading them, what each form covers, and the findings about them.
@Suite struct SuppressionTests {
  static let known: Set<String> = ["asset-missing-bundle", "localized-string-missing-bundle"]

  /// Lexes `source`, reads its directives, and applies them to findings at the `↓` marks (rule
  /// `asset-missing-bundle` unless a `⟨rule⟩` follows the mark).
  static func run(_ marked: String, enabled: Set<String>? = nil)
    -> (kept: [Diagnostic], suppressed: Int, problems: [Diagnostic])
  {
    let (source, findings) = unmark(marked)
    let set = parse(source)
    return set.apply(to: findings, knownRuleIDs: known, enabledRuleIDs: enabled, path: "A.swift")
  }

  static func parse(_ source: [UInt8]) -> SuppressionSet {
    let comments = Lexer.tokenize(source).filter {
      $0.kind == .lineComment || $0.kind == .blockComment
    }
    .map(\.range)
    return SuppressionSet.parse(
      source: source, comments: comments, converter: SourceLocationConverter(source))
  }

  /// Removes `↓` (and an optional `⟨rule-id⟩` after it) and makes a finding at each place.
  static func unmark(_ marked: String) -> ([UInt8], [Diagnostic]) {
    var bytes: [UInt8] = []
    var marks: [(Int, String)] = []
    var rest = Substring(marked)
    while let c = rest.first {
      if c == "↓" {
        rest.removeFirst()
        var rule = "asset-missing-bundle"
        if rest.first == "⟨", let close = rest.firstIndex(of: "⟩") {
          rule = String(rest[rest.index(after: rest.startIndex)..<close])
          rest = rest[rest.index(after: close)...]
        }
        marks.append((bytes.count, rule))
      } else {
        bytes += Array(String(c).utf8)
        rest.removeFirst()
      }
    }
    let converter = SourceLocationConverter(bytes)
    let findings = marks.map { offset, rule in
      Diagnostic(
        ruleID: rule, severity: .warning, message: "m",
        location: SourceLocation(path: "A.swift", offset: offset, converter: converter))
    }
    return (bytes, findings)
  }

  static let suppressedCases: [String] = [
    // next: the next line that holds code, blank and comment lines skipped.
    "// bundlelint:disable:next asset-missing-bundle\nlet a = ↓Image(\"x\")\n",
    "// bundlelint:disable:next asset-missing-bundle\n\n// why\n/* more */\nlet a = ↓Image(\"x\")\n",
    "/* bundlelint:disable:next asset-missing-bundle */\nlet a = ↓Image(\"x\")\n",
    "/// bundlelint:disable:next all\nlet a = ↓Image(\"x\")\n",
    // this: the comment's own line.
    "let a = ↓Image(\"x\") // bundlelint:disable:this asset-missing-bundle\n",
    "let a = ↓Image(\"x\") // bundlelint:disable:this all -- decorative image from the app\n",
    // Several ids, by spaces or commas.
    "// bundlelint:disable:next localized-string-missing-bundle,asset-missing-bundle\n↓Image(\"x\"); ↓⟨localized-string-missing-bundle⟩Text(\"y\")\n",
    "// bundlelint:disable:next localized-string-missing-bundle asset-missing-bundle\n↓Image(\"x\"); ↓⟨localized-string-missing-bundle⟩Text(\"y\")\n",
    // Regions.
    "// bundlelint:disable asset-missing-bundle\n↓Image(\"a\")\n↓Image(\"b\")\n// bundlelint:enable asset-missing-bundle\n",
    "// bundlelint:disable all\n↓Image(\"a\")\n",
    "// bundlelint:disable asset-missing-bundle\n↓Image(\"a\")\n// bundlelint:enable all\n",
    // File.
    "↓Image(\"a\")\n// bundlelint:disable-file asset-missing-bundle\n↓Image(\"b\")\n",
  ]

  @Test(arguments: suppressedCases)
  func suppresses(_ marked: String) {
    let result = Self.run(marked)
    #expect(result.kept.isEmpty)
    #expect(result.problems.isEmpty, "\(result.problems.map(\.message))")
    #expect(result.suppressed == marked.filter { $0 == "↓" }.count)
  }

  static let keptCases: [String] = [
    // next covers one line only.
    "// bundlelint:disable:next asset-missing-bundle\nImage(\"x\")\n↓Image(\"y\")\n",
    // Another rule.
    "// bundlelint:disable:next localized-string-missing-bundle\nText(\"a\"); ↓Image(\"x\")\n",
    // Before the region, after its end.
    "↓Image(\"a\")\n// bundlelint:disable asset-missing-bundle\n// bundlelint:enable asset-missing-bundle\n↓Image(\"c\")\n",
    // this covers its own line only.
    "Image(\"a\") // bundlelint:disable:this asset-missing-bundle\n↓Image(\"b\")\n",
    // A directive in a string literal is no directive.
    "let s = \"// bundlelint:disable-file asset-missing-bundle\"\n↓Image(\"b\")\n",
    "let s = \"\"\"\n// bundlelint:disable:next asset-missing-bundle\n\"\"\"; ↓Image(\"b\")\n",
    // Not a directive: the text does not start with 'bundlelint:'.
    "// see bundlelint:disable:next asset-missing-bundle\n↓Image(\"b\")\n",
  ]

  @Test(arguments: keptCases)
  func keeps(_ marked: String) {
    let result = Self.run(marked)
    #expect(result.kept.count == marked.filter { $0 == "↓" }.count)
    #expect(result.suppressed == 0)
  }

  @Test func unusedSuppressionIsReportedWithRemovalFix() throws {
    let source = "let a = 1\n  // bundlelint:disable:next asset-missing-bundle\nImage(\"x\")\n"
    let result = Self.run(source)
    let problem = try #require(result.problems.first)
    #expect(result.problems.count == 1)
    #expect(problem.ruleID == "unused-suppression")
    #expect(problem.severity == .warning)
    #expect(
      problem.message
        == "'bundlelint:disable:next asset-missing-bundle' suppresses nothing; remove it")
    #expect(problem.location.path == "A.swift")
    #expect(problem.location.line == 2)
    #expect(problem.location.column == 3)
    #expect(problem.lineText == "// bundlelint:disable:next asset-missing-bundle")
    // The fix deletes the whole line.
    let edit = try #require(problem.fix?.edits.first)
    var bytes = Array(source.utf8)
    bytes.replaceSubrange(edit.start.offset..<edit.end.offset, with: Array(edit.replacement.utf8))
    #expect(String(decoding: bytes, as: UTF8.self) == "let a = 1\nImage(\"x\")\n")
    #expect(problem.fix?.applicability == .safe)
  }

  @Test func trailingUnusedSuppressionFixKeepsTheCode() throws {
    let source = "Image(\"x\")  // bundlelint:disable:this asset-missing-bundle\n"
    let problem = try #require(Self.run(source).problems.first)
    let edit = try #require(problem.fix?.edits.first)
    var bytes = Array(source.utf8)
    bytes.replaceSubrange(edit.start.offset..<edit.end.offset, with: Array(edit.replacement.utf8))
    #expect(String(decoding: bytes, as: UTF8.self) == "Image(\"x\")\n")
  }

  @Test func partlyUnusedDirectiveNamesTheUnusedIDs() throws {
    let result = Self.run(
      "// bundlelint:disable:next asset-missing-bundle localized-string-missing-bundle\n↓Image(\"x\")\n"
    )
    #expect(result.kept.isEmpty)
    let problem = try #require(result.problems.first)
    #expect(problem.ruleID == "unused-suppression")
    #expect(
      problem.message
        == "'bundlelint:disable:next asset-missing-bundle localized-string-missing-bundle' suppresses nothing for 'localized-string-missing-bundle'; remove 'localized-string-missing-bundle' from it"
    )
    #expect(problem.fix == nil)
  }

  @Test func unusedRegionAndFileDirectivesAreReported() {
    let result = Self.run(
      "// bundlelint:disable-file asset-missing-bundle\n// bundlelint:disable all\nlet a = 1\n// bundlelint:enable all\n"
    )
    #expect(result.problems.map(\.ruleID) == ["unused-suppression", "unused-suppression"])
    #expect(result.problems.map(\.location.line) == [1, 2])
  }

  @Test func disabledRulesDoNotMakeSuppressionsUnused() {
    let result = Self.run(
      "// bundlelint:disable:next localized-string-missing-bundle\nText(\"a\")\n",
      enabled: ["asset-missing-bundle"])
    #expect(result.problems.isEmpty)
  }

  @Test func unknownRuleIsNamedWithSuggestion() throws {
    let result = Self.run("// bundlelint:disable:next asset-mising-bundle\n↓Image(\"x\")\n")
    #expect(result.kept.count == 1)
    let problem = try #require(result.problems.first)
    #expect(result.problems.count == 1)
    #expect(problem.ruleID == "invalid-suppression")
    #expect(
      problem.message
        == "'bundlelint:disable:next asset-mising-bundle' names unknown rule 'asset-mising-bundle', so it suppresses nothing for it; did you mean 'asset-missing-bundle'?"
    )
  }

  @Test func unknownRuleWithoutNearNameSaysWhereTheIDsAre() throws {
    let problem = try #require(
      Self.run("x() // bundlelint:disable:this frobnicate\n").problems.first)
    #expect(problem.message.hasSuffix("'bundlelint rules' lists the rule ids"))
    #expect(problem.message.contains("'frobnicate'"))
  }

  static let malformedCases: [(String, String)] = [
    (
      "// bundlelint:disabel:next asset-missing-bundle\n",
      "unknown suppression directive 'bundlelint:disabel:next'"
    ),
    ("// bundlelint:disable:next\nImage(\"x\")\n", "'bundlelint:disable:next' names no rule"),
    ("// bundlelint:\n", "unknown suppression directive 'bundlelint:'"),
    (
      "// bundlelint:enable asset-missing-bundle\n",
      "'bundlelint:enable asset-missing-bundle' ends no 'bundlelint:disable asset-missing-bundle' region"
    ),
  ]

  @Test(arguments: malformedCases)
  func malformedDirectiveIsReported(_ source: String, _ start: String) throws {
    let result = Self.run(source)
    let problem = try #require(result.problems.first)
    #expect(result.problems.count == 1)
    #expect(problem.ruleID == "invalid-suppression")
    #expect(problem.message.hasPrefix(start), "\(problem.message)")
    #expect(problem.location.line == 1)
  }

  @Test func metaFindingsAreSuppressedOnlyByName() {
    let byAll = Self.run("// bundlelint:disable-file all\nlet a = 1\n")
    #expect(byAll.problems.map(\.ruleID) == ["unused-suppression"])
    let byName = Self.run(
      "// bundlelint:disable-file unused-suppression\n// bundlelint:disable:next asset-missing-bundle\nlet a = 1\n"
    )
    #expect(byName.problems.isEmpty)
    #expect(byName.suppressed == 1)
  }

  @Test func findingsOfOtherFilesAreKept() {
    let source = Array("// bundlelint:disable-file all\n".utf8)
    let other = Diagnostic(
      ruleID: "asset-missing-bundle", severity: .warning, message: "m",
      location: SourceLocation(path: "B.swift", offset: 0, line: 1, column: 1))
    let result = Self.parse(source).apply(to: [other], knownRuleIDs: Self.known, path: "A.swift")
    #expect(result.kept == [other])
    #expect(result.suppressed == 0)
  }

  @Test func multiLineFindingIsCoveredByAnyOfItsLines() {
    let (source, findings) = Self.unmark(
      "↓Image(\n  \"x\" // bundlelint:disable:this asset-missing-bundle\n)\n")
    var finding = findings[0]
    finding.endLocation = SourceLocation(
      path: "A.swift", offset: source.count - 1, converter: SourceLocationConverter(source))
    let result = Self.parse(source).apply(to: [finding], knownRuleIDs: Self.known, path: "A.swift")
    #expect(result.kept.isEmpty)
  }

  @Test func badInputNeverCrashes() {
    var source: [UInt8] = Array("/* bundlelint:disable all".utf8) + [0xFF, 0x00, 0xC3]
    source += Array("\n// bundlelint:disable:next".utf8)
    let set = Self.parse(source)
    _ = set.apply(to: [], knownRuleIDs: [], path: "A.swift")
    // Out-of-range comment ranges are clamped, not trusted.
    let odd = SuppressionSet.parse(
      source: Array("// x".utf8), comments: [0..<100, 50..<60, 0..<0],
      converter: SourceLocationConverter(Array("// x".utf8)))
    #expect(odd.directives.isEmpty)
  }
}
