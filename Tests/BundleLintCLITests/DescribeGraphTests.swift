import BundleLintTestSupport
import Foundation
import Testing

/// `describe --format dot|mermaid` on `Tests/Fixtures/Graph`: an app `Shop` that embeds the
/// share extension `ShareTo` and the framework `DesignKit` (both link it) and links product
/// `Catalog` of the local package `Packages/Catalog`, whose target `Catalog` depends on two
/// targets of its package and on product `Networking` of the local package beside it. With
/// `--findings`: the extension reads the app's table, the framework reads the main bundle, and
/// `Catalog` reads the main bundle and names an image of `DesignSystem`.
@Suite struct DescribeGraphTests {
  /// The drawings stored as golden files, by the arguments that make them in a copy of the
  /// fixture.
  static let drawings: [(arguments: [String], golden: String)] = [
    (["--format", "dot"], "graph.dot"),
    (["--format", "mermaid"], "graph.mmd"),
    (["--findings", "--format", "dot"], "graph-findings.dot"),
    (["--findings", "--format", "mermaid"], "graph-findings.mmd"),
    (["--findings", "--focus", "Catalog", "--format", "dot"], "graph-focus.dot"),
  ]

  /// `BUNDLELINT_RECORD=1 swift test --filter DescribeGraphTests` rewrites them.
  @Test(arguments: drawings)
  func theDrawingsOfTheFixtureAreTheGoldenFiles(arguments: [String], golden: String) throws {
    let copy = try TemporaryPackage(copying: "Graph")
    let result = try BinaryRunner.run(["describe"] + arguments + ["."], in: copy.root)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("bundlelint: drew "), "stderr: \(result.stderr)")
    #expect(try GoldenFile.mismatch(result.stdout, golden) == nil)
  }

  static let dotGoldens = drawings.map(\.golden).filter { $0.hasSuffix(".dot") }
  static let mermaidGoldens = drawings.map(\.golden).filter { $0.hasSuffix(".mmd") }

  @Test(
    .enabled(
      if: GraphTools.dot != nil,
      "Graphviz's 'dot' is not on PATH; Tests/Tools/graph-tools.sh installs it"),
    arguments: dotGoldens)
  func graphvizRendersEachGoldenToSVGWithoutAWarning(golden: String) throws {
    let result = try GraphTools.renderWithDot(GoldenFile.url(golden))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "dot says: \(result.stderr)")
    #expect(result.stdout.contains("<svg"))
    // Each module is drawn: its name is a text of the picture.
    #expect(result.stdout.contains(">Catalog</text>"))
  }

  @Test(arguments: mermaidGoldens)
  func eachMermaidGoldenIsAWellFormedFlowchart(golden: String) throws {
    let text = try #require(GoldenFile.contents(golden))
    #expect(MermaidSyntax.problems(in: text) == [])
  }

  @Test(
    .enabled(
      if: GraphTools.canParseMermaid,
      "Node or Mermaid's parser (PyPI mermaid-parser-py) is missing; Tests/Tools/graph-tools.sh installs them"
    ))
  func mermaidsOwnParserReadsEachGolden() throws {
    let result = try GraphTools.parseMermaid(Self.mermaidGoldens.map(GoldenFile.url))
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").count == Self.mermaidGoldens.count)
  }

  @Test func theGraphGoesToTheFileThatOutputNames() throws {
    let copy = try TemporaryPackage(copying: "Graph")
    let result = try BinaryRunner.run(
      ["describe", "--format", "mermaid", "-o", "bundles.mmd", "."], in: copy.root)
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(try copy.read("bundles.mmd").hasPrefix("flowchart LR\n"))
  }

  @Test func quietLeavesOutTheSummary() throws {
    let copy = try TemporaryPackage(copying: "Graph")
    let result = try BinaryRunner.run(["describe", "--format", "dot", "-q", "."], in: copy.root)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("digraph bundles {"))
  }

  @Test(arguments: [
    (
      ["describe", "--format", "dot", "--focus", "Catalg", "."],
      "no module 'Catalg' in the folders read; did you mean 'Catalog'?"
    ),
    (
      ["describe", "--findings", "."],
      "'--findings' draws the graph; add '--format dot' or '--format mermaid'"
    ),
    (
      ["describe", "--focus", "Shop", "."],
      "'--focus' draws the graph; add '--format dot' or '--format mermaid'"
    ),
    (
      ["describe", "--format", "sarif", "."],
      "option '--format' does not take 'sarif'; expected json, dot, mermaid for 'describe'"
    ),
    (
      ["describe", "--format", "dot", "--format", "mermaid", "."],
      "'bundlelint describe' writes one format"
    ),
    (["--format", "dot", "."], "'--format dot' is an option of 'bundlelint describe'"),
    (["--findings", "."], "'--findings' is an option of 'bundlelint describe'"),
    (["describe", "--format", "svg", "."], "option '--format' does not take 'svg'"),
  ])
  func aGraphAskedForWrongIsAUsageError(arguments: [String], message: String) throws {
    let copy = try TemporaryPackage(copying: "Graph")
    let result = try BinaryRunner.run(arguments, in: copy.root)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  /// The picture of the catalog's Xcode projects article is the fixture's drawing with
  /// findings, as GitHub draws it.
  @Test func theDocumentationShowsTheGoldenMermaidPicture() throws {
    let article = try String(
      contentsOf: PackageRoot.url("Sources/bundlelint/bundlelint.docc/XcodeProjects.md"),
      encoding: .utf8)
    let golden = try #require(GoldenFile.contents("graph-findings.mmd"))
    let shown = article.contains("```mermaid\n" + golden + "```\n")
    #expect(
      shown, "XcodeProjects.md's Mermaid block is not Golden/graph-findings.mmd; copy it over")
  }
}
