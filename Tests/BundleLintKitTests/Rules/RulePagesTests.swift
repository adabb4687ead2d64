import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The documentation catalog's rule pages, which `swift run generate-rules` writes from
/// `Rules/*.json`, say what `bundlelint explain RULE` says: every section of `explain` is on the
/// rule's page, word for word once the Markdown is read as text.
@Suite struct RulePagesTests {
  static let folder = RepositoryPaths.root + "/Sources/bundlelint/bundlelint.docc/Rules"

  /// `explain`'s sections: the heading line and its body, unindented.
  static func sections(of explanation: String) -> [(heading: String, body: String)] {
    var sections: [(heading: String, body: String)] = []
    for line in explanation.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2) {
      if let first = line.first, first != " " {
        sections.append((String(line), ""))
      } else if !sections.isEmpty {
        sections[sections.count - 1].body += String(line.dropFirst(2)) + "\n"
      }
    }
    return sections.map { ($0.heading, $0.body.trimmingCharacters(in: .newlines)) }
  }

  /// A page's text as a reader sees it: no backslash escapes, no code fences, no blank lines, no
  /// indentation.
  static func plain(_ markdown: String) -> String {
    // The generator escapes these characters of plain text (a backslash before anything else
    // is the text's own).
    let escapable: Set<Character> = ["*", "_", "`", "<", "[", "]", "\\"]
    var out = ""
    var characters = markdown.makeIterator()
    while let character = characters.next() {
      guard character == "\\", let next = characters.next() else {
        out.append(character)
        continue
      }
      if !escapable.contains(next) { out.append(character) }
      out.append(next)
    }
    return out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.hasPrefix("```") && !$0.isEmpty }
      .joined(separator: "\n")
  }

  static func page(_ id: String) throws -> String {
    try String(contentsOfFile: folder + "/\(id).md", encoding: .utf8)
  }

  @Test(arguments: RuleCatalog.builtin.rules.map(\.id))
  func pageSaysWhatExplainSays(id: String) throws {
    let rule = try #require(RuleCatalog.builtin.rules.first { $0.id == id })
    let page = try Self.page(id)
    #expect(page.hasPrefix("# \(id)\n\n"))
    let text = Self.plain(page)
    #expect(text.contains(rule.summary), "\(id): summary")
    let sections = Self.sections(of: RuleDocumentation.explain(rule))
    #expect(sections.map(\.heading).prefix(2) == ["What it does", "Why it is a bug at run time"])
    for (heading, body) in sections where heading != "More" {
      #expect(page.contains("\n## \(heading)\n"), "\(id): no section '\(heading)'")
      let lines = body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      let expected = lines.filter { !$0.isEmpty }.joined(separator: "\n")
      #expect(text.contains(expected), "\(id), \(heading): the page differs from explain")
    }
  }

  /// The index lists every rule's page, and no page is left of a rule that is gone.
  @Test func indexLinksEveryPage() throws {
    let index = try Self.page("Rules")
    let ids = Set(RuleCatalog.builtin.rules.map(\.id))
    for id in ids { #expect(index.contains("- <doc:\(id)>\n"), "\(id)") }
    let pages = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
      .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
    #expect(Set(pages) == ids.union(["Rules"]))
  }
}
