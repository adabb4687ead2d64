import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `describe --format dot`: a `BundleGraph` as a Graphviz graph, for `dot -Tsvg`.
///
/// A node per module, shaped by its kind; a `cluster_` subgraph per package and project; an
/// edge per pair of modules, labelled with its relations. Modules and edges with findings are
/// drawn in the colour of their most serious one, a module `--focus` named filled.
package enum GraphvizGraph {
  /// The graph's text, with a trailing line break.
  package static func render(_ graph: BundleGraph) -> String {
    var lines = [
      "digraph bundles {",
      "  graph [rankdir=LR, newrank=true, fontname=\"Helvetica\", fontsize=11, nodesep=0.3, ranksep=0.6];",
      "  node [fontname=\"Helvetica\", fontsize=10, margin=\"0.12,0.06\"];",
      "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#555555\", fontcolor=\"#555555\"];",
    ]
    if let caption = graph.caption {
      lines.append("  label=\(quoted(caption));")
      lines.append("  labelloc=b;")
    }
    let byCluster = Dictionary(grouping: graph.nodes.indices) { graph.nodes[$0].cluster ?? -1 }
    for node in byCluster[-1] ?? [] { lines.append("  " + statement(node, in: graph)) }
    for (index, cluster) in graph.clusters.enumerated() {
      lines.append("  subgraph cluster_\(index) {")
      lines.append("    label=\(quoted(cluster.label)); labelloc=t;")
      lines.append(
        cluster.kind == .packagesNotRead
          ? "    style=\"rounded,dashed\"; color=\"#999999\";"
          : "    style=rounded; color=\"#999999\";")
      for node in byCluster[index] ?? [] { lines.append("    " + statement(node, in: graph)) }
      lines.append("  }")
    }
    for edge in graph.edges {
      var attributes = ["label=\(quoted(graph.label(of: edge)))"]
      if edge.relations == [.looksUp] { attributes.append("style=dashed") }
      if let severity = edge.crossing {
        let colour = quoted(BundleGraph.colour(of: severity))
        attributes += ["color=\(colour)", "fontcolor=\(colour)", "penwidth=2.5"]
      }
      lines.append("  n\(edge.from) -> n\(edge.to) [\(attributes.joined(separator: ", "))];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The statement that declares node `index`.
  static func statement(_ index: Int, in graph: BundleGraph) -> String {
    let node = graph.nodes[index]
    let label = graph.labelLines(of: node).map(escaped).joined(separator: "\\n")
    var attributes = ["label=\"\(label)\"", "shape=\(shape(of: node.kind))"]
    var styles: [String] = []
    if node.kind == .externalProduct { styles.append("dashed") }
    if node.kind == .packageWithoutResources { styles.append("rounded") }
    if node.isFocused {
      styles.append("filled")
      attributes.append("fillcolor=\"#c8f0c8\"")
    }
    if !styles.isEmpty { attributes.append("style=\(quoted(styles.joined(separator: ",")))") }
    if let severity = node.worstSeverity {
      attributes += ["color=\(quoted(BundleGraph.colour(of: severity)))", "penwidth=2.5"]
    }
    return "n\(index) [\(attributes.joined(separator: ", "))];"
  }

  /// The Graphviz shape of a kind of module.
  static func shape(of kind: BundleGraph.Kind) -> String {
    switch kind {
    case .app: "house"
    case .appExtension: "component"
    case .framework: "box3d"
    case .staticLibrary: "box"
    case .resourceBundle: "cylinder"
    case .packageWithResources: "folder"
    case .packageWithoutResources: "box"
    case .executable: "invhouse"
    case .pod: "tab"
    case .externalProduct: "box"
    case .other: "octagon"
    }
  }

  /// `text` as a double-quoted Graphviz string.
  static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

  /// `text` for the inside of a double-quoted Graphviz string: backslashes and quotes escaped,
  /// line breaks made spaces.
  static func escaped(_ text: String) -> String {
    GraphLabelText.escaped(text, GraphLabelText.backslashesAndQuotes)
  }
}
