import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The formats `bundlelint describe --format` writes: everything as JSON, or the picture of
/// the modules as a graph.
package enum DescribeFormat: String, CaseIterable, Sendable {
  case json, dot, mermaid

  /// One line for `--help`.
  package var help: String {
    switch self {
    case .json: "describe: what each module owns, as JSON (default)"
    case .dot: "describe: a Graphviz graph of the modules and who runs whom"
    case .mermaid: "describe: the same graph as a Mermaid flowchart (GitHub)"
    }
  }

  /// Whether the format draws the graph (`--findings` and `--focus` apply).
  package var drawsGraph: Bool { self != .json }

  /// The text of `graph` in this format; nil for JSON, which `DescribeReport` writes.
  package func render(_ graph: BundleGraph) -> String? {
    switch self {
    case .json: nil
    case .dot: GraphvizGraph.render(graph)
    case .mermaid: MermaidGraph.render(graph)
    }
  }
}
