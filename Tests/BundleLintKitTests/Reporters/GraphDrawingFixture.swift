@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A graph made by hand for the drawings' tests: a module of every kind, named with every
/// character a drawing must escape, in a cluster and outside, with findings and edges of every
/// relation, one crossed by a finding.
enum GraphDrawingFixture {
  static let hostileName = "Kit \"β\" <b> #1; & \\ é\nnext"

  static func graph() -> BundleGraph {
    var graph = BundleGraph()
    graph.clusters = [
      BundleGraph.Cluster(kind: .package, name: hostileName, path: "Packages/\"Kit\" #2"),
      BundleGraph.Cluster(kind: .packagesNotRead, name: "packages not read", path: ""),
    ]
    graph.nodes = BundleGraph.Kind.allCases.enumerated().map { index, kind in
      BundleGraph.Node(
        name: index == 0 ? hostileName : "M\(index)", kind: kind,
        cluster: kind == .externalProduct ? 1 : index % 2 == 0 ? 0 : nil,
        resources: index == 0 ? ["Localizable: 2 languages", "Assets: 3 images, 1 color"] : [])
    }
    graph.nodes[1].findings = [
      BundleGraph.FindingCount(ruleID: "extension-lookup-misses", severity: .error, count: 2),
      BundleGraph.FindingCount(ruleID: "resource-in-other-module", severity: .warning, count: 1),
    ]
    graph.nodes[3].findings = [
      BundleGraph.FindingCount(ruleID: "missing-localization", severity: .note, count: 4)
    ]
    graph.nodes[3].isFocused = true
    graph.edges = [
      BundleGraph.Edge(from: 0, to: 1, relations: [.embeds], crossing: .error, crossingCount: 2),
      BundleGraph.Edge(from: 0, to: 3, relations: [.embeds, .links]),
      BundleGraph.Edge(from: 0, to: 6, relations: [.linksProduct("Kit \"UI\"")]),
      BundleGraph.Edge(from: 6, to: 7, relations: [.dependsOn]),
      BundleGraph.Edge(
        from: 1, to: 5, relations: [.looksUp], crossing: .warning, crossingCount: 1),
      BundleGraph.Edge(from: 7, to: 9, relations: [.dependsOn]),
    ]
    graph.showsFindings = true
    graph.findingsOutsideModules = 2
    return graph
  }
}
