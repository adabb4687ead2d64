import Foundation
import Testing

@testable import BundleLintKit

/// Keeps `BuiltinRules+Generated.swift` in step with `Rules/*.json`; with
/// `BUNDLELINT_REGENERATE=1` it rewrites the file instead of failing.
@Suite struct GeneratedRulesTests {
  @Test func generatedSourceMatchesTheRuleFiles() throws {
    let expected = BuiltinRules.renderSource(files: try RepositoryPaths.ruleFiles())
    let path = RepositoryPaths.generatedRules
    let committed = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    if ProcessInfo.processInfo.environment["BUNDLELINT_REGENERATE"] == "1" {
      if committed != expected {
        try expected.write(toFile: path, atomically: true, encoding: .utf8)
      }
      return
    }
    #expect(
      committed == expected,
      "Sources/BundleLintKit/Rules/BuiltinRules+Generated.swift is stale; run 'BUNDLELINT_REGENERATE=1 swift test --filter GeneratedRulesTests' and rebuild"
    )
  }

  @Test func compiledRulesEqualTheRuleFiles() throws {
    let files = try RepositoryPaths.ruleFiles()
    #expect(BuiltinRules.files.map(\.name) == files.map(\.name))
    let fromDisk = try RuleCatalog.load(directory: RepositoryPaths.rules)
    let same = RuleCatalog.builtin.rules == fromDisk.rules
    #expect(same, "the compiled rules differ from Rules/*.json; regenerate")
  }

  @Test func rawLiteralsSurviveQuotesHashesAndInterpolationLookAlikes() throws {
    let tricky = ###"{"a": "\"#\"##\" \#(x) \\(y)"}"### + "\r\n"
    let source = BuiltinRules.renderSource(files: [("x.json", tricky)])
    #expect(source.hasPrefix(BuiltinRules.header + "\n"))
    // The delimiter is longer than any run of '#' after a quote or backslash.
    #expect(source.contains("###\"\"\"\n"))
    #expect(source.contains("\n\"\"\"###\n"))
    #expect(!source.contains("\r"))
  }
}
