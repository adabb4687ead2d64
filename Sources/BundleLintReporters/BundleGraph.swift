import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The picture `describe --format dot|mermaid` draws: one node per module (a SwiftPM target, an
/// Xcode target, a pod, a package product of a package not read), the edges that say who embeds,
/// links and depends on whom, and a cluster per package and per project.
///
/// Made by `BundleGraph.build` from what the project readers found, a pure function; drawn by
/// `GraphvizGraph` and `MermaidGraph`. Nodes, edges and clusters are sorted, so the drawing of
/// the same folders is the same text.
package struct BundleGraph: Hashable, Sendable {
  /// A package, a project, the pods, or the packages not read: a box around their modules.
  package struct Cluster: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
      case package, project, pods, packagesNotRead
    }

    package var kind: Kind
    /// Its name: the package's, the project file's (`Shop.xcodeproj`), `CocoaPods`, or
    /// `packages not read`.
    package var name: String
    /// Where it is, relative to the folder the tool runs in when below it; empty for the
    /// packages not read.
    package var path: String

    /// The cluster's title.
    package var label: String {
      switch kind {
      case .package: path == "." || path.isEmpty ? "package \(name)" : "package \(name) (\(path))"
      case .project: path
      case .pods: "CocoaPods"
      case .packagesNotRead: "packages not read"
      }
    }
  }

  /// How many findings of one rule and severity a module has.
  package struct FindingCount: Hashable, Sendable, Comparable {
    package var ruleID: String
    package var severity: Severity
    package var count: Int

    /// Errors first, then by rule id.
    package static func < (lhs: Self, rhs: Self) -> Bool {
      (rhs.severity, lhs.ruleID) < (lhs.severity, rhs.ruleID)
    }
  }

  /// One module.
  package struct Node: Hashable, Sendable {
    package var name: String
    package var kind: Kind
    /// Index into `clusters`, nil for none.
    package var cluster: Int?
    /// Its resources in short, one line each: `Localizable: 31 languages`,
    /// `Assets: 120 images, 3 colors`.
    package var resources: [String] = []
    /// With findings: how many it has, by rule and severity (errors first).
    package var findings: [FindingCount] = []
    /// Whether `--focus` named it (drawn filled).
    package var isFocused = false

    /// The most serious of its findings; nil without any.
    package var worstSeverity: Severity? { findings.map(\.severity).max() }
  }

  /// Why one module points at another.
  package enum Relation: Hashable, Sendable, Comparable {
    /// A copy-files phase of the source puts the target's product in the source's bundle.
    case embeds
    /// The source's Frameworks phase links the target's product.
    case links
    /// The source (an Xcode target) links a package product the target belongs to; the
    /// product's name.
    case linksProduct(String)
    /// The source, a SwiftPM target, depends on the target (in its package, or through a
    /// product of another package).
    case dependsOn
    /// No other edge joins them, and a finding's lookup in the source names a resource of the
    /// target.
    case looksUp

    /// How an edge label says it; a product named like its target is not named again.
    func label(targetName: String) -> String {
      switch self {
      case .embeds: "embeds"
      case .links: "links"
      case .linksProduct(let product) where product == targetName: "links product"
      case .linksProduct(let product): "links product \(product)"
      case .dependsOn: "depends on"
      case .looksUp: "looks up in"
      }
    }

    /// Whether the target's code runs in the source's process through this relation
    /// (embedding alone runs nothing).
    var runsTarget: Bool {
      switch self {
      case .links, .linksProduct, .dependsOn: true
      case .embeds, .looksUp: false
      }
    }
  }

  /// One arrow, from the module that embeds, links or depends to the one it names.
  package struct Edge: Hashable, Sendable {
    package var from: Int
    package var to: Int
    /// Every relation between the two, sorted: one arrow says them all.
    package var relations: [Relation]
    /// With findings: the most serious finding whose lookup crosses bundles along this edge.
    package var crossing: Severity?
    /// How many findings cross along it.
    package var crossingCount = 0
  }

  package var nodes: [Node] = []
  package var edges: [Edge] = []
  package var clusters: [Cluster] = []
  /// Whether findings were counted (`--findings`).
  package var showsFindings = false
  /// Links and dependencies left out because a longer path says them too
  /// (`leaveOutImpliedEdges`).
  package var impliedEdges = 0
  /// The links and dependencies left out, each with its relations: `focused(on:)` draws a
  /// module's direct neighbours, whatever a longer path through modules it leaves out says.
  var leftOut: [Edge] = []
  /// With findings: those in a file of no module drawn (a test target's, a file no target
  /// compiles, a manifest's about a target not drawn).
  package var findingsOutsideModules = 0

  package init() {}

  /// The label of `edge`: its relations, and how many findings cross along it.
  package func label(of edge: Edge) -> String {
    var text = edge.relations.map { $0.label(targetName: nodes[edge.to].name) }
      .joined(separator: ", ")
    if edge.crossingCount > 0 {
      text += edge.crossingCount == 1 ? ", 1 finding" : ", \(edge.crossingCount) findings"
    }
    return text
  }

  /// The lines of `node`'s label: its name, its kind, its resources, its findings.
  package func labelLines(of node: Node) -> [String] {
    var lines = [node.name, node.kind.label] + node.resources
    // One line a rule, in the order of its most serious count: `rule: 2 errors, 1 warning`.
    var rules: [String] = []
    var counts: [String: [String]] = [:]
    for count in node.findings {
      if counts[count.ruleID] == nil { rules.append(count.ruleID) }
      let noun = count.count == 1 ? count.severity.rawValue : count.severity.rawValue + "s"
      counts[count.ruleID, default: []].append("\(count.count) \(noun)")
    }
    for rule in rules { lines.append(rule + ": " + counts[rule]!.joined(separator: ", ")) }
    return lines
  }

  /// The most modules a picture holds before `summary` suggests `--focus`: about what Graphviz
  /// lays out in a few seconds, and a person still reads.
  package static let legibleModules = 150

  /// What was drawn, for standard error: `drew 12 modules in 4 clusters, 14 edges`, and, for a
  /// picture too large to read, how to draw a part of it.
  package var summary: String {
    let modules = nodes.count == 1 ? "1 module" : "\(nodes.count) modules"
    let groups = clusters.count == 1 ? "1 cluster" : "\(clusters.count) clusters"
    let arrows = edges.count == 1 ? "1 edge" : "\(edges.count) edges"
    var text = "drew \(modules) in \(groups), \(arrows)"
    if impliedEdges > 0 {
      text += " (and left out \(impliedEdges) links or dependencies a longer path implies)"
    }
    if nodes.count > Self.legibleModules {
      text += "; to draw one module and its neighbours, pass '--focus MODULE'"
    }
    return text
  }

  /// The colour of a finding of `severity`, in both drawings.
  package static func colour(of severity: Severity) -> String {
    switch severity {
    case .error: "#d62728"
    case .warning: "#e67e00"
    case .note: "#1f77b4"
    }
  }

  /// The line under the picture: what was counted, and what was left out.
  package var caption: String? {
    guard showsFindings else { return nil }
    let total = nodes.flatMap(\.findings).map(\.count).reduce(0, +)
    var text =
      total == 1 ? "1 finding in the modules drawn" : "\(total) findings in the modules drawn"
    if findingsOutsideModules > 0 {
      text +=
        "; \(findingsOutsideModules) in files of no module drawn (a test's, a file no target compiles)"
    }
    return text
  }
}
