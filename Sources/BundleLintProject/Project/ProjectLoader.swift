import BundleLintCore
import BundleLintSyntax

/// The state of one `Project.load`: packages loaded so far and problems reported so far.
package struct ProjectLoader {
  let fileSystem: any FileSystem
  let manifestMode: Project.ManifestMode
  let currentDirectory: String
  /// Whether the Xcode projects found are read (`describe`; the lint does not use them yet).
  var readsXcodeProjects = false
  /// Whether each target of the projects read is made a module (`describe`).
  var modelsXcodeTargets = true

  private var packages: [ResolvedPackage] = []
  /// Package root → index in `packages`, or nil when its manifest could not be read.
  private var loaded: [String: Int?] = [:]
  private var problems: [WorkspaceProblem] = []
  private var reported: Set<WorkspaceProblem> = []
  private var wholePackages: Set<Int> = []
  private var selected: [WorkspaceFile] = []
  private var hasSelection = false
  private var hostTables: [String] = []
  /// Xcode projects, workspaces and generator specs met (absolute paths).
  private var xcodeFound = XcodeProjectSearch.Found()
  /// What loading each package met (by real root, in load order), reported at the end for the
  /// parts of it that were asked for.
  private var met: [(key: String, problems: [WorkspaceProblem], links: [String])] = []
  /// Packages asked for whole (by real root).
  private var wholeKeys: Set<String> = []
  /// The paths asked for inside packages not asked for whole (by real root).
  private var scopes: [String: [String]] = [:]
  /// Broken or looping links met searching folders for packages.
  private var searchLinks: [String] = []
  /// The searches of the folders asked for and the loads of every package they hold, made
  /// together in parallel before the paths are taken in order (`preload`).
  var preloaded = ProjectLoader.Preloaded()

  init(fileSystem: any FileSystem, manifestMode: Project.ManifestMode, currentDirectory: String) {
    self.fileSystem = fileSystem
    self.manifestMode = manifestMode
    self.currentDirectory = currentDirectory
  }

  mutating func load(_ paths: [String]) -> WorkspaceScan {
    loadAll(paths)
    let skippedLinks = reportMet()
    // Packages in path order, whatever order the walk met them in.
    let order = packages.indices.sorted { packages[$0].root < packages[$1].root }
    var newIndex = Array(repeating: 0, count: packages.count)
    for (new, old) in order.enumerated() { newIndex[old] = new }
    let files = collectFiles().map {
      WorkspaceFile(
        path: $0.path, packageIndex: newIndex[$0.packageIndex], moduleIndex: $0.moduleIndex)
    }
    let explicit =
      hasSelection
      ? Array(Set(selected)).map {
        WorkspaceFile(
          path: $0.path, packageIndex: newIndex[$0.packageIndex], moduleIndex: $0.moduleIndex)
      }.sorted { $0.path < $1.path } : nil
    var scan = WorkspaceScan(
      packages: order.map { packages[$0] }, files: files, explicitFiles: explicit,
      problems: problems, skippedLinks: skippedLinks, hostTables: hostTables.sorted())
    scan.xcodeFiles = xcodeFound
    if readsXcodeProjects {
      let read = XcodeScan.load(xcodeFound, fileSystem: fileSystem)
      scan.xcode = read.scan
      if modelsXcodeTargets {
        let targets = Array(scan.xcode.hosts.targets.keys)
        let modules = parallelMap(targets) { [xcode = scan.xcode, fileSystem] target in
          xcode.module(of: target, fileSystem: fileSystem)
        }
        for (target, module) in zip(targets, modules) { scan.xcode.modules[target] = module }
      }
      scan.problems += read.problems
    }
    return scan
  }

  /// Reports what loading the packages met inside what was asked for: all of a package asked
  /// for whole; of one asked for in part (a file, a folder inside it), only what lies inside
  /// those parts, and its manifest, which linting any part needs. Returns the links skipped
  /// there, and in the folders searched, that nothing needs.
  private mutating func reportMet() -> [String] {
    var links = Set(searchLinks)
    for (key, problems, packageLinks) in met {
      let parts = wholeKeys.contains(key) ? nil : scopes[key, default: []]
      func asked(_ path: String) -> Bool {
        parts?.contains { PathName.isSelfOrDescendant(path, of: $0) } ?? true
      }
      for problem in problems where problem.kind == .unreadableManifest || asked(problem.path) {
        report(problem)
      }
      links.formUnion(packageLinks.filter(asked))
    }
    links.subtract(problems.map(\.path))
    return links.sorted()
  }

  private mutating func loadAll(_ paths: [String]) {
    preload(paths)
    for path in paths {
      let absolute = PathName.absolute(path, from: currentDirectory)
      switch fileSystem.type(of: absolute) {
      case nil:
        report(
          WorkspaceProblem(kind: .notFound, path: absolute, detail: "no such file or directory"))
      case .directory:
        loadFolder(absolute)
      case .file:
        loadFile(absolute)
      case .symlink, .other:
        report(
          WorkspaceProblem(kind: .unreadableFile, path: absolute, detail: "not a file or folder"))
      }
    }
  }

  private func collectFiles() -> [WorkspaceFile] {
    var files: [WorkspaceFile] = []
    for index in wholePackages.sorted() {
      for (moduleIndex, module) in packages[index].modules.enumerated() {
        files += module.swiftFiles.map {
          WorkspaceFile(path: $0, packageIndex: index, moduleIndex: moduleIndex)
        }
      }
    }
    files += selected.filter { !wholePackages.contains($0.packageIndex) }
    var seen: Set<WorkspaceFile> = []
    return files.filter { seen.insert($0).inserted }.sorted { $0.path < $1.path }
  }

  /// `x.lproj/Name.strings` or `Name.xcstrings`: what a host app's string table is.
  package static func isStringTable(_ path: String) -> Bool {
    // Both extensions end in `strings`, in any letter case (no other character lowercases to
    // one of its letters): most of a tree's paths are ruled out on their last bytes.
    var path = path
    let endsInStrings = path.withUTF8 { bytes in
      bytes.count >= 7
        && zip(bytes.suffix(7), "strings".utf8).allSatisfy { $0 | 0x20 == $1 }
    }
    guard endsInStrings else { return false }
    return switch PathName.pathExtension(path) {
    case "xcstrings": true
    case "strings": PathName.pathExtension(PathName.parent(path)) == "lproj"
    default: false
    }
  }

  // MARK: Paths

  private mutating func loadFolder(_ folder: String) {
    let search =
      preloaded.searches[folder]
      ?? PackageTreeWalker(fileSystem: fileSystem, isManifest: ManifestReader.isManifest)
      .walk(folder, rootIsPackage: false)
    for problem in search.problems { report(problem) }
    // A search lists only what lies outside packages: an app's string tables among it.
    for entry in search.entries where !entry.isDirectory && Self.isStringTable(entry.path) {
      hostTables.append(PathName.join(folder, entry.path))
    }
    // Xcode projects and workspaces, but not those of dependencies or build folders.
    let xcodeFiles = XcodeProjectSearch.find(in: search.entries.map { ($0.path, $0.isDirectory) })
    noteXcodeFiles(xcodeFiles, in: folder)
    searchLinks += search.links.map(\.path)
    // The packages found so far load together; those nested in them make the next round.
    var pending = search.nestedPackages
    while !pending.isEmpty {
      var nested: [String] = []
      for (index, inner) in loadPackages(pending) {
        if let index { wholePackages.insert(index) }
        nested += inner
      }
      pending = nested
    }
    if search.nestedPackages.contains(folder) { return }
    // The folder lies inside a package: select that package's files below it.
    guard let root = enclosingPackageRoot(of: PathName.parent(folder)), folder != "/" else {
      // An app repository without packages is not a mistake when its projects are read, nor is
      // a repository of pods.
      let hasProjects =
        !xcodeFiles.projects.isEmpty || !xcodeFiles.workspaces.isEmpty
        || !xcodeFiles.podspecs.isEmpty
      if search.nestedPackages.isEmpty, !(readsXcodeProjects && hasProjects) {
        report(
          WorkspaceProblem(
            kind: .noPackage, path: folder,
            detail: "no 'Package.swift' in this folder, below or above it"))
      }
      return
    }
    guard let index = loadPackage(root, asking: folder).index else { return }
    hasSelection = true
    for (moduleIndex, module) in packages[index].modules.enumerated() {
      for file in module.swiftFiles where PathName.isSelfOrDescendant(file, of: folder) {
        selected.append(WorkspaceFile(path: file, packageIndex: index, moduleIndex: moduleIndex))
      }
    }
  }

  private mutating func loadFile(_ file: String) {
    if ManifestSelector.isManifestName(PathName.lastComponent(file)) {
      loadFolder(PathName.parent(file))
      return
    }
    guard let root = enclosingPackageRoot(of: PathName.parent(file)) else {
      report(
        WorkspaceProblem(
          kind: .noPackage, path: file,
          detail: "no 'Package.swift' in this file's folder or above it"))
      return
    }
    guard let index = loadPackage(root, asking: file).index else { return }
    hasSelection = true
    let real = (try? fileSystem.realPath(file)) ?? file
    for (moduleIndex, module) in packages[index].modules.enumerated() {
      if let match = module.swiftFiles.first(where: {
        $0 == file || ((try? fileSystem.realPath($0)) ?? $0) == real
      }) {
        selected.append(WorkspaceFile(path: match, packageIndex: index, moduleIndex: moduleIndex))
        return
      }
    }
    // A resource (a string table, a catalog, a storyboard): checked with its target's code.
    let owner = packages[index].modules.first { module in
      module.resources.resources.contains { resource in
        let path = resource.hasPrefix("/") ? resource : root + "/" + resource
        return PathName.isSelfOrDescendant(file, of: path)
      }
    }
    if let owner {
      report(
        WorkspaceProblem(
          kind: .resourceFile, path: file,
          detail:
            "it is a resource of target '\(owner.target.name)', checked with the target's lookups when the target is linted; lint the target's folder or the package at '\(root)'"
        ))
      return
    }
    report(
      WorkspaceProblem(
        kind: .noPackage, path: file,
        detail:
          "the file belongs to no target of the package at '\(root)' (outside every target folder, excluded, or not a Swift source), so it is not linted"
      ))
  }

  /// The nearest folder at or above `folder` holding a `Package.swift`.
  private func enclosingPackageRoot(of folder: String) -> String? {
    Self.enclosingPackageRoot(of: folder, fileSystem: fileSystem)
  }

  /// The nearest folder at or above `folder` holding a manifest (`Package.swift`, or a
  /// versioned `Package@swift-5.9.swift`), read through `fileSystem`.
  package static func enclosingPackageRoot(of folder: String, fileSystem: any FileSystem) -> String?
  {
    let walker = PackageTreeWalker(fileSystem: fileSystem, isManifest: ManifestReader.isManifest)
    var current = folder
    while true {
      if walker.isPackage(current) { return current }
      if current == "/" || current.isEmpty { return nil }
      current = PathName.parent(current)
    }
  }

  // MARK: Packages

  /// Loads the package at `root` once, for the part `path` of it; returns its index (nil when
  /// its manifest is unreadable) and the roots of the packages nested in it (none when it was
  /// loaded before).
  private mutating func loadPackage(_ root: String, asking path: String) -> (
    index: Int?, nested: [String]
  ) {
    loadPackages([root], asking: path)[0]
  }

  /// `loadPackage` for each of `roots`, in order, asked for whole (`path` nil) or in part;
  /// those not loaded before load in parallel.
  private mutating func loadPackages(_ roots: [String], asking path: String? = nil) -> [(
    index: Int?, nested: [String]
  )] {
    let keys = roots.map { (try? fileSystem.realPath($0)) ?? $0 }
    for key in keys {
      if let path { scopes[key, default: []].append(path) } else { wholeKeys.insert(key) }
    }
    var first: [String: Int] = [:]
    for (position, key) in keys.enumerated() where loaded[key] == nil && first[key] == nil {
      first[key] = position
    }
    let positions = first.values.sorted()
    let loads = parallelMap(positions.map { roots[$0] }) {
      [fileSystem, manifestMode, preloaded] root in
      preloaded.loads[root]
        ?? PackageLoad.load(root: root, fileSystem: fileSystem, manifestMode: manifestMode)
    }
    var loadAt: [Int: PackageLoad] = [:]
    for (position, load) in zip(positions, loads) { loadAt[position] = load }
    var results: [(index: Int?, nested: [String])] = []
    for (position, key) in keys.enumerated() {
      guard let load = loadAt[position] else {
        results.append((loaded[key] ?? nil, []))
        continue
      }
      met.append((key, load.problems, load.skippedLinks))
      noteXcodeFiles(load.xcodeFiles, in: roots[position], within: path)
      if let package = load.package {
        packages.append(package)
        loaded[key] = packages.count - 1
      } else {
        loaded[key] = .some(nil)
      }
      results.append((loaded[key] ?? nil, load.nestedPackages))
    }
    return results
  }

  /// Adds what a walk of `folder` found of Xcode projects, with absolute paths; only those
  /// below `scope` when the user asked for that part of the folder.
  private mutating func noteXcodeFiles(
    _ found: XcodeProjectSearch.Found, in folder: String, within scope: String? = nil
  ) {
    func absolute(_ paths: [String]) -> [String] {
      paths.map { PathName.join(folder, $0) }.filter { path in
        scope.map { PathName.isSelfOrDescendant(path, of: $0) } ?? true
      }
    }
    xcodeFound.projects += absolute(found.projects)
    xcodeFound.workspaces += absolute(found.workspaces)
    xcodeFound.specs += absolute(found.specs)
    xcodeFound.podspecs += absolute(found.podspecs)
  }

  private mutating func report(_ problem: WorkspaceProblem) {
    if reported.insert(problem).inserted { problems.append(problem) }
  }
}
