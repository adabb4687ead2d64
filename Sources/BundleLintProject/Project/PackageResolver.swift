import BundleLintCore
import BundleLintSyntax

/// Puts a package together: each target's folder and files, and what it owns.
enum PackageResolver {
  /// Folders SwiftPM looks in for regular targets, in order.
  static let sourceFolders = ["Sources", "Source", "src", "srcs"]

  /// Puts one package together from its manifest and the files of its folder.
  ///
  /// - Parameters:
  ///   - root: the package root (absolute).
  ///   - manifestPath: the manifest that was read.
  ///   - manifest: what it says.
  ///   - entries: every file and folder of the package, relative to `root`, nested packages
  ///     included.
  ///   - nestedPackages: roots of the packages nested in this one, relative to `root`. Their
  ///     folders belong to them, unless a target's own folder lies inside one (`path:` claims it).
  ///   - readFile: reads a file by its path relative to `root`.
  /// - Returns: the package with its modules and resource problems.
  static func resolve(
    root: String, manifestPath: String, manifest: PackageManifest, entries: [FileEntry],
    nestedPackages: [String] = [], readFile: (String) -> [UInt8]?
  ) -> ResolvedPackage {
    let directories = Set(entries.filter(\.isDirectory).map(\.path))
    let targets =
      manifest.targets + conventionalTargets(manifest: manifest, directories: directories)
    var folders = targets.map {
      directory(of: $0, among: targets, manifest: manifest, directories: directories)
    }
    // A folder that exists only in another letter case is where a case-insensitive volume (a
    // Mac's default) finds the target: lint it there, and say that a case-sensitive one won't.
    var problems: [ResourceProblem] = []
    for (index, folder) in folders.enumerated() {
      guard let folder, !folder.isEmpty, !directories.contains(folder) else { continue }
      let folded = folder.lowercased()
      guard let actual = directories.filter({ $0.lowercased() == folded }).min() else { continue }
      folders[index] = actual
      problems.append(
        ResourceProblem(
          kind: .targetPathCaseMismatch, target: targets[index].name, path: folder,
          position: targets[index].position, actualPath: actual, spelling: actual))
    }

    problems += refusedLayouts(
      targets, folders: folders, manifest: manifest, entries: entries, directories: directories)

    // Each entry belongs to the deepest target folder holding it.
    var byFolder: [String: [Int]] = [:]
    for (index, folder) in folders.enumerated() {
      if let folder { byFolder[folder, default: []].append(index) }
    }
    let nestedRoots = Set(nestedPackages)
    var contents: [[FileEntry]] = Array(repeating: [], count: targets.count)
    // Entries come sorted, so a folder's files follow each other: its owner is looked up once.
    var lastParent: String?
    var lastOwner: String?
    // The innermost nested package holding `lastParent`.
    var lastNested: String?
    for entry in entries {
      let parent = PathName.parent(entry.path)
      var owner: String?
      if parent == lastParent {
        owner = lastOwner
      } else {
        lastNested = innermost(of: parent, in: nestedRoots)
        var folder = parent
        while true {
          if byFolder[folder] != nil {
            owner = folder
            break
          }
          if folder.isEmpty { break }
          folder = PathName.parent(folder)
        }
        lastParent = parent
        lastOwner = owner
      }
      // A folder that is itself a target folder belongs to that target, not to an outer one.
      if entry.isDirectory, byFolder[entry.path] != nil { continue }
      guard let owner,
        let relative = PathName.relative(entry.path, to: owner)
          ?? (owner.isEmpty ? entry.path : nil)
      else { continue }
      let nested = nestedRoots.contains(entry.path) ? entry.path : lastNested
      if let nested, !PathName.isSelfOrDescendant(owner, of: nested) {
        continue
      }
      for index in byFolder[owner]! {
        contents[index].append(FileEntry(path: relative, isDirectory: entry.isDirectory))
      }
    }

    var modules: [ResolvedModule] = []
    for (index, target) in targets.enumerated() {
      let folder = folders[index] ?? ""
      let scanned = ResourceScanner.scan(
        target: target, directory: folder, entries: folders[index] == nil ? [] : contents[index],
        manifest: manifest, packageFolders: Array(PathName.components(root).suffix(3)),
        readFile: readFile)
      var module = ResolvedModule(
        target: target, directory: folder,
        swiftFiles: scanned.swiftFiles.map { PathName.join(root, $0) },
        resources: scanned.resources)
      module.resourceRules = scanned.rules
      modules.append(module)
      problems += scanned.problems
    }
    return ResolvedPackage(
      root: root, manifestPath: manifestPath, manifest: manifest, modules: modules,
      problems: problems)
  }

