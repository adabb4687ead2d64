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

@Suite struct MermaidGraphTests {
  @Test func theFlowchartHasATitleSubgraphsShapesAndStyles() {
    let text = MermaidGraph.render(GraphDrawingFixture.graph())
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(4)) == [
        "---",
        #"title: "7 findings in the modules drawn; 2 in files of no module drawn (a test's, a file no target compiles)""#,
        "---", "flowchart LR",
      ])
    #expect(
      lines.contains(
        #"  n1[/"M1<br/>app extension<br/>extension-lookup-misses: 2 errors<br/>resource-in-other-module: 1 warning"/]"#
      ))
    #expect(lines.contains(#"  subgraph c1["packages not read"]"#))
    #expect(lines.contains(#"    n9(["M9<br/>package product"])"#))
    #expect(lines.contains(#"  n0 -->|"embeds, 2 findings"| n1"#))
    #expect(lines.contains(#"  n1 -.->|"looks up in, 1 finding"| n5"#))
    // The link styles count the edges as written: the first and the fifth are crossed.
    #expect(
      lines.filter { $0.hasPrefix("  linkStyle") } == [
        "  linkStyle 0 stroke:#d62728,stroke-width:3px,color:#d62728",
        "  linkStyle 4 stroke:#e67e00,stroke-width:3px,color:#e67e00",
      ])
    #expect(lines.contains("  class n1 error"))
    #expect(lines.contains("  class n3 note"))
    #expect(lines.contains("  class n3 focus"))
    #expect(lines.contains("  class n9 notRead"))
    #expect(!lines.contains { $0.hasPrefix("  class") && $0.hasSuffix(" warning") })
  }

  @Test func whatMermaidReadsAsMarkupIsWrittenAsEntityCodes() {
    let text = MermaidGraph.render(GraphDrawingFixture.graph())
    #expect(
      text.contains(
        #"n0{{"Kit #quot;β#quot; #lt;b#gt; #35;1; #amp; \ é next<br/>app<br/>"#))
    #expect(
      text.contains(
        #"subgraph c0["package Kit #quot;β#quot; #lt;b#gt; #35;1; #amp; \ é next (Packages/#quot;Kit#quot; #35;2)"]"#
      ))
    #expect(MermaidGraph.yamlQuoted(#"a "b" \c"#) == #""a \"b\" \\c""#)
  }

  @Test func everyKindHasItsOwnShape() {
    let shapes = BundleGraph.Kind.allCases.map { MermaidGraph.brackets(of: $0) }
    #expect(Set(shapes.map { $0.0 + $0.1 }).count == shapes.count)
  }

  @Test func theDrawingOfEveryKindAndEveryEscapeIsAWellFormedFlowchart() {
    let text = MermaidGraph.render(GraphDrawingFixture.graph())
    #expect(MermaidSyntax.problems(in: text) == [])
    #expect(MermaidSyntax.problems(in: MermaidGraph.render(BundleGraph())) == [])
  }

  @Test(
    .enabled(
      if: GraphTools.canParseMermaid,
      "Node or Mermaid's parser (PyPI mermaid-parser-py) is missing; Tests/Tools/graph-tools.sh installs them"
    ))
  func mermaidsOwnParserReadsEveryKindAndEveryEscape() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-graph-\(UUID().uuidString).mmd")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(MermaidGraph.render(GraphDrawingFixture.graph()).utf8).write(to: file)
    let result = try GraphTools.parseMermaid([file])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  /// The structural check fails where Mermaid would: each text breaks one rule.
  @Test(arguments: [
    ("flowchart LR\n  n0[\"a\"]\n", "line 1: no 'flowchart' header", "graph LR\n  n0[\"a\"]\n"),
    (
      "subgraph not ended", "1 subgraph(s) not ended",
      "flowchart LR\n  subgraph c0[\"x\"]\n    n0[\"a\"]\n"
    ),
    ("end without subgraph", "'end' without a subgraph", "flowchart LR\n  end\n"),
    (
      "raw quote", "a raw '\"' in the label",
      "flowchart LR\n  n0[\"a\"]\n  n1[\"b\"]\n  n0 -->|\"a\"b\"| n1\n"
    ),
    ("raw markup", "a raw '<' in the label", "flowchart LR\n  n0[\"a<b\"]\n"),
    ("bare hash", "a '#' that starts no entity code", "flowchart LR\n  n0[\"a #1\"]\n"),
    (
      "unknown arrow", "an edge without a known arrow",
      "flowchart LR\n  n0[\"a\"]\n  n1[\"b\"]\n  n0 --x|\"l\"| n1\n"
    ),
    (
      "undeclared node", "node 'n1' is used but never declared",
      "flowchart LR\n  n0[\"a\"]\n  n0 -->|\"l\"| n1\n"
    ),
    (
      "linkStyle past the edges", "linkStyle 1 names no edge",
      "flowchart LR\n  n0[\"a\"]\n  n1[\"b\"]\n  n0 -->|\"l\"| n1\n  linkStyle 1 stroke:#000\n"
    ),
    (
      "class not defined", "class 'hot' is not defined",
      "flowchart LR\n  n0[\"a\"]\n  class n0 hot\n"
    ),
    ("reserved id", "no node id", "flowchart LR\n  end[\"a\"]\n"),
    ("unknown shape", "a malformed node", "flowchart LR\n  n0<\"a\">\n"),
    ("no final line break", "no final line break", "flowchart LR\n  n0[\"a\"]"),
    (
      "title unquoted", "the title is not a double-quoted string",
      "---\ntitle: a\n---\nflowchart LR\n"
    ),
  ])
  func theStructuralCheckFindsWhatMermaidRejects(name: String, problem: String, text: String) {
    let problems = MermaidSyntax.problems(in: text)
    #expect(problems.contains { $0.contains(problem) }, "\(name): \(problems)")
  }
}
