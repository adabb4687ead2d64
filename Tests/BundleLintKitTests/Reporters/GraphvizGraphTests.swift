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

@Suite struct GraphvizGraphTests {
  @Test func aModuleOfEachKindIsAStatementWithItsShape() {
    let text = GraphvizGraph.render(GraphDrawingFixture.graph())
    #expect(text.hasPrefix("digraph bundles {\n"))
    #expect(text.hasSuffix("}\n"))
    #expect(
      text.contains(
        ##"n1 [label="M1\napp extension\nextension-lookup-misses: 2 errors\nresource-in-other-module: 1 warning", shape=component, color="#d62728", penwidth=2.5];"##
      ))
    #expect(
      text.contains(
        ##"n3 [label="M3\nframework\nmissing-localization: 4 notes", shape=box3d, fillcolor="#c8f0c8", style="filled", color="#1f77b4", penwidth=2.5];"##
      ))
    #expect(
      text.contains(##"n9 [label="M9\npackage product", shape=box, style="dashed"];"##))
    #expect(text.contains(##"label="packages not read"; labelloc=t;"##))
    #expect(text.contains("  label=\"7 findings in the modules drawn; 2 in files of no module"))
  }

  @Test func quotesBackslashesAndLineBreaksAreEscaped() {
    let text = GraphvizGraph.render(GraphDrawingFixture.graph())
    #expect(
      text.contains(
        ##"n0 [label="Kit \"β\" <b> #1; & \\ é next\napp\nLocalizable: 2 languages\nAssets: 3 images, 1 color", shape=house"##
      ))
    #expect(text.contains(##"n0 -> n6 [label="links product Kit \"UI\""];"##))
    #expect(GraphvizGraph.escaped("a\\\"b\r\nc") == ##"a\\\"b c"##)
  }

  @Test func anEdgeAFindingCrossesIsDrawnInItsColour() {
    let text = GraphvizGraph.render(GraphDrawingFixture.graph())
    #expect(
      text.contains(
        ##"n0 -> n1 [label="embeds, 2 findings", color="#d62728", fontcolor="#d62728", penwidth=2.5];"##
      ))
    #expect(
      text.contains(
        ##"n1 -> n5 [label="looks up in, 1 finding", style=dashed, color="#e67e00", fontcolor="#e67e00", penwidth=2.5];"##
      ))
    #expect(text.contains(##"n6 -> n7 [label="depends on"];"##))
  }

  @Test func everyKindHasItsOwnLookOfShapeAndStyle() {
    var graph = BundleGraph()
    graph.nodes = BundleGraph.Kind.allCases.map { BundleGraph.Node(name: "M", kind: $0) }
    let looks = graph.nodes.indices.map {
      GraphvizGraph.statement($0, in: graph).split(separator: ",").dropFirst().joined()
    }
    #expect(Set(looks).count == BundleGraph.Kind.allCases.count)
  }

  @Test(
    .enabled(
      if: GraphTools.dot != nil,
      "Graphviz's 'dot' is not on PATH; Tests/Tools/graph-tools.sh installs it"))
  func graphvizLaysOutEveryKindAndEveryEscapeWithoutAWarning() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-graph-\(UUID().uuidString).dot")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(GraphvizGraph.render(GraphDrawingFixture.graph()).utf8).write(to: file)
    let result = try GraphTools.renderWithDot(file)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "dot says: \(result.stderr)")
    #expect(result.stdout.contains("Kit &quot;β&quot; &lt;b&gt; #1; &amp; \\ é next"))
  }
}
