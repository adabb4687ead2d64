import BundleLintCore
import Foundation

/// Which apps and extensions of the repository's Xcode projects run a package module, and the
/// string tables each of their bundles carries: read once, when a finding first asks whether
/// the host provides a key (most runs never ask).
package final class XcodeHosts: @unchecked Sendable {
  private let lock = NSLock()
  private let found: XcodeProjectSearch.Found
  private let fileSystem: any FileSystem
  private var scan: XcodeScan?
  private var tables: [XcodeHostGraph.Target: HostTablesLoader] = [:]
  private var assets: [XcodeHostGraph.Target: HostAssetsLoader] = [:]
  private var localizations: [XcodeHostGraph.Target: AppLocalizationsLoader] = [:]
  /// For each package asked about (by root): the processes that run each of its modules.
  private var processesByModule: [String: [String: Set<XcodeHostGraph.Target>]] = [:]

  /// The names of the products of the run's packages.
  private let productNames: Set<String>

  /// The projects as the run's load read them, if it did: asked first, so the files are not
  /// read twice.
  private let loaded: XcodeScan?

  package init(
    found: XcodeProjectSearch.Found, packages: [ResolvedPackage], fileSystem: any FileSystem,
    loaded: XcodeScan? = nil
  ) {
    self.found = found
    self.fileSystem = fileSystem
    self.loaded = loaded
    productNames = Set(packages.flatMap { $0.manifest.products.map(\.name) })
  }

  /// The projects whose file names one of the run's package products as a product it links
  /// (`productName = Kit;`), found by a scan of their bytes, so the others are never parsed.
  /// Their workspaces are left out: a product linked only through another project's framework
  /// leaves the question to the repository's app tables (`WorkspaceScan.hostTables`).
  private func linkingProjects() -> XcodeProjectSearch.Found {
    var linking = XcodeProjectSearch.Found()
    linking.projects = found.projects.filter { path in
      guard let bytes = try? fileSystem.readFile(PathName.join(path, "project.pbxproj")) else {
        return false
      }
      return Self.productNames(in: bytes).contains { productNames.contains($0) }
    }
    return linking
  }

  /// The values of `productName = …;` in a project file's bytes.
  static func productNames(in bytes: [UInt8]) -> [String] {
    let marker = Array("productName = ".utf8)
    var names: [String] = []
    var index = 0
    while index + marker.count < bytes.count {
      guard let start = bytes.firstOccurrence(of: marker, from: index),
        start + marker.count < bytes.count
      else { break }
      var value = start + marker.count
      let quoted = bytes[value] == UInt8(ascii: "\"")
      if quoted { value += 1 }
      var end = value
      while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "\n"),
        !(quoted && bytes[end] == UInt8(ascii: "\""))
      {
        end += 1
      }
      names.append(String(decoding: bytes[value..<end], as: UTF8.self))
      index = end
    }
    return names
  }

  /// The tables of each app or extension whose process runs `module` of `package`, through
  /// the package products they link (a local package by its folder, or by product name), each
  /// with the file name of the process's product (`Share.appex`); nil when no target of the
  /// projects links a product that holds the module.
  package func namedBundles(of module: String, in package: ResolvedPackage) -> [HostTablesLoader
    .Named]?
  {
    lock.lock()
    defer { lock.unlock() }
    // Which processes link which products needs no build settings (the raw `SDKROOT` tells
    // same-named frameworks apart here).
    if scan == nil {
      let linking = linkingProjects()
      scan =
        loaded?.hostsScan(of: linking.projects)
        ?? XcodeScan.load(linking, fileSystem: fileSystem, resolvingSettings: false).scan
    }
    guard let scan else { return nil }
    if processesByModule[package.root] == nil {
      processesByModule[package.root] = Self.processesByModule(of: package, in: scan)
    }
    let processes = processesByModule[package.root]?[module] ?? []
    guard !processes.isEmpty else { return nil }
    return processes.sorted().map { process in
      let name = scan.target(process).flatMap(Module.productFileName) ?? process.id
      let processTables = tables[process] ?? readTables(of: process, in: scan)
      let processAssets = assets[process] ?? readAssets(of: process, in: scan)
      let processLocalizations =
        localizations[process]
        ?? readLocalizations(of: process, in: scan, tables: processTables)
      (tables[process], assets[process]) = (processTables, processAssets)
      localizations[process] = processLocalizations
      return HostTablesLoader.Named(
        name: name, tables: processTables, assets: processAssets,
        localizations: processLocalizations)
    }
  }

  /// The apps and extensions whose process runs each module of `package`: those that link one
  /// of its products that holds the module (a local package by its folder, or by product name),
  /// and the processes that embed them.
  static func processesByModule(of package: ResolvedPackage, in scan: XcodeScan)
    -> [String: Set<XcodeHostGraph.Target>]
  {
    let products = Set(package.manifest.products.map(\.name))
    var byProduct: [String: Set<XcodeHostGraph.Target>] = [:]
    for (target, links) in scan.hosts.targets {
      var running: [XcodeHostGraph.Target]?
      for product in links.packageProducts where products.contains(product.name) {
        let linksPackage: Bool
        switch product.package {
        case .local:
          linksPackage = scan.packageFolder(of: product, linkedBy: target) == package.root
        case .byProductName: linksPackage = true
        case .remote: linksPackage = false
        }
        guard linksPackage else { continue }
        if running == nil { running = scan.hosts.processes(running: target) }
        byProduct[product.name, default: []].formUnion(running ?? [])
      }
    }
    var byModule: [String: Set<XcodeHostGraph.Target>] = [:]
    for product in package.manifest.products {
      guard let processes = byProduct[product.name] else { continue }
      for module in package.manifest.targets(linkedBy: product) {
        byModule[module, default: []].formUnion(processes)
      }
    }
    return byModule
  }

  /// The asset catalogs in `process`'s Copy Bundle Resources, read when first asked.
  private func readAssets(of process: XcodeHostGraph.Target, in scan: XcodeScan)
    -> HostAssetsLoader
  {
    let folder = PathName.parent(scan.projects[process.project].path)
    let catalogs = (scan.target(process)?.resources ?? [])
      .filter { PathName.pathExtension($0) == "xcassets" }.map { PathName.join(folder, $0) }
    return HostAssetsLoader(catalogs: catalogs) { [fileSystem] catalogs in
      var index = ResourceIndex()
      for catalog in catalogs {
        let (folders, groups, _) = AssetCatalogListing.read(catalog, fileSystem: fileSystem)
        index.addAssetCatalog(path: catalog, folders: folders, groupContents: groups)
      }
      return index.assets
    }
  }

  /// The languages `process`'s bundle declares (`AppLocalizations`), read when first asked:
  /// its build settings as the run's load resolved them (else its project is read again with
  /// them), its Info.plist files and the languages of its String Catalogs, read with its keys
  /// (`tables`).
  private func readLocalizations(
    of process: XcodeHostGraph.Target, in scan: XcodeScan, tables: HostTablesLoader
  ) -> AppLocalizationsLoader {
    let project = scan.projects[process.project]
    let (path, region, id) = (project.path, project.developmentRegion, process.id)
    let target: @Sendable () -> XcodeTarget? = { [fileSystem, loaded] in
      let resolved =
        loaded?.reads[path]??.project
        ?? XcodeProjectScan.read(path, fileSystem: fileSystem).file.map {
          XcodeProjectScan.scan(path, $0, fileSystem: fileSystem)
        }
      return resolved?.targets.first { $0.id == id }
    }
    let folder = PathName.parent(path)
    return AppLocalizationsLoader(
      read: { [fileSystem] readingCatalogs in
        guard let target = target() else { return nil }
        return AppLocalizationsReader.localizations(
          of: target, projectFolder: folder, developmentRegion: region,
          fileSystem: fileSystem, readingCatalogs: readingCatalogs,
          catalogLanguages: tables.localizationsOfCatalogs)
      },
      probeCatalogs: { [fileSystem] languages in
        guard let target = target() else { return .init(declared: [], isComplete: false) }
        return AppLocalizationsReader.probeCatalogs(
          languages, catalogs: AppLocalizationsReader.catalogs(of: target, projectFolder: folder),
          fileSystem: fileSystem)
      })
  }

  /// The string tables in `process`'s Copy Bundle Resources, read as questions need them.
  private func readTables(of process: XcodeHostGraph.Target, in scan: XcodeScan)
    -> HostTablesLoader
  {
    let folder = PathName.parent(scan.projects[process.project].path)
    let paths = (scan.target(process)?.resources ?? []).filter(ProjectLoader.isStringTable)
      .map { PathName.join(folder, $0) }
    return HostTablesLoader(paths: paths) { [fileSystem] in
      HostTables.read($0, fileSystem: fileSystem)
    }
  }
}
