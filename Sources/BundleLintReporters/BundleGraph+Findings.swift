import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension BundleGraph {
  /// Where the lookup of a rule's finding goes, which says along which edges it crosses
  /// bundles.
  enum Reach: Equatable {
    /// The main bundle: the bundle of each app or extension that runs the module, reached up
    /// the edges through which they run it.
    case hosts
    /// The extension's own bundle, which lacks what the app that embeds it has.
    case containingApp
    /// The bundle of the module the message names (`{module}`): it has the resource.
    case namedModule
    /// The module's own bundle or files: nothing crosses.
    case none

    init(_ rule: Rule) {
      switch rule.kind {
      case .bundleParameter, .noBundleParameter, .mainBundleReceiver, .wrapperCall,
        .wrapperDeclaration:
        self = .hosts
      case .resourceContent:
        switch rule.check {
        case .frameworkHost?, .extensionReference?, .packageHosts?, .frameworkDuplication?,
          .outsidePackage?:
          self = .hosts
        case .extensionHost?: self = .containingApp
        case .otherModule?, .explicitBundle?, .otherModuleFont?: self = .namedModule
        case .unknownKey?, .unknownAsset?, .missingLocalization?, .unusedKey?,
          .malformedResource?, .unregisteredFont?, .podResourceBundle?, .hostLocalizations?, nil:
          self = .none
        }
      case .reference, .manifest, .eagerLookup, .unreadableFile, .unusedSuppression,
        .invalidSuppression:
        self = .none
      }
    }
  }

  /// Counts `findings` on the modules of `members` (the nodes, in order) whose files they are
  /// in (paths relative to `currentDirectory` or absolute), a manifest's on the target it
  /// names, and marks the edges along which each one's lookup crosses bundles; a finding in a
  /// file no module compiles or carries is counted in `findingsOutsideModules`.
  ///
  /// A file a package compiles counts there (the lint lints it there); one that several targets
  /// of a project compile counts in each, but an extension's finding about its containing app
  /// in the extensions only and a framework's in the frameworks only.
  mutating func count(
    _ findings: [Diagnostic], rules: [Rule], members: [Member], currentDirectory: String
  ) {
    showsFindings = true
    let rules = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var compiledBy: [String: [Int]] = [:]
    for (index, member) in members.enumerated() {
      for file in member.sourceFiles { compiledBy[file, default: []].append(index) }
    }
    let carried = members.enumerated().flatMap { index, member in
      (member.resources.resources + member.resources.stringTables.flatMap(\.files)).map {
        (path: PathName.join(member.resourceRoot, $0), node: index)
      }
    }
    var counts: [Int: [FindingCount]] = [:]
    var crossings: [Pair: (severity: Severity, count: Int)] = [:]
    for finding in findings {
      let rule = rules[finding.ruleID]
      let reach = rule.map(Reach.init) ?? .none
      let path = PathName.absolute(finding.location.path, from: currentDirectory)
      var owners =
        compiledBy[path]
        ?? carried.filter { PathName.isSelfOrDescendant(path, of: $0.path) }.map(\.node)
      if owners.isEmpty, let rule, let target = Self.declaredTarget(of: finding, rule: rule) {
        owners = members.indices.filter {
          members[$0].manifest == path && members[$0].name == target
        }
      }
      owners = Self.preferred(owners, for: rule, reach: reach, members: members)
      guard !owners.isEmpty else {
        findingsOutsideModules += 1
        continue
      }
      for owner in Set(owners).sorted() {
        var list = counts[owner] ?? []
        if let at = list.firstIndex(where: {
          $0.ruleID == finding.ruleID && $0.severity == finding.severity
        }) {
          list[at].count += 1
        } else {
          list.append(FindingCount(ruleID: finding.ruleID, severity: finding.severity, count: 1))
        }
        counts[owner] = list
        for pair in crossed(from: owner, reach: reach, finding: finding, rule: rule) {
          let previous = crossings[pair]
          crossings[pair] = (
            max(previous?.severity ?? finding.severity, finding.severity),
            (previous?.count ?? 0) + 1
          )
        }
      }
    }
    for (node, list) in counts { nodes[node].findings = list.sorted() }
    for (pair, crossing) in crossings.sorted(by: { $0.key < $1.key }) {
      if let at = edges.firstIndex(where: { $0.from == pair.from && $0.to == pair.to }) {
        edges[at].crossing = crossing.severity
        edges[at].crossingCount = crossing.count
      } else {
        edges.append(
          Edge(
            from: pair.from, to: pair.to, relations: [.looksUp], crossing: crossing.severity,
            crossingCount: crossing.count))
      }
    }
    edges.sort { Pair(from: $0.from, to: $0.to) < Pair(from: $1.from, to: $1.to) }
  }

  /// The target a finding in a manifest is about (`{target}` of its rule's message), for the
  /// rules of the manifest; nil for others.
  static func declaredTarget(of finding: Diagnostic, rule: Rule) -> String? {
    guard rule.kind == .manifest else { return nil }
    return MessageTemplate.values(in: finding.message, template: rule.message)?["target"]
  }

  /// The owners a finding counts on: the package modules among `owners` when there are any,
  /// else the extensions for a finding about a containing app, the frameworks for a
  /// framework's, each when there are any.
  static func preferred(_ owners: [Int], for rule: Rule?, reach: Reach, members: [Member])
    -> [Int]
  {
    func narrowed(_ owners: [Int], to kinds: Set<Kind>) -> [Int] {
      let kept = owners.filter { kinds.contains(members[$0].kind) }
      return kept.isEmpty ? owners : kept
    }
    var owners = owners
    let packaged = owners.filter {
      if case .swiftPM = members[$0].origin { return true } else { return false }
    }
    if !packaged.isEmpty { owners = packaged }
    if reach == .containingApp { owners = narrowed(owners, to: [.appExtension]) }
    if rule?.check == .frameworkHost || rule?.check == .frameworkDuplication {
      owners = narrowed(owners, to: [.framework])
    }
    return owners
  }

  /// The edges (as pairs of nodes) along which the lookup of `finding`, in module `node`,
  /// crosses bundles; a pair no edge joins becomes a `looksUp` edge.
  func crossed(from node: Int, reach: Reach, finding: Diagnostic, rule: Rule?) -> [Pair] {
    switch reach {
    case .none:
      return []
    case .hosts:
      return pathsToProcesses(from: node)
    case .containingApp:
      return edges.filter {
        $0.to == node && nodes[$0.from].kind == .app && $0.relations.contains(.embeds)
      }.map { Pair(from: $0.from, to: $0.to) }
    case .namedModule:
      guard let rule,
        let name = MessageTemplate.values(in: finding.message, template: rule.message)?["module"]
      else { return [] }
      let named = nodes.indices.filter { nodes[$0].name == name && $0 != node }
      // The one in the module's own cluster, when there is one.
      let sameCluster = named.filter { nodes[$0].cluster == nodes[node].cluster }
      guard let target = (sameCluster.isEmpty ? named : sameCluster).first else { return [] }
      return path(from: node, to: target) ?? [Pair(from: node, to: target)]
    }
  }

  /// The edges of every path from the apps and extensions that run `node` down to it, through
  /// the edges that run code (links, products, dependencies); empty when nothing drawn runs it
  /// or it is a process itself.
  func pathsToProcesses(from node: Int) -> [Pair] {
    guard !nodes[node].kind.isProcess else { return [] }
    var incoming: [Int: [Int]] = [:]
    for edge in edges where edge.relations.contains(where: \.runsTarget) {
      incoming[edge.to, default: []].append(edge.from)
    }
    // The modules above `node`, not above a process: a process runs what it links itself.
    var above: Set<Int> = [node]
    var pending = [node]
    while let next = pending.popLast() {
      guard next == node || !nodes[next].kind.isProcess else { continue }
      for source in incoming[next] ?? [] where above.insert(source).inserted {
        pending.append(source)
      }
    }
    // Those that are a process or have one above them.
    var reaches: [Int: Bool] = [:]
    func leadsToProcess(_ module: Int, _ visiting: inout Set<Int>) -> Bool {
      if let known = reaches[module] { return known }
      if module != node && nodes[module].kind.isProcess { return true }
      guard visiting.insert(module).inserted else { return false }
      var found = false
      for source in incoming[module] ?? [] where above.contains(source) {
        if leadsToProcess(source, &visiting) { found = true }
      }
      reaches[module] = found
      return found
    }
    var visiting: Set<Int> = []
    var pairs: [Pair] = []
    for module in above.sorted() where leadsToProcess(module, &visiting) {
      guard module == node || !nodes[module].kind.isProcess else { continue }
      for source in incoming[module] ?? []
      where above.contains(source) && leadsToProcess(source, &visiting) {
        pairs.append(Pair(from: source, to: module))
      }
    }
    return pairs
  }

  /// The edges of the shortest path down from `node` to `target` through the edges that run
  /// code, or up from `target` to `node`; nil when there is none.
  func path(from node: Int, to target: Int) -> [Pair]? {
    var outgoing: [Int: [Int]] = [:]
    for edge in edges where edge.relations.contains(where: \.runsTarget) {
      outgoing[edge.from, default: []].append(edge.to)
    }
    for (start, end) in [(node, target), (target, node)] {
      var previous: [Int: Int] = [start: start]
      var queue = [start]
      var head = 0
      while head < queue.count {
        let next = queue[head]
        head += 1
        if next == end {
          var pairs: [Pair] = []
          var at = end
          while at != start {
            pairs.append(Pair(from: previous[at]!, to: at))
            at = previous[at]!
          }
          return pairs.reversed()
        }
        for to in outgoing[next] ?? [] where previous[to] == nil {
          previous[to] = next
          queue.append(to)
        }
      }
    }
    return nil
  }
}
