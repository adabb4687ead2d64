import Foundation

/// Which apps and extensions of the repository's Xcode projects run a package module, and the
/// string tables each of their bundles carries: read once, when a finding first asks whether
/// the host provides a key (most runs never ask).
final class XcodeHosts: @unchecked Sendable {
  private let lock = NSLock()
  private let found: XcodeProjectSearch.Found
  private let fileSystem: any FileSystem
  private var scan: XcodeWorkspaceScan?
  private var tables: [XcodeHostGraph.Target: HostTables] = [:]

  init(found: XcodeProjectSearch.Found, fileSystem: any FileSystem) {
    self.found = found
    self.fileSystem = fileSystem
  }

  /// The tables of each app or extension whose process runs `module` of `package`, through
  /// the package products they link (a local package by its folder, or by product name); nil
  /// when no target of the projects links a product that holds the module.
  func bundles(of module: String, in package: ResolvedPackage) -> [HostTables]? {
    lock.lock()
    defer { lock.unlock() }
    if scan == nil { scan = XcodeWorkspaceScan.load(found, fileSystem: fileSystem).scan }
    guard let scan else { return nil }
    let products = Set(
      package.manifest.products.filter { package.manifest.targets(linkedBy: $0).contains(module) }
        .map(\.name))
    guard !products.isEmpty else { return nil }
    var processes: Set<XcodeHostGraph.Target> = []
    for (target, links) in scan.hosts.targets {
      let linksModule = links.packageProducts.contains { product in
        guard products.contains(product.name) else { return false }
        switch product.package {
        case .local: return scan.packageFolder(of: product, linkedBy: target) == package.root
        case .byProductName: return true
        case .remote: return false
        }
      }
      if linksModule { processes.formUnion(scan.hosts.processes(running: target)) }
    }
    guard !processes.isEmpty else { return nil }
    return processes.sorted().map { process in
      if let known = tables[process] { return known }
      let read = readTables(of: process, in: scan)
      tables[process] = read
      return read
    }
  }

  /// The keys of the string tables in `process`'s Copy Bundle Resources.
  private func readTables(of process: XcodeHostGraph.Target, in scan: XcodeWorkspaceScan)
    -> HostTables
  {
    guard let target = scan.target(process) else { return HostTables() }
    let folder = PathName.parent(scan.projects[process.project].path)
    let paths = target.resources.filter {
      ["strings", "xcstrings"].contains(PathName.pathExtension($0) ?? "")
    }.map { PathName.join(folder, $0) }
    return LintRun.readHostTables(paths, fileSystem: fileSystem)
  }
}
