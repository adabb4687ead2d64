extension WorkspaceScan {
  /// The scan with the shipped targets of its Xcode projects added as one more lint unit
  /// (`XcodeWorkspaceScan.lintUnit`), their files with it; unchanged when the user named files
  /// or folders inside a package, or the projects have no such target.
  public func addingXcodeUnit(fileSystem: any FileSystem) -> WorkspaceScan {
    guard explicitFiles == nil else { return self }
    let packaged = Set(packages.flatMap { $0.modules.flatMap(\.swiftFiles) })
    guard let unit = xcode.lintUnit(skipping: packaged, fileSystem: fileSystem) else {
      return self
    }
    return appending(unit)
  }

  /// The scan with `unit` as one more package, its files among the files to lint.
  func appending(_ unit: ResolvedPackage) -> WorkspaceScan {
    var scan = self
    let index = scan.packages.count
    scan.packages.append(unit)
    for (moduleIndex, module) in unit.modules.enumerated() {
      scan.files += module.swiftFiles.map {
        WorkspaceFile(path: $0, packageIndex: index, moduleIndex: moduleIndex)
      }
    }
    scan.files.sort {
      ($0.path, $0.packageIndex, $0.moduleIndex) < ($1.path, $1.packageIndex, $1.moduleIndex)
    }
    return scan
  }
}
