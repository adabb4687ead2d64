import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension BundleGraph {
  /// The graph of what `inputs` read, paths shown relative to `currentDirectory`.
  package static func build(_ inputs: DescribeGraphInputs, currentDirectory: String)
    -> BundleGraph
  {
    build(
      inputs.scan, currentDirectory: currentDirectory, catalogs: inputs.catalogs,
      findings: inputs.findings, rules: inputs.rules)
  }

  /// The graph of what `scan` read (packages, Xcode projects, and the pods `addingPodUnit` put
  /// in), with each asset catalog summarized by `catalogs` (by absolute path), and with
  /// `findings` counted on the modules they are in when given (`rules`: the rules that ran,
  /// which say where a lookup goes).
  ///
  /// Test targets, plugins, macros and system libraries are left out: none of them ships code
  /// that runs in an app.
  package static func build(
    _ scan: WorkspaceScan, currentDirectory: String, catalogs: [String: AssetCatalogSummary],
    findings: [Diagnostic]? = nil, rules: [Rule] = []
  ) -> BundleGraph {
    var collected = Collected(scan: scan, currentDirectory: currentDirectory)
    collected.collectEdges()
    var graph = BundleGraph()
    graph.clusters = Array(Set(collected.members.map(\.cluster))).sorted(by: Cluster.precedes)
    let clusterIndex = Dictionary(
      uniqueKeysWithValues: graph.clusters.enumerated().map { ($1, $0) })
    let kindOrder = Dictionary(uniqueKeysWithValues: Kind.allCases.enumerated().map { ($1, $0) })
    let members = collected.members.sorted {
      (clusterIndex[$0.cluster]!, kindOrder[$0.kind]!, $0.name, $0.origin.sortKey)
        < (clusterIndex[$1.cluster]!, kindOrder[$1.kind]!, $1.name, $1.origin.sortKey)
    }
    let index = Dictionary(
      members.enumerated().map { ($1.origin, $0) }, uniquingKeysWith: { first, _ in first })
    graph.nodes = members.map { member in
      Node(
        name: member.name, kind: member.kind, cluster: clusterIndex[member.cluster],
        resources: member.lines
          ?? resourceLines(member.resources, root: member.resourceRoot, catalogs: catalogs))
    }
    var relations: [Pair: Set<Relation>] = [:]
    for edge in collected.edges {
      guard let from = index[edge.from], let to = index[edge.to], from != to else { continue }
      relations[Pair(from: from, to: to), default: []].insert(edge.relation)
    }
    graph.edges = relations.keys.sorted().map { pair in
      Edge(from: pair.from, to: pair.to, relations: relations[pair]!.sorted())
    }
    graph.leaveOutImpliedEdges()
    if let findings {
      graph.count(findings, rules: rules, members: members, currentDirectory: currentDirectory)
    }
    return graph
  }

  /// Leaves out what a longer path says too, as Graphviz's `tred` does: when A links (or
  /// depends on) B and B depends on C, A runs C's code, so an arrow from A to C that only links
  /// or depends is left out, and one that also embeds keeps just that. Counted in
  /// `impliedEdges`, kept in `leftOut`.
  mutating func leaveOutImpliedEdges() {
    var successors: [Int: [Int]] = [:]
    for edge in edges where edge.relations.contains(where: \.runsTarget) {
      successors[edge.from, default: []].append(edge.to)
    }
    /// Whether `target` is reachable from `start` through run edges.
    func reaches(_ start: Int, _ target: Int) -> Bool {
      var seen: Set<Int> = [start]
      var pending = [start]
      while let next = pending.popLast() {
        if next == target { return true }
        for successor in successors[next] ?? [] where seen.insert(successor).inserted {
          pending.append(successor)
        }
      }
      return false
    }
    var kept: [Edge] = []
    for var edge in edges {
      let implied =
        edge.relations.contains(where: \.runsTarget)
        && (successors[edge.from] ?? []).contains { $0 != edge.to && reaches($0, edge.to) }
      if implied {
        impliedEdges += 1
        leftOut.append(
          Edge(from: edge.from, to: edge.to, relations: edge.relations.filter(\.runsTarget)))
        edge.relations.removeAll(where: \.runsTarget)
        if edge.relations.isEmpty { continue }
      }
      kept.append(edge)
    }
    edges = kept
  }

  /// Two node indices, an edge before its relations are merged.
  struct Pair: Hashable, Comparable {
    var from: Int
    var to: Int

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
  }

  /// A module's resources in short, one line each: its tables with their languages, its asset
  /// catalogs with what they hold, and how many other files it carries; at most eight lines.
  static func resourceLines(
    _ resources: ModuleResources, root: String, catalogs: [String: AssetCatalogSummary]
  ) -> [String] {
    var lines: [String] = []
    for table in resources.stringTables.sorted(by: { $0.name < $1.name }) {
      let count = table.localizations.count
      lines.append(
        "\(table.name): "
          + (count == 0 ? "no languages" : count == 1 ? "1 language" : "\(count) languages"))
    }
    for catalog in resources.assetCatalogs.sorted() {
      let summary = catalogs[PathName.join(root, catalog)]
      lines.append("\(PathName.stem(catalog)): \(summary?.text ?? "not read")")
    }
    let limit = 8
    if lines.count > limit {
      let more = lines.count - (limit - 1)
      lines = Array(lines.prefix(limit - 1)) + ["and \(more) more tables and catalogs"]
    }
    let images = resources.imageFiles.count
    if images > 0 { lines.append(images == 1 ? "1 image file" : "\(images) image files") }
    let interface = resources.interfaceFiles.count
    if interface > 0 {
      lines.append(interface == 1 ? "1 storyboard or xib" : "\(interface) storyboards and xibs")
    }
    let others = resources.otherFiles.filter { !ResourceIndex.isImageFile($0) }.count
    if others > 0 { lines.append(others == 1 ? "1 other file" : "\(others) other files") }
    return lines
  }
}

extension BundleGraph.Cluster {
  /// Projects, then packages, the pods, and the packages not read; each by path, then name.
  static func precedes(_ lhs: Self, _ rhs: Self) -> Bool {
    let order: [Kind] = [.project, .package, .pods, .packagesNotRead]
    return (order.firstIndex(of: lhs.kind)!, lhs.path, lhs.name)
      < (order.firstIndex(of: rhs.kind)!, rhs.path, rhs.name)
  }
}