  /// What makes SwiftPM refuse the package's layout: a target folder that does not exist, and
  /// a source file two targets claim (a target's folder inside, or the same as, another's
  /// that neither `exclude:` nor `sources:` keeps apart). Said of the targets that ship (regular,
  /// executable, macro), not of tests; not when the manifest's targets could not be read.
  static func refusedLayouts(
    _ targets: [TargetDeclaration], folders: [String?], manifest: PackageManifest,
    entries: [FileEntry], directories: Set<String>
  ) -> [ResourceProblem] {
    guard !manifest.usesConventionalTargets else { return [] }
    let checked: Set<TargetDeclaration.Kind> = [.regular, .executable, .macro]
    var problems: [ResourceProblem] = []
    for (index, target) in targets.enumerated() where checked.contains(target.kind) {
      guard let folder = folders[index], !folder.isEmpty else { continue }
      // A folder found in another letter case is `folders`' already (its own rule says so).
      guard directories.contains(folder) else {
        // A hidden or skipped folder is not listed by the walk.
        let unlisted = PathName.components(folder).contains {
          $0.hasPrefix(".") || PackageTreeWalker.skippedFolders.contains($0)
        }
        if !unlisted {
          problems.append(
            ResourceProblem(
              kind: .missingTargetFolder, target: target.name, path: folder,
              position: target.position))
        }
        continue
      }
      for (outerIndex, outer) in targets.enumerated()
      where outerIndex != index && checked.contains(outer.kind) {
        guard let outerFolder = folders[outerIndex],
          directories.contains(outerFolder) || outerFolder.isEmpty,
          PathName.isSelfOrDescendant(folder, of: outerFolder),
          folder != outerFolder || outerIndex < index
        else { continue }
        let claimed = sourceFiles(of: target, in: folder, entries: entries)
        guard
          sourceFiles(of: outer, in: outerFolder, entries: entries).contains(where: {
            claimed.contains($0)
          })
        else { continue }
        let inner = PathName.relative(folder, to: outerFolder) ?? folder
        problems.append(
          ResourceProblem(
            kind: .overlappingTargetSources, target: target.name, path: folder,
            position: target.position, actualPath: outer.name, spelling: inner))
        break
      }
    }
    return problems
  }

  /// The source files (Swift, C and its kin) `target` takes from `folder`: those below it that
  /// its `exclude:` leaves and its `sources:`, when given, names. Relative to the package root.
  private static func sourceFiles(
    of target: TargetDeclaration, in folder: String, entries: [FileEntry]
  ) -> Set<String> {
    let excluded = target.exclude.map(ResourceScanner.normalize).filter { !$0.isEmpty }
    let named = target.sources?.map(ResourceScanner.normalize)
    var files: Set<String> = []
    for entry in entries where !entry.isDirectory {
      guard PathName.pathExtension(entry.path).map(sourceExtensions.contains) == true,
        let relative = folder.isEmpty
          ? Optional(entry.path) : PathName.relative(entry.path, to: folder),
        !relative.isEmpty,
        !excluded.contains(where: { PathName.isSelfOrDescendant(relative, of: $0) })
      else { continue }
      if let named,
        !named.contains(where: { $0.isEmpty || PathName.isSelfOrDescendant(relative, of: $0) })
      {
        continue
      }
      files.insert(entry.path)
    }
    return files
  }

  /// The extensions of the files SwiftPM compiles as a target's sources.
  static let sourceExtensions: Set<String> = [
    "swift", "c", "m", "mm", "cc", "cpp", "cxx", "s", "S",
  ]

  /// The innermost of `folders` that holds `path` (or is `path`), if any.
  private static func innermost(of path: String, in folders: Set<String>) -> String? {
    guard !folders.isEmpty else { return nil }
    var current = path
    while !current.isEmpty {
      if folders.contains(current) { return current }
      current = PathName.parent(current)
    }
    return nil
  }

  /// The target's folder relative to the package root; nil for binary targets (no sources).
  static func directory(
    of target: TargetDeclaration, among targets: [TargetDeclaration], manifest: PackageManifest,
    directories: Set<String>
  ) -> String? {
    if target.kind == .binary { return nil }
    if let path = target.path { return ResourceScanner.normalize(path) }
    let predefined: [String] =
      switch target.kind {
      case .test: ["Tests"] + sourceFolders
      case .plugin: ["Plugins"]
      default: sourceFolders
      }
    for folder in predefined where directories.contains(PathName.join(folder, target.name)) {
      return PathName.join(folder, target.name)
    }
    // From tools 5.9 a lone target of its kind may take the whole predefined folder.
    if manifest.parsedToolsVersion >= ToolsVersion(5, 9) {
      let sameGroup = targets.filter {
        ($0.kind == .test) == (target.kind == .test) && $0.kind != .binary && $0.path == nil
      }
      if sameGroup.count == 1, let folder = predefined.first(where: directories.contains) {
        return folder
      }
    }
    return PathName.join(
      predefined.first(where: directories.contains) ?? predefined[0], target.name)
  }

  /// When the manifest's target list could not be read: a target per folder under `Sources/`
  /// (or `Source`, `src`, `srcs`) and `Tests/` that no declared target already covers.
  static func conventionalTargets(manifest: PackageManifest, directories: Set<String>)
    -> [TargetDeclaration]
  {
    guard manifest.usesConventionalTargets else { return [] }
    let declaredNames = Set(manifest.targets.map(\.name))
    let declaredPaths = Set(manifest.targets.compactMap { $0.path.map(ResourceScanner.normalize) })
    var result: [TargetDeclaration] = []
    let groups: [(String?, TargetDeclaration.Kind)] = [
      (sourceFolders.first(where: directories.contains), .regular),
      (directories.contains("Tests") ? "Tests" : nil, .test),
    ]
    for case (let folder?, let kind) in groups {
      for child in directories.sorted() where PathName.parent(child) == folder {
        let name = PathName.lastComponent(child)
        guard !declaredNames.contains(name), !declaredPaths.contains(child) else { continue }
        result.append(TargetDeclaration(name: name, kind: kind, path: nil))
      }
    }
    return result
  }
}
