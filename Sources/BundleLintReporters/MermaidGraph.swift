import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `describe --format mermaid`: a `BundleGraph` as a Mermaid flowchart, which GitHub draws in a
/// ```` ```mermaid ```` block of Markdown.
///
/// The same picture as `GraphvizGraph`: a node per module, shaped by its kind; a `subgraph` per
/// package and project; an edge per pair of modules; findings in their colour (`classDef`,
/// `linkStyle`), a module `--focus` named filled.
package enum MermaidGraph {
  /// The flowchart's text, with a trailing line break.
  package static func render(_ graph: BundleGraph) -> String {
    var lines: [String] = []
    if let caption = graph.caption {
      lines += ["---", "title: \(yamlQuoted(caption))", "---"]
    }
    lines.append("flowchart LR")
    let byCluster = Dictionary(grouping: graph.nodes.indices) { graph.nodes[$0].cluster ?? -1 }
    for node in byCluster[-1] ?? [] { lines.append("  " + statement(node, in: graph)) }
    for (index, cluster) in graph.clusters.enumerated() {
      lines.append("  subgraph c\(index)[\(quoted(cluster.label))]")
      for node in byCluster[index] ?? [] { lines.append("    " + statement(node, in: graph)) }
      lines.append("  end")
    }
    var linkStyles: [String] = []
    for (number, edge) in graph.edges.enumerated() {
      let arrow = edge.relations == [.looksUp] ? "-.->" : "-->"
      lines.append(
        "  n\(edge.from) \(arrow)|\(quoted(graph.label(of: edge)))| n\(edge.to)")
      if let severity = edge.crossing {
        let colour = BundleGraph.colour(of: severity)
        linkStyles.append(
          "  linkStyle \(number) stroke:\(colour),stroke-width:3px,color:\(colour)")
      }
    }
    lines += linkStyles
    var classes: [(name: String, style: String, nodes: [Int])] = []
    for severity in Severity.allCases.reversed() {
      let members = graph.nodes.indices.filter { graph.nodes[$0].worstSeverity == severity }
      let colour = BundleGraph.colour(of: severity)
      classes.append((severity.rawValue, "stroke:\(colour),stroke-width:3px", members))
    }
    classes.append(
      ("focus", "fill:#c8f0c8", graph.nodes.indices.filter { graph.nodes[$0].isFocused }))
    classes.append(
      (
        "notRead", "stroke-dasharray:4 3",
        graph.nodes.indices.filter { graph.nodes[$0].kind == .externalProduct }
      ))
    for entry in classes where !entry.nodes.isEmpty {
      lines.append("  classDef \(entry.name) \(entry.style)")
      lines.append("  class \(entry.nodes.map { "n\($0)" }.joined(separator: ",")) \(entry.name)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The statement that declares node `index`: its id, its shape's brackets around its label.
  static func statement(_ index: Int, in graph: BundleGraph) -> String {
    let node = graph.nodes[index]
    let label = "\"" + graph.labelLines(of: node).map(escaped).joined(separator: "<br/>") + "\""
    let (open, close) = brackets(of: node.kind)
    return "n\(index)\(open)\(label)\(close)"
  }

  /// The brackets of the Mermaid shape of a kind of module.
  static func brackets(of kind: BundleGraph.Kind) -> (String, String) {
    switch kind {
    case .app: ("{{", "}}")
    case .appExtension: ("[/", "/]")
    case .framework: ("[[", "]]")
    case .staticLibrary: ("[", "]")
    case .resourceBundle: (">", "]")
    case .packageWithResources: ("[(", ")]")
    case .packageWithoutResources: ("(", ")")
    case .executable: ("[\\", "\\]")
    case .pod: ("[/", "\\]")
    case .externalProduct: ("([", "])")
    case .other: ("[\\", "/]")
    }
  }

  /// `text` in double quotes, as a label.
  static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

  /// `text` for the inside of a quoted Mermaid label: the characters Mermaid or HTML would read
  /// as markup written as entity codes (`#quot;`), line breaks made spaces.
  static func escaped(_ text: String) -> String {
    GraphLabelText.escaped(
      text, ["\"": "#quot;", "#": "#35;", "<": "#lt;", ">": "#gt;", "&": "#amp;"])
  }

  /// `text` as a double-quoted YAML scalar (the front matter's title).
  static func yamlQuoted(_ text: String) -> String {
    "\"" + GraphLabelText.escaped(text, GraphLabelText.backslashesAndQuotes) + "\""
  }
}
