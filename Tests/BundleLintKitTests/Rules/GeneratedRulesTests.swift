import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Keeps `BuiltinRules+Generated.swift`, the README's rule table and the documentation catalog's
/// rule pages in step with `Rules/*.json`: `swift run generate-rules` writes them, and
/// `generate-rules --check` fails while any is stale.
@Suite struct GeneratedRulesTests {
  @Test func generatedFilesAreUpToDate() throws {
    let result = try GeneratedRulesTool.run(["--check", "--root", RepositoryPaths.root])
    #expect(
      result.status == 0,
      "\(result.stderr)run 'swift run generate-rules', review the diff and rebuild")
    #expect(result.stdout == "up to date\n")
  }

  @Test func compiledRulesEqualTheRuleFiles() throws {
    let files = try RepositoryPaths.ruleFiles()
    #expect(BuiltinRules.files.map(\.name) == files.map(\.name))
    let fromDisk = try RuleCatalog.load(directory: RepositoryPaths.rules)
    let same = RuleCatalog.builtin.rules == fromDisk.rules
    #expect(same, "the compiled rules differ from Rules/*.json; run 'swift run generate-rules'")
  }

  /// A scratch repository: `Rules/` with `rules` (file name, text), a README with a rule table
  /// of `rows`, and the folder of the generated file.
  static func scratch(rules: [(String, String)], rows: [String]) throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-generate-\(UUID())").path
    try FileManager.default.createDirectory(
      atPath: root + "/Rules", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: root + "/Sources/BundleLintRules", withIntermediateDirectories: true)
    for (name, text) in rules {
      try text.write(toFile: root + "/Rules/" + name, atomically: true, encoding: .utf8)
    }
    let readme =
      "# x\n\n## Rules\n\n| rule | severity | finds |\n| --- | --- | --- |\n"
      + rows.map { $0 + "\n" }.joined() + "\nAfter the table.\n"
    try readme.write(toFile: root + "/README.md", atomically: true, encoding: .utf8)
    return root
  }

  static func rule(
    _ id: String, severity: String = "warning", optIn: Bool = false, summary: String = "Finds x"
  ) -> String {
    #"{"id": "\#(id)", "severity": "\#(severity)", "optIn": \#(optIn), "summary": "\#(summary)"}"#
  }

  @Test func rawLiteralsSurviveQuotesHashesAndInterpolationLookAlikes() throws {
    let tricky =
      ###"{"id": "x", "severity": "note", "summary": "\"#\"##\" \\#(x) \\(y)"}"### + "\r\n"
    let root = try Self.scratch(rules: [("x.json", tricky)], rows: [])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try GeneratedRulesTool.run(["--root", root])
    #expect(result.status == 0, "\(result.stderr)")
    let source = try String(
      contentsOfFile: root + "/Sources/BundleLintRules/BuiltinRules+Generated.swift",
      encoding: .utf8)
    #expect(
      source.hasPrefix(
        "// Generated from Rules/*.json by 'swift run generate-rules'. Do not edit.\n"))
    // The delimiter is longer than any run of '#' after a quote or backslash.
    #expect(source.contains("      ###\"\"\"\n" + tricky.dropLast() + "\n\"\"\"###\n"))
    #expect(!source.contains("\r"))
    #expect(try GeneratedRulesTool.run(["--check", "--root", root]).status == 0)
  }

  @Test func readmeTableKeepsItsTextAndFollowsTheRuleFiles() throws {
    let root = try Self.scratch(
      rules: [
        ("a.json", Self.rule("a", severity: "error")),
        ("b.json", Self.rule("b", summary: "Finds b | c")),
        ("c.json", Self.rule("c", severity: "note", optIn: true)),
      ],
      rows: [
        "| `a` | warning | hand-written `A(…)` text |",
        "| `c` (opt-in) | note | c's text |",
        "| `gone` | warning | a rule that no longer exists |",
      ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let stale = try GeneratedRulesTool.run(["--check", "--root", root])
    #expect(stale.status == 1)
    #expect(stale.stderr.contains("'README.md'") && stale.stderr.contains("generate-rules"))
    #expect(try GeneratedRulesTool.run(["--root", root]).status == 0)
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    #expect(
      readme.contains(
        """
        | --- | --- | --- |
        | [`a`](\(Self.pages)/a.md) | error | hand-written `A(…)` text |
        | [`b`](\(Self.pages)/b.md) | warning | Finds b \\| c |
        | [`c`](\(Self.pages)/c.md) (opt-in) | note | c's text |

        After the table.

        """))
    #expect(try GeneratedRulesTool.run(["--check", "--root", root]).status == 0)
  }

  static let pages = "Sources/bundlelint/bundlelint.docc/Rules"

  /// A page per rule and an index; a page of a rule that is gone is stale, and removed.
  @Test func rulePagesFollowTheRuleFiles() throws {
    let root = try Self.scratch(
      rules: [
        ("a.json", Self.rule("a", severity: "error")), ("c.json", Self.rule("c", optIn: true)),
      ],
      rows: [])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(try GeneratedRulesTool.run(["--root", root]).status == 0)
    let folder = root + "/" + Self.pages
    let page = try String(contentsOfFile: folder + "/a.md", encoding: .utf8)
    #expect(page.hasPrefix("# a\n\nFinds x\n\nSeverity `error`"))
    #expect(page.hasSuffix("Do not edit. -->\n"))
    let index = try String(contentsOfFile: folder + "/Rules.md", encoding: .utf8)
    #expect(
      index.contains("### Rules on by default\n\n- <doc:a>\n\n### Opt-in rules\n\n- <doc:c>\n"))
    try "old".write(toFile: folder + "/gone.md", atomically: true, encoding: .utf8)
    try "edited".write(toFile: folder + "/c.md", atomically: true, encoding: .utf8)
    let stale = try GeneratedRulesTool.run(["--check", "--root", root])
    #expect(stale.status == 1)
    #expect(stale.stderr.contains("c.md'") && stale.stderr.contains("gone.md'"), "\(stale.stderr)")
    #expect(try GeneratedRulesTool.run(["--root", root]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder + "/gone.md"))
    #expect(try GeneratedRulesTool.run(["--check", "--root", root]).status == 0)
  }

  @Test func aFileThatIsNotARuleIsAnError() throws {
    let root = try Self.scratch(rules: [("x.json", "[]")], rows: [])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try GeneratedRulesTool.run(["--root", root])
    #expect(result.status == 2)
    #expect(result.stderr.contains("x.json' is not a rule file"))
  }
}
