import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension LintRun {
  /// The resource index of every module of `packages` that owns string tables or asset
  /// catalogs (nil for the others), by package and module: each module's files read once, the
  /// modules in parallel, and modules with the same tables and catalogs (the iOS and watchOS
  /// targets of one framework in an Xcode project) share one index, read once. The tables and
  /// catalogs that could not be read are in `unreadable`, for each module that owns them.
  static func resourceIndexes(of packages: [ResolvedPackage], fileSystem: any FileSystem)
    -> (indexes: [[ResourceIndex?]], unreadable: [WorkspaceProblem])
  {
    /// What a module's index is made of (`index(of:root:fileSystem:)` reads nothing else).
    struct Source: Hashable {
      var root: String
      var stringTables: [ModuleResources.StringTable]
      var assetCatalogs: [String]
      var imageFiles: [String]
    }
    struct Job: Sendable {
      var root: String
      var resources: ModuleResources
    }
    var jobs: [Job] = []
    var jobOfSource: [Source: Int] = [:]
    var slots: [(package: Int, module: Int, job: Int)] = []
    for (packageIndex, package) in packages.enumerated() {
      // An Xcode app's index is read only when a lookup of a target it hosts asks
      // (`appIndexLoaders`).
      for (moduleIndex, module) in package.modules.enumerated()
      where !package.isXcodeApp(moduleIndex) {
        let resources = module.resources
        let images = resources.imageFiles
        let fonts = resources.fontFiles
        guard
          !resources.stringTables.isEmpty || !resources.assetCatalogs.isEmpty || !images.isEmpty
            || !fonts.isEmpty
        else { continue }
        let source = Source(
          root: package.root, stringTables: resources.stringTables,
          assetCatalogs: resources.assetCatalogs, imageFiles: images)
        let job =
          jobOfSource[source]
          ?? {
            jobs.append(Job(root: package.root, resources: resources))
            jobOfSource[source] = jobs.count - 1
            return jobs.count - 1
          }()
        slots.append((packageIndex, moduleIndex, job))
      }
    }
    let built = parallelMap(jobs) { job in
      index(of: job.resources, root: job.root, fileSystem: fileSystem)
    }
    var indexes = packages.map { [ResourceIndex?](repeating: nil, count: $0.modules.count) }
    var unreadable: [WorkspaceProblem] = []
    for slot in slots {
      indexes[slot.package][slot.module] = built[slot.job].index
      unreadable += built[slot.job].unreadable
    }
    // Fonts apart from the tables and catalogs, which targets alike in those share however
    // their fonts differ; each set of font files read once.
    var fontsOf: [[String]: (faces: [FontFace], malformed: [MalformedResource])] = [:]
    for slot in slots {
      let package = packages[slot.package]
      let files = package.modules[slot.module].resources.fontFiles
      guard !files.isEmpty else { continue }
      let read =
        fontsOf[files.map { package.root + "/" + $0 }]
        ?? {
          let read = fonts(files, root: package.root, fileSystem: fileSystem)
          unreadable += read.unreadable
          fontsOf[files.map { package.root + "/" + $0 }] = (read.index.fonts, read.index.malformed)
          return (read.index.fonts, read.index.malformed)
        }()
      indexes[slot.package][slot.module]?.fonts = read.faces
      indexes[slot.package][slot.module]?.malformed += read.malformed
    }
    return (indexes, unreadable)
  }

  /// For each app target of the Xcode units among `packages`, its index, read when first asked
  /// for; nil for every other module.
  static func appIndexLoaders(of packages: [ResolvedPackage], fileSystem: any FileSystem)
    -> [[ResourceIndexLoader?]]
  {
    packages.map { package in
      package.modules.indices.map { moduleIndex in
        let module = package.modules[moduleIndex]
        guard package.isXcodeApp(moduleIndex),
          !module.resources.stringTables.isEmpty || !module.resources.assetCatalogs.isEmpty
        else { return nil }
        let (root, resources) = (package.root, module.resources)
        var tableFiles: [String: [String]] = [:]
        for table in resources.stringTables {
          tableFiles[table.name, default: []] += table.files.map { root + "/" + $0 }
        }
        return ResourceIndexLoader(
          tableFiles: tableFiles, readFile: { try? fileSystem.readFile($0) }
        ) {
          index(of: resources, root: root, fileSystem: fileSystem).index
        }
      }
    }
  }

  /// For each package, its likely host app's tables (`WorkspaceScan.hostTables`), read when
  /// first asked for: those below the nearest folder above the package that holds any (an app
  /// beside its local packages: `macOS/LocalPackages/Sync` is hosted by the tables below
  /// `macOS/`, not by an iOS app's). Nil for a package with none, or whose modules own no string
  /// tables (nothing to ask of a host). Packages with the same host share one loader.
  static func hostTables(
    of tables: [String], packages: [ResolvedPackage], fileSystem: any FileSystem
  ) -> [HostTablesLoader?] {
    var chosen: [[String]?] = packages.map { _ in nil }
    for (position, package) in packages.enumerated()
    where package.modules.contains(where: { !$0.resources.stringTables.isEmpty }) {
      var folder = PathName.parent(package.root)
      while chosen[position] == nil {
        let below = tables.filter {
          PathName.isSelfOrDescendant($0, of: folder)
            && !PathName.isSelfOrDescendant($0, of: package.root)
        }
        if !below.isEmpty { chosen[position] = below }
        let parent = PathName.parent(folder)
        if parent == folder { break }
        folder = parent
      }
    }
    var loaders: [[String]: HostTablesLoader] = [:]
    return chosen.map { paths in
      guard let paths else { return nil }
      if let known = loaders[paths] { return known }
      let loader = HostTablesLoader(paths: paths) { HostTables.read($0, fileSystem: fileSystem) }
      loaders[paths] = loader
      return loader
    }
  }

  /// For each module of each package, the tables of the bundles its main-bundle lookups
  /// search, read when first asked for: those of each app and extension of the Xcode projects
  /// that runs it (`XcodeHosts`), else, for a module that owns string tables, the package's
  /// likely host app's (`hostTables(of:packages:fileSystem:)`). Nil for a module with nothing
  /// to ask a host, and for the targets of an Xcode unit. `loaded`: the projects as the run's
  /// load read them, so they are not read again.
  static func hostBundles(
    of tables: [String], xcode: XcodeProjectSearch.Found, packages: [ResolvedPackage],
    fileSystem: any FileSystem, loaded: XcodeScan? = nil
  ) -> [[HostBundlesLoader?]] {
    let apps = hostTables(of: tables, packages: packages, fileSystem: fileSystem)
    let hosts =
      xcode.projects.isEmpty && xcode.workspaces.isEmpty
      ? nil
      : XcodeHosts(found: xcode, packages: packages, fileSystem: fileSystem, loaded: loaded)
    return packages.enumerated().map { position, package in
      package.modules.map { module in
        // An Xcode target's hosts are the project's own targets (`ModuleJobs`).
        guard package.xcodeModules == nil else { return nil }
        let name = module.target.name
        // A module without tables looks its keys up in its hosts only: asked of the projects
        // (`package-key-misses-in-host`), never of the repository's app tables.
        guard !module.resources.stringTables.isEmpty else {
          guard let hosts else { return nil }
          return HostBundlesLoader(app: nil) { hosts.namedBundles(of: name, in: package) }
        }
        let app = apps[position]
        guard hosts != nil || app != nil else { return nil }
        return HostBundlesLoader(app: app) { hosts?.namedBundles(of: name, in: package) }
      }
    }
  }

  /// How many of a module's table files are read and parsed at once.
  static let tableFilesBatch = 8

  /// Reads one module's string-table files and walks its asset catalogs; also returns the
  /// tables and catalogs that could not be read. The table files are read and parsed a few at
  /// a time on all cores (a module may hold a hundred localized tables: alone, on one core, the
  /// longest step of a run), and added to the index in order.
  static func index(of resources: ModuleResources, root: String, fileSystem: any FileSystem)
    -> (index: ResourceIndex, unreadable: [WorkspaceProblem])
  {
    var index = ResourceIndex()
    var unreadable: [WorkspaceProblem] = []
    let files = resources.stringTables.flatMap { table in
      table.files.map { (table: table.name, file: $0) }
    }
    for start in stride(from: 0, to: files.count, by: tableFilesBatch) {
      let batch = Array(files[start..<min(files.count, start + tableFilesBatch)])
      // Each file's parsed outcome, or why it could not be read.
      let parsed = helpedMap(batch) { item -> (StringTableParser.Outcome?, WorkspaceProblem?) in
        if let parsed = resources.parsedCatalogs[item.file] { return (parsed, nil) }
        let path = root + "/" + item.file
        do throws(FileSystemError) {
          let bytes = try fileSystem.readFile(path)
          return (StringTableParser.parse(path: item.file, bytes: bytes), nil)
        } catch {
          return (nil, WorkspaceProblem(kind: .unreadableFile, path: path, detail: error.detail))
        }
      }
      for (item, (outcome, problem)) in zip(batch, parsed) {
        if let problem { unreadable.append(problem) }
        if let outcome { index.addTableFile(path: item.file, table: item.table, parsed: outcome) }
      }
    }
    index.addImageFiles(resources.imageFiles)
    for catalog in resources.assetCatalogs {
      let path = root + "/" + catalog
      let (folders, groups, failure) = AssetCatalogListing.read(path, fileSystem: fileSystem)
      if let failure {
        unreadable.append(
          WorkspaceProblem(kind: .unreadableFolder, path: path, detail: failure.detail))
      }
      index.addAssetCatalog(path: catalog, folders: folders, groupContents: groups)
    }
    return (index, unreadable)
  }

  /// The faces of the font files `files` (relative to `root`) in an index of their own, with
  /// the files whose names cannot be read as malformed, and those that cannot be read at all.
  static func fonts(_ files: [String], root: String, fileSystem: any FileSystem)
    -> (index: ResourceIndex, unreadable: [WorkspaceProblem])
  {
    var index = ResourceIndex()
    var unreadable: [WorkspaceProblem] = []
    for font in files {
      let path = root + "/" + font
      do throws(FileSystemError) {
        index.addFontFile(path: font, bytes: try fileSystem.readFile(path))
      } catch {
        unreadable.append(WorkspaceProblem(kind: .unreadableFile, path: path, detail: error.detail))
      }
    }
    return (index, unreadable)
  }
}
