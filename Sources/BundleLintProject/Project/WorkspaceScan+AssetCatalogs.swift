import BundleLintCore

extension WorkspaceScan {
  /// The asset catalogs of every module of the scan (packages, pods, Xcode targets), absolute
  /// and sorted.
  package var assetCatalogPaths: [String] {
    var paths: Set<String> = []
    for package in packages {
      for module in package.modules {
        for catalog in module.resources.assetCatalogs {
          paths.insert(PathName.join(package.root, catalog))
        }
      }
    }
    for (target, module) in xcode.modules where xcode.projects.indices.contains(target.project) {
      let folder = PathName.parent(xcode.projects[target.project].path)
      for catalog in module.resources.assetCatalogs {
        paths.insert(PathName.join(folder, catalog))
      }
    }
    return paths.sorted()
  }
}
