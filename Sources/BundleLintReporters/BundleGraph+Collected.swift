import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension BundleGraph {
  /// Where a node's module comes from.
  enum Origin: Hashable {
    /// Module `module` of package `package` of the scan.
    case swiftPM(package: Int, module: Int)
    /// A native target of an Xcode project.
    case xcode(XcodeHostGraph.Target)
    /// Module `module` of the pods' unit, package `package` of the scan.
    case pod(package: Int, module: Int)
    /// Product `product` of the package with identity `package`, which is not read.
    case external(package: String, product: String)

    /// Breaks ties between modules of one name in one cluster.
    var sortKey: String {
      switch self {
      case .swiftPM(let package, let module): "s\(package).\(module)"
      case .xcode(let target): "x\(target.project).\(target.id)"
      case .pod(let package, let module): "p\(package).\(module)"
      case .external(let package, let product): "e\(package).\(product)"
      }
    }
  }

  /// One module before it is a node: where it comes from, what it is and owns.
  struct Member {
    var origin: Origin
    var name: String
    var kind: Kind
    var cluster: Cluster
    var resources = ModuleResources()
    /// The folder its resource paths are relative to, absolute.
    var resourceRoot = ""
    /// The Swift files it compiles, absolute.
    var sourceFiles: [String] = []
    /// The lines its label shows instead of its resources' (a package product not read says
    /// its package).
    var lines: [String]?
    /// For a SwiftPM target, its package's manifest, absolute: where the findings about its
    /// declaration are.
    var manifest: String?
  }

  /// An edge between two modules, by origin.
  struct OriginEdge: Hashable {
    var from: Origin
    var to: Origin
    var relation: Relation
  }

  /// The modules of a scan and the edges between them, gathered before they are sorted.
  struct Collected {
    let scan: WorkspaceScan
    var members: [Member] = []
    var edges: [OriginEdge] = []
    /// The origins of `members`, so each module of a package not read is made once.
    private var known: Set<Origin> = []

    init(scan: WorkspaceScan, currentDirectory: String) {
      self.scan = scan
      for (packageIndex, package) in scan.packages.enumerated() {
        if package.xcodeModules != nil {
          guard package.manifestPath.hasSuffix(".podspec") else { continue }
          addPods(package, index: packageIndex, currentDirectory: currentDirectory)
        } else {
          addPackage(package, index: packageIndex, currentDirectory: currentDirectory)
        }
      }
      for (projectIndex, project) in scan.xcode.projects.enumerated() {
        let cluster = Cluster(
          kind: .project, name: PathName.lastComponent(project.path),
          path: DescribeReport.displayPath(project.path, currentDirectory: currentDirectory))
        let folder = PathName.parent(project.path)
        for target in project.targets {
          guard let kind = Self.kind(of: target.kind) else { continue }
          let node = XcodeHostGraph.Target(project: projectIndex, id: target.id)
          let module = scan.xcode.modules[node]
          add(
            Member(
              origin: .xcode(node), name: target.name, kind: kind, cluster: cluster,
              resources: module?.resources ?? ModuleResources(), resourceRoot: folder,
              sourceFiles: target.swiftFiles.map { PathName.join(folder, $0) }))
        }
      }
    }

    private mutating func add(_ member: Member) {
      guard known.insert(member.origin).inserted else { return }
      members.append(member)
    }

    private mutating func addPackage(
      _ package: ResolvedPackage, index: Int, currentDirectory: String
    ) {
      let cluster = Cluster(
        kind: .package, name: package.manifest.name ?? PathName.lastComponent(package.root),
        path: DescribeReport.displayPath(package.root, currentDirectory: currentDirectory))
      for (moduleIndex, module) in package.modules.enumerated() {
        let kind: Kind
        switch module.target.kind {
        case .regular, .binary:
          kind = module.resources.ownsBundle ? .packageWithResources : .packageWithoutResources
        case .executable: kind = .executable
        case .test, .macro, .plugin, .system: continue
        }
        add(
          Member(
            origin: .swiftPM(package: index, module: moduleIndex), name: module.target.name,
            kind: kind, cluster: cluster, resources: module.resources,
            resourceRoot: package.root, sourceFiles: module.swiftFiles,
            manifest: package.manifestPath))
      }
    }

    private mutating func addPods(_ unit: ResolvedPackage, index: Int, currentDirectory: String) {
      let cluster = Cluster(
        kind: .pods, name: "CocoaPods",
        path: DescribeReport.displayPath(unit.root, currentDirectory: currentDirectory))
      for (moduleIndex, module) in unit.modules.enumerated() {
        add(
          Member(
            origin: .pod(package: index, module: moduleIndex), name: module.target.name,
            kind: .pod, cluster: cluster, resources: module.resources, resourceRoot: unit.root,
            sourceFiles: module.swiftFiles))
      }
    }

    /// The kind of node an Xcode target makes; nil for a test target.
    static func kind(of kind: XcodeTarget.Kind) -> Kind? {
      switch kind {
      case .app: .app
      case .appExtension: .appExtension
      case .dynamicFramework: .framework
      case .staticFramework, .staticLibrary: .staticLibrary
      case .resourceBundle: .resourceBundle
      case .dynamicLibrary, .other: .other
      case .test: nil
      }
    }

    /// Who embeds, links and depends on whom: the Xcode targets' phases and package products,
    /// the SwiftPM targets' dependencies. A product of a package not read becomes a module of
    /// its own.
    mutating func collectEdges() {
      let graph = scan.xcode.hosts
      for member in members {
        switch member.origin {
        case .xcode(let target):
          for host in graph.hosts(of: target) where known.contains(.xcode(host.target)) {
            let relation: Relation = host.relation == .links ? .links : .embeds
            edges.append(
              OriginEdge(from: .xcode(host.target), to: member.origin, relation: relation))
          }
          for product in graph.linkedPackageProducts(of: target) {
            let folder = scan.xcode.packageFolder(of: product, linkedBy: target)
            var identity: String?
            if case .remote(let url) = product.package { identity = Self.identity(ofURL: url) }
            link(
              member.origin, toProduct: product.name, package: identity, folder: folder,
              relation: .linksProduct(product.name))
          }
        case .swiftPM(let packageIndex, let moduleIndex):
          let package = scan.packages[packageIndex]
          let declaration = package.modules[moduleIndex].target
          for name in declaration.dependencies {
            if let sibling = package.modules.firstIndex(where: { $0.target.name == name }) {
              edges.append(
                OriginEdge(
                  from: member.origin, to: .swiftPM(package: packageIndex, module: sibling),
                  relation: .dependsOn))
            } else if let targets = productTargets(name, package: nil, folder: nil) {
              for target in targets {
                edges.append(OriginEdge(from: member.origin, to: target, relation: .dependsOn))
              }
            }
          }
          for product in declaration.productDependencies {
            link(
              member.origin, toProduct: product.name, package: product.package?.lowercased(),
              folder: nil, relation: .dependsOn)
          }
        case .pod, .external:
          continue
        }
      }
    }

    /// An edge from `origin` to each target of product `name`, or to the module that stands for
    /// it when its package is not read.
    private mutating func link(
      _ origin: Origin, toProduct name: String, package identity: String?, folder: String?,
      relation: Relation
    ) {
      if let targets = productTargets(name, package: identity, folder: folder) {
        for target in targets {
          edges.append(OriginEdge(from: origin, to: target, relation: relation))
        }
        return
      }
      let package =
        identity ?? folder.map(PathName.lastComponent)?.lowercased() ?? name.lowercased()
      let external = Origin.external(package: package, product: name)
      add(
        Member(
          origin: external, name: name, kind: .externalProduct,
          cluster: Cluster(kind: .packagesNotRead, name: "packages not read", path: ""),
          lines: ["of package \(package)"]))
      edges.append(OriginEdge(from: origin, to: external, relation: relation))
    }

    /// The targets drawn that product `name` builds, in the package at `folder` when given,
    /// else in the package of identity `identity` (its folder's name, or its manifest's name;
    /// lowercased), else in the one package read that has such a product; nil when no package
    /// read has it.
    /// A product the manifest does not list (read by folder conventions) is its target of
    /// that name.
    func productTargets(_ name: String, package identity: String?, folder: String?) -> [Origin]? {
      var candidates = Array(
        scan.packages.enumerated().filter { $0.element.xcodeModules == nil })
      if let folder {
        candidates = candidates.filter { $0.element.root == folder }
      } else if let identity {
        candidates = candidates.filter {
          PathName.lastComponent($0.element.root).lowercased() == identity
            || $0.element.manifest.name?.lowercased() == identity
        }
      }
      let offering = candidates.filter { entry in
        entry.element.manifest.products.contains { $0.name == name }
          || entry.element.modules.contains { $0.target.name == name }
      }
      guard let (packageIndex, package) = offering.count == 1 ? offering.first : nil else {
        return nil
      }
      let names =
        package.manifest.products.first { $0.name == name }.map { Set($0.targets) } ?? [name]
      let targets = package.modules.indices.filter {
        names.contains(package.modules[$0].target.name)
      }
      .map { Origin.swiftPM(package: packageIndex, module: $0) }
      .filter { known.contains($0) }
      return targets.isEmpty ? nil : targets
    }

    /// SwiftPM's identity of a package at `url`: its last component without `.git`, lowercased.
    static func identity(ofURL url: String) -> String {
      var name = PathName.lastComponent(url)
      if name.hasSuffix(".git") { name.removeLast(4) }
      return name.lowercased()
    }
  }
}
