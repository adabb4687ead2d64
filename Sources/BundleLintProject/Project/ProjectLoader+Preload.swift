import BundleLintCore
import BundleLintSyntax
import Foundation

extension ProjectLoader {
  /// The folder searches and package loads of a `preload`.
  struct Preloaded: Sendable {
    /// Each folder asked for, searched for packages.
    var searches: [String: PackageTreeWalker.Result] = [:]
    /// Each package root found in them, or nested in one of those, loaded.
    var loads: [String: PackageLoad] = [:]
  }

  /// One piece of a `preload`: a folder asked for, to search, or a package root, to load.
  enum PreloadItem: Hashable, Sendable {
    case search(String)
    case package(String)
  }

  /// What one `PreloadItem` gives.
  enum PreloadResult: Sendable {
    case search(PackageTreeWalker.Result)
    case package(PackageLoad)
  }

  /// Searches every folder among `paths` and loads every package they hold, nested ones
  /// included, all in one pool of work on every core: a package starts loading as soon as the
  /// walk that found it is done, not in rounds, and while other folders are still searched. The
  /// paths are then taken in order as before, from these results, so what the run reports does
  /// not change.
  ///
  /// A package nested in another is loaded from the part of the enclosing package's walk below
  /// it (`Subtrees`), so its folders are listed once.
  mutating func preload(_ paths: [String]) {
    let folders = paths.map { PathName.absolute($0, from: currentDirectory) }
      .filter { fileSystem.type(of: $0) == .directory }
    guard !folders.isEmpty else { return }
    let subtrees = Subtrees()
    let results = parallelClosure(folders.map(PreloadItem.search)) {
      [fileSystem, manifestMode] item -> (PreloadResult, [PreloadItem]) in
      switch item {
      case .search(let folder):
        let search = PackageTreeWalker(
          fileSystem: fileSystem, isManifest: ManifestReader.isManifest
        )
        .walk(folder, rootIsPackage: false)
        return (.search(search), search.nestedPackages.map(PreloadItem.package))
      case .package(let root):
        let tree = subtrees.take(root) ?? PackageLoad.walk(root, fileSystem: fileSystem)
        let load = PackageLoad.load(
          root: root, walked: tree, fileSystem: fileSystem, manifestMode: manifestMode)
        for nested in load.nestedPackages {
          if let subtree = tree.subtree(at: nested, of: root) { subtrees.put(subtree, at: nested) }
        }
        return (.package(load), load.nestedPackages.map(PreloadItem.package))
      }
    }
    for (item, result) in results {
      switch (item, result) {
      case (.search(let folder), .search(let search)): preloaded.searches[folder] = search
      case (.package(let root), .package(let load)): preloaded.loads[root] = load
      default: continue
      }
    }
  }

  /// The walks of nested packages taken from their enclosing package's walk, each handed from
  /// the load that found it to the load of the nested package (which takes it out).
  final class Subtrees: @unchecked Sendable {
    private let lock = NSLock()
    private var byRoot: [String: PackageTreeWalker.Result] = [:]

    func put(_ subtree: PackageTreeWalker.Result, at root: String) {
      lock.lock()
      defer { lock.unlock() }
      if byRoot[root] == nil { byRoot[root] = subtree }
    }

    func take(_ root: String) -> PackageTreeWalker.Result? {
      lock.lock()
      defer { lock.unlock() }
      return byRoot.removeValue(forKey: root)
    }
  }
}
