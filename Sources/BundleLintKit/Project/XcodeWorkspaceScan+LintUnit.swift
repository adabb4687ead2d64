extension XcodeWorkspaceScan {
  /// The kinds of target whose code ships in an app and is linted: not tests, aggregates or
  /// resource bundles.
  static let lintedKinds: Set<XcodeTarget.Kind> = [
    .app, .appExtension, .dynamicFramework, .staticFramework, .staticLibrary, .dynamicLibrary,
  ]

  /// The shipped targets of every project read, as one lint unit: a module per target (its
  /// Swift files but those a package of the run compiles, its Copy Bundle Resources, its
  /// hosts), all paths relative to the folder that holds the projects and everything they name.
  /// Targets named alike in two projects are told apart by the project (`Kit.xcodeproj/Core`).
  /// Nil when the projects have no such target.
  ///
  /// - Parameters:
  ///   - packageFiles: the Swift files the run's packages lint already (absolute).
  ///   - fileSystem: reads String Catalogs for their languages.
  public func lintUnit(skipping packageFiles: Set<String>, fileSystem: any FileSystem)
    -> ResolvedPackage?
  {
    let targets = hosts.targets.keys.sorted().filter { target in
      self.target(target).map { Self.lintedKinds.contains($0.kind) } ?? false
    }
    guard !targets.isEmpty else { return nil }
    var counts: [String: Int] = [:]
    for target in targets { counts[hosts.targets[target]?.name ?? target.id, default: 0] += 1 }
    func unitName(_ target: XcodeHostGraph.Target) -> String {
      let name = hosts.targets[target]?.name ?? target.id
      return counts[name, default: 0] > 1 ? displayName(target, from: -1) : name
    }
    // Every path absolute first: the unit's root holds them all.
    let absolute = targets.map { target -> XcodeTarget in
      var read = self.target(target)!
      let folder = PathName.parent(projects[target.project].path)
      read.swiftFiles = read.swiftFiles.map { PathName.absolute($0, from: folder) }
      read.resources = read.resources.map { PathName.absolute($0, from: folder) }
      return read
    }
    let root = Self.commonFolder(
      of: targets.map { PathName.parent(projects[$0.project].path) }
        + absolute.flatMap { ($0.swiftFiles + $0.resources).map(PathName.parent) })
    var declarations: [TargetDeclaration] = []
    var modules: [ResolvedModule] = []
    var models: [Module] = []
    for (target, read) in zip(targets, absolute) {
      var rebased = read
      rebased.swiftFiles = read.swiftFiles.map { PathName.relative($0, to: root) ?? $0 }
      rebased.resources = read.resources.map { PathName.relative($0, to: root) ?? $0 }
      let containers = hosts.hosts(of: target).compactMap { host -> String? in
        guard case .embeds = host.relation, hosts.targets[host.target]?.kind == .app else {
          return nil
        }
        return unitName(host.target)
      }
      let projectPath = projects[target.project].path
      var model = Module(
        xcode: rebased, folder: root,
        hosts: hosts.processes(running: target).filter { $0 != target }.map(unitName),
        containingApps: Array(Set(containers)).sorted(),
        projectFile: PathName.join(projectPath, "project.pbxproj"),
        readFile: { try? fileSystem.readFile(PathName.join(root, $0)) })
      model.name = unitName(target)
      model.sourceFiles = model.sourceFiles.filter { !packageFiles.contains($0) }
      var declaration = TargetDeclaration(
        name: model.name, kind: .regular, position: ManifestPosition(line: read.line, column: 1))
      declaration.dependencies = hosts.linkedTargets(of: target).map(unitName)
      declarations.append(declaration)
      modules.append(
        ResolvedModule(
          target: declaration,
          directory: PathName.relative(PathName.parent(projectPath), to: root) ?? "",
          swiftFiles: model.sourceFiles, resources: model.resources))
      models.append(model)
    }
    var unit = ResolvedPackage(
      root: root, manifestPath: PathName.join(projects[targets[0].project].path, "project.pbxproj"),
      manifest: PackageManifest(
        toolsVersion: nil, name: nil, defaultLocalization: nil, targets: declarations,
        readMode: .static),
      modules: modules, problems: [])
    unit.xcodeModules = models
    return unit
  }

  /// The deepest folder that holds every one of `paths` (absolute, normalized).
  static func commonFolder(of paths: [String]) -> String {
    guard var common = paths.first.map(PathName.components) else { return "/" }
    for path in paths.dropFirst() {
      let components = PathName.components(path)
      var shared = 0
      while shared < min(common.count, components.count), common[shared] == components[shared] {
        shared += 1
      }
      common.removeLast(common.count - shared)
    }
    return "/" + common.joined(separator: "/")
  }
}
