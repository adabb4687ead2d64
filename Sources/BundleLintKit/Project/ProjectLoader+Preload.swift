extension ProjectLoader {
  /// The folder searches and package loads of a `preload`.
  struct Preloaded: Sendable {
    /// Each folder asked for, searched for packages.
    var searches: [String: PackageTreeWalker.Result] = [:]
    /// Each package root found in them, or nested in one of those, loaded.
    var loads: [String: PackageLoad] = [:]
  }

  /// Searches every folder among `paths` and loads every package they hold, nested ones
  /// included, all in parallel: a package starts loading as soon as the walk that found it is
  /// done, not in rounds, and one folder's packages load beside another's. The paths are then
  /// taken in order as before, from these results, so what the run reports does not change.
  mutating func preload(_ paths: [String]) {
    let folders = paths.map { PathName.absolute($0, from: currentDirectory) }
      .filter { fileSystem.type(of: $0) == .directory }
    guard !folders.isEmpty else { return }
    let searches = parallelMap(folders) { [fileSystem] folder in
      PackageTreeWalker(fileSystem: fileSystem, isManifest: ManifestReader.isManifest)
        .walk(folder, rootIsPackage: false)
    }
    for (folder, search) in zip(folders, searches) { preloaded.searches[folder] = search }
    let roots = searches.flatMap(\.nestedPackages)
    preloaded.loads = parallelClosure(roots) { [fileSystem, manifestMode] root in
      let load = PackageLoad.load(root: root, fileSystem: fileSystem, manifestMode: manifestMode)
      return (load, load.nestedPackages)
    }
  }
}
