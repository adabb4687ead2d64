import BundleLintCore
import BundleLintSyntax

/// Who embeds and links whom among the native targets of one or more Xcode projects, and so in
/// which app or extension process each target's code runs.
///
/// A target links another when its Frameworks phase names the other's product; it embeds one
/// when a copy-files phase puts the product in its bundle (`XcodeEmbedding`). A phase names a
/// product of its own project by the product reference's id; a product of another project by
/// file name (`Kit.framework`), looked up only in the projects joined with it (one workspace,
/// or a sub-project reference). When several targets make a product of that name, the ones
/// with the linking target's `SDKROOT` win, then those of its own project.
///
/// Code runs in the processes of the apps and extensions that link it, directly or through
/// frameworks and libraries: an extension that links framework F runs F and F's own frameworks.
/// Embedding a framework runs nothing, and test targets host no shipped code.
public struct XcodeHostGraph: Hashable, Sendable {
  /// A native target of one of the projects.
  public struct Target: Hashable, Comparable, Sendable {
    /// Index of its project in the projects the graph was built from.
    public var project: Int
    /// The target's object id.
    public var id: String

    package init(project: Int, id: String) {
      self.project = project
      self.id = id
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.project, lhs.id) < (rhs.project, rhs.id)
    }
  }

  /// A target that embeds or links another.
  public struct Host: Hashable, Comparable, Sendable {
    public enum Relation: Hashable, Comparable, Sendable {
      /// A copy-files phase of the host puts the target's product there.
      case embeds(XcodeEmbedding)
      /// The host's Frameworks phase names the target's product.
      case links
    }

    public var target: Target
    public var relation: Relation

    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.target, lhs.relation) < (rhs.target, rhs.relation)
    }
  }

  /// What each target's phases say, by target.
  public private(set) var targets: [Target: XcodeTargetLinks] = [:]
  /// The targets each target links (resolved).
  private var linked: [Target: [Target]] = [:]
  /// The hosts of each target.
  private var hostsOf: [Target: [Host]] = [:]

  /// The graph of `projects` (their targets as `targetLinks()` gives them), with `joined`
  /// listing sets of project indices whose products are matched by name across projects
  /// (the projects of one workspace; a project and its sub-projects).
  public init(projects: [[XcodeTargetLinks]], joined: [[Int]] = []) {
    let component = Self.components(count: projects.count, joined: joined)
    // Product file name → targets making it, per component of joined projects.
    var makers: [Int: [String: [Target]]] = [:]
    for (project, targets) in projects.enumerated() {
      for links in targets {
        let target = Target(project: project, id: links.id)
        self.targets[target] = links
        if let product = links.product {
          makers[component[project], default: [:]][product, default: []].append(target)
        }
      }
    }
    for (project, targets) in projects.enumerated() {
      let byReference = Dictionary(
        targets.compactMap { links in links.productReference.map { ($0, links.id) } },
        uniquingKeysWith: { first, _ in first })
      for links in targets {
        let host = Target(project: project, id: links.id)
        func resolve(_ product: XcodeTargetLinks.Product) -> [Target] {
          if let id = byReference[product.reference] { return [Target(project: project, id: id)] }
          var candidates = (makers[component[project]]?[product.file] ?? []).filter { $0 != host }
          let sameSDK = candidates.filter { self.targets[$0]?.sdkRoot == links.sdkRoot }
          if candidates.count > 1, !sameSDK.isEmpty { candidates = sameSDK }
          let sameProject = candidates.filter { $0.project == project }
          if candidates.count > 1, !sameProject.isEmpty { candidates = sameProject }
          return candidates
        }
        for product in links.links {
          for target in resolve(product) where target != host {
            linked[host, default: []].append(target)
            hostsOf[target, default: []].append(Host(target: host, relation: .links))
          }
        }
        for embed in links.embeds {
          for target in resolve(embed.product) where target != host {
            hostsOf[target, default: []].append(
              Host(target: host, relation: .embeds(embed.destination)))
          }
        }
      }
    }
    linked = linked.mapValues { Array(Set($0)).sorted() }
    hostsOf = hostsOf.mapValues { Array(Set($0)).sorted() }
  }

  /// The graph of the project files `projects`, joined as `init(projects:joined:)` says.
  public init(files projects: [ProjectFile], joined: [[Int]] = []) {
    self.init(projects: projects.map { $0.targetLinks() }, joined: joined)
  }

  /// The targets named `name` (`XcodeTarget.name`), in project order.
  public func targets(named name: String) -> [Target] {
    targets.filter { $0.value.name == name }.map(\.key).sorted()
  }

  /// Who embeds `target` (by destination) and who links it, directly; by project and id,
  /// a host that both embeds and links it twice.
  public func hosts(of target: Target) -> [Host] { hostsOf[target] ?? [] }

  /// The targets `target` links, directly.
  public func linkedTargets(of target: Target) -> [Target] { linked[target] ?? [] }

  /// The package products `target` links, directly.
  public func linkedPackageProducts(of target: Target) -> [XcodePackageProduct] {
    targets[target]?.packageProducts ?? []
  }

  /// The apps and extensions whose process runs `target`'s code: itself when it is one, else
  /// every app or extension that links it, directly or through frameworks and libraries (not
  /// through test targets, nor through embedding alone).
  public func processes(running target: Target) -> [Target] {
    guard let kind = targets[target]?.kind else { return [] }
    if Self.isProcess(kind) { return [target] }
    var seen: Set<Target> = [target]
    var pending = [target]
    var processes: Set<Target> = []
    while let next = pending.popLast() {
      for host in hosts(of: next) where host.relation == .links && seen.insert(host.target).inserted
      {
        switch targets[host.target]?.kind {
        case let kind? where Self.isProcess(kind): processes.insert(host.target)
        case .test?, nil: continue
        default: pending.append(host.target)
        }
      }
    }
    return processes.sorted()
  }

  /// The apps and extensions whose process runs the code of the package product `name`: the
  /// processes running each target that links it (matched by product name only).
  public func processes(runningPackageProduct name: String) -> [Target] {
    let linkers = targets.filter { $0.value.packageProducts.contains { $0.name == name } }.keys
    return Array(Set(linkers.flatMap(processes(running:)))).sorted()
  }

  /// Whether a target of `kind` is a process of its own: an app or an extension.
  package static func isProcess(_ kind: XcodeTarget.Kind) -> Bool {
    kind == .app || kind == .appExtension
  }

  /// For each of `count` projects, the smallest index of the projects joined with it.
  static func components(count: Int, joined: [[Int]]) -> [Int] {
    var parent = Array(0..<count)
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index { index = parent[index] }
      return index
    }
    for group in joined {
      let members = group.filter { parent.indices.contains($0) }
      guard let first = members.first else { continue }
      for other in members.dropFirst() {
        let (a, b) = (root(first), root(other))
        parent[max(a, b)] = min(a, b)
      }
    }
    return (0..<count).map(root)
  }
}
