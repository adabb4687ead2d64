import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension BundleGraph {
  /// Why `focused(on:)` cannot draw what was asked.
  package enum FocusError: Error, Equatable, Sendable {
    /// No module has the name, with the nearest name when one is near.
    case unknownModule(String, suggestion: String?)

    package var message: String {
      switch self {
      case .unknownModule(let name, let suggestion):
        "no module '\(name)' in the folders read"
          + (suggestion.map { "; did you mean '\($0)'?" }
            ?? "; run 'bundlelint describe' for the modules")
      }
    }
  }

  /// The graph of the modules named `names` and their neighbours only: the modules they
  /// embed, link or depend on directly, and those that embed, link or depend on them directly
  /// (also where the whole graph left the arrow out for a longer path), with the edges that
  /// touch a named module. A name names every module of that name (an app's framework and a
  /// package target may share one).
  package func focused(on names: [String]) throws(FocusError) -> BundleGraph {
    var focus: Set<Int> = []
    for name in names {
      let matches = nodes.indices.filter { nodes[$0].name == name }
      guard !matches.isEmpty else {
        let suggestion = NameSuggestion.closest(to: name, in: Set(nodes.map(\.name)))
        throw .unknownModule(name, suggestion: suggestion)
      }
      focus.formUnion(matches)
    }
    // Every relation of a named module, those a longer path implied too; merged by pair.
    var byPair: [Pair: Edge] = [:]
    for edge in edges + leftOut where focus.contains(edge.from) || focus.contains(edge.to) {
      let pair = Pair(from: edge.from, to: edge.to)
      if var known = byPair[pair] {
        known.relations = Array(Set(known.relations + edge.relations)).sorted()
        byPair[pair] = known
      } else {
        byPair[pair] = edge
      }
    }
    let kept = byPair.keys.sorted().map { byPair[$0]! }
    let drawn = focus.union(kept.flatMap { [$0.from, $0.to] }).sorted()
    let clusterIndices = Set(drawn.compactMap { nodes[$0].cluster }).sorted()
    let newCluster = Dictionary(
      uniqueKeysWithValues: clusterIndices.enumerated().map { ($1, $0) })
    let newNode = Dictionary(uniqueKeysWithValues: drawn.enumerated().map { ($1, $0) })
    var graph = self
    graph.clusters = clusterIndices.map { clusters[$0] }
    graph.nodes = drawn.map { index in
      var node = nodes[index]
      node.cluster = node.cluster.flatMap { newCluster[$0] }
      node.isFocused = focus.contains(index)
      return node
    }
    graph.edges = kept.map { edge in
      var edge = edge
      edge.from = newNode[edge.from]!
      edge.to = newNode[edge.to]!
      return edge
    }
    graph.impliedEdges = 0
    graph.leftOut = []
    graph.leaveOutImpliedEdges()
    return graph
  }
}
