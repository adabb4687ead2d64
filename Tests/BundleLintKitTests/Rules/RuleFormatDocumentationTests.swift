import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `Rules/README.md` documents the rule format the decoder reads, and the README's rule table
/// lists the rules of `Rules/`: both compared with the decoder's key lists and the rule files.
@Suite struct RuleFormatDocumentationTests {
  /// The first cells of the table rows of each `## ` section of a Markdown file, backticks
  /// removed: `id`, `appliesWhen.moduleOwns`.
  static func documentedNames(_ path: String) throws -> [String: [String]] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var sections: [String: [String]] = [:]
    var section = ""
    for line in text.split(separator: "\n") {
      if line.hasPrefix("## ") {
        section = String(line.dropFirst(3))
      } else if line.hasPrefix("| `") {
        let cell = line.dropFirst(2).prefix { $0 != "|" }
        let name = cell.split(separator: "`").first.map(String.init) ?? ""
        sections[section, default: []].append(name)
      }
    }
    return sections
  }

  static let format = RepositoryPaths.rules + "/README.md"

  @Test func everyKeyTheDecoderAcceptsIsDocumented() throws {
    let documented = try Self.documentedNames(Self.format)
    func below(_ parent: String, _ keys: [String]) -> [String] { keys.map { "\(parent).\($0)" } }
    let expected: [String: [String]] = [
      "Rule": RuleDecoder.ruleKeys + below("appliesWhen", RuleDecoder.appliesWhenKeys),
      "Call pattern": RuleDecoder.callKeys + below("lookup", RuleDecoder.lookupKeys)
        + below("bundle", RuleDecoder.bundleKeys) + below("fix", RuleDecoder.fixKeys),
      "Examples": RuleDecoder.examplesKeys + below("corrections[]", RuleDecoder.correctionKeys)
        + RuleDecoder.exampleKeys,
      "Kinds": Rule.Kind.allCases.map(\.rawValue),
      "Texts": RuleText.allCases.map(\.name),
    ]
    for (section, names) in expected {
      let rows = documented[section] ?? []
      #expect(rows.count == Set(rows).count, "Rules/README.md, \(section): a key twice")
      #expect(
        Set(rows) == Set(names),
        "Rules/README.md, \(section): undocumented \(Set(names).subtracting(rows).sorted()), not accepted \(Set(rows).subtracting(names).sorted())"
      )
    }
  }

  @Test func everyValueTheDecoderAcceptsIsDocumented() throws {
    let text = try String(contentsOfFile: Self.format, encoding: .utf8)
    let values =
      ResourceCheck.allCases.map(\.rawValue) + ModuleTrait.allCases.map(\.rawValue)
      + CallPattern.Form.allCases.map(\.rawValue) + CallPattern.LookupValue.allCases.map(\.rawValue)
      + ResourceLookup.allCases.map(\.rawValue) + Fix.Applicability.allCases.map(\.rawValue)
      + Severity.allCases.map(\.rawValue)
      + ["missingDefaultLocalization", "missingResourcePath", "copiedResourceNotCompiled"]
    for value in values {
      #expect(text.contains("`\(value)`"), "Rules/README.md does not mention '\(value)'")
    }
    for value in ["missingDefaultLocalization", "missingResourcePath", "copiedResourceNotCompiled"]
    {
      #expect(ResourceProblem.Kind(rawValue: value) != nil, "\(value)")
    }
  }

  /// The README's table of "Rules": one row per rule, with its severity and opt-in mark, its id
  /// linking to the rule's page in the documentation catalog.
  @Test func readmeRuleTableListsEveryRule() throws {
    let readme = try String(contentsOfFile: RepositoryPaths.root + "/README.md", encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "\n## Rules\n").last)
    let rows = section.components(separatedBy: "\n\n").first { $0.hasPrefix("| rule |") } ?? ""
    var listed: [String: (severity: String, optIn: Bool)] = [:]
    for line in rows.split(separator: "\n").dropFirst(2) {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let quoted = cells.first?.split(separator: "`", omittingEmptySubsequences: false) ?? []
      let id = quoted.count > 2 ? String(quoted[1]) : ""
      #expect(
        cells.first?.hasPrefix("[`\(id)`](Sources/bundlelint/bundlelint.docc/Rules/\(id).md)")
          == true, "README: '\(id)' does not link to its page")
      #expect(listed[id] == nil, "README lists '\(id)' twice")
      listed[id] = (cells.count > 1 ? cells[1] : "", cells.first?.hasSuffix("(opt-in)") == true)
    }
    let rules = RuleCatalog.builtin.rules
    #expect(
      Set(listed.keys) == Set(rules.map(\.id)),
      "README's rule table differs from Rules/; run 'swift run generate-rules'")
    for rule in rules {
      #expect(listed[rule.id]?.severity == rule.severity.rawValue, "README: '\(rule.id)' severity")
      #expect(listed[rule.id]?.optIn == rule.isOptIn, "README: '\(rule.id)' opt-in mark")
    }
  }

  /// The Texts table gives each text's placeholders as the validation knows them.
  @Test func everyTextsPlaceholdersAreDocumented() throws {
    let text = try String(contentsOfFile: Self.format, encoding: .utf8)
    for name in RuleText.allCases {
      let row = try #require(
        text.split(separator: "\n").first { $0.hasPrefix("| `\(name.name)` |") })
      let cell = row.split(separator: "|", omittingEmptySubsequences: false)[2]
      let documented = Set(MessageTemplate.placeholders(in: String(cell)))
      #expect(documented == name.placeholders, "Rules/README.md, text \(name.name)")
    }
  }
}
