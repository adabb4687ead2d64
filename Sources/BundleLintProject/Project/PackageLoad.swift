import BundleLintCore
import BundleLintSyntax

/// What loading one package gives: its walk, its manifest read and resolved (nil when the
/// manifest cannot be read), and the problems met on the way, in the order they were met.
///
/// A pure function of the file system, so the packages a folder holds load in parallel.
struct PackageLoad: Sendable {
  var package: ResolvedPackage?
  /// Absolute roots of the packages nested in this one.
  var nestedPackages: [String]
  var problems: [WorkspaceProblem] = []
  /// Broken or looping links that nothing needs (absolute paths): counted, not reported.
  var skippedLinks: [String] = []
  /// The Xcode projects, workspaces and generator specs inside the package (paths relative to
  /// its root): a project beside `Package.swift`, an example app in a subfolder.
  var xcodeFiles = XcodeProjectSearch.Found()

  static func load(
    root: String, fileSystem: any FileSystem, manifestMode: Project.ManifestMode
  ) -> PackageLoad {
    load(
      root: root, walked: walk(root, fileSystem: fileSystem), fileSystem: fileSystem,
      manifestMode: manifestMode)
  }

  /// The walk of the package at `root`: everything below it, nested packages included.
  static func walk(_ root: String, fileSystem: any FileSystem) -> PackageTreeWalker.Result {
    PackageTreeWalker(fileSystem: fileSystem, isManifest: ManifestReader.isManifest)
      .walk(root, rootIsPackage: true)
  }

  /// The package at `root` loaded from `tree`, its walk (`walk(_:fileSystem:)`, or the part of
  /// an enclosing package's walk below it: `PackageTreeWalker.Result.subtree(at:of:)`).
  static func load(
    root: String, walked tree: PackageTreeWalker.Result, fileSystem: any FileSystem,
    manifestMode: Project.ManifestMode
  ) -> PackageLoad {
    var load = PackageLoad(
      package: nil, nestedPackages: tree.nestedPackages, problems: tree.problems,
      xcodeFiles: XcodeProjectSearch.find(in: tree.entries.map { ($0.path, $0.isDirectory) }))
    guard
      let (manifest, manifestPath) = readManifest(
        root: root, tree: tree, fileSystem: fileSystem, manifestMode: manifestMode,
        problems: &load.problems)
    else { return load }
    load.package = PackageResolver.resolve(
      root: root, manifestPath: manifestPath, manifest: manifest, entries: tree.entries,
      nestedPackages: tree.nestedPackages.compactMap { PathName.relative($0, to: root) },
      readFile: { path in try? fileSystem.readFile(PathName.join(root, path)) })
    load.package?.otherBuilds.linkedFolders = tree.linkedFolders
    if let package = load.package, !tree.links.isEmpty {
      let (needed, skipped) = partition(tree.links, of: package)
      load.problems += needed
      load.skippedLinks = skipped
      let neededPaths = Set(needed.map(\.path))
      for index in package.modules.indices {
        load.package?.modules[index].swiftFiles.removeAll { neededPaths.contains($0) }
      }
    } else {
      load.skippedLinks = tree.links.map(\.path)
    }
    return load
  }

  /// The broken or looping `links` of `package` that bundlelint needs (a Swift source of a
  /// target, a string table, an asset catalog: reported), and the paths of the others.
  static func partition(_ links: [WorkspaceProblem], of package: ResolvedPackage) -> (
    needed: [WorkspaceProblem], skipped: [String]
  ) {
    var needed: Set<String> = []
    for module in package.modules {
      needed.formUnion(module.swiftFiles)
      for file in module.resources.stringTables.flatMap(\.files) + module.resources.assetCatalogs {
        needed.insert(PathName.join(package.root, file))
      }
    }
    var problems: [WorkspaceProblem] = []
    var skipped: [String] = []
    for link in links {
      if needed.contains(link.path) { problems.append(link) } else { skipped.append(link.path) }
    }
    return (problems, skipped)
  }

  private static func readManifest(
    root: String, tree: PackageTreeWalker.Result, fileSystem: any FileSystem,
    manifestMode: Project.ManifestMode, problems: inout [WorkspaceProblem]
  ) -> (PackageManifest, String)? {
    let names = tree.entries.filter { !$0.isDirectory && !$0.path.utf8.contains(UInt8(ascii: "/")) }
      .map(\.path)
    let regularPath = PathName.join(root, "Package.swift")
    let regularBytes = try? fileSystem.readFile(regularPath)
    let regularVersion = regularBytes.flatMap(ManifestReader.toolsVersion(in:))
    guard let name = ManifestSelector.pick(fileNames: names, regularToolsVersion: regularVersion)
    else { return nil }
    let path = PathName.join(root, name)
    if manifestMode == .evaluate {
      do {
        var manifest = try ManifestReader.evaluate(packageRoot: root)
        // The toolchain's JSON has no source positions; take them from a static reading.
        if let bytes = try? fileSystem.readFile(path),
          case .success(let read) = ManifestReader.read(bytes)
        {
          manifest.takePositions(from: read)
        }
        return (manifest, path)
      } catch {
        problems.append(
          WorkspaceProblem(kind: .unreadableManifest, path: path, detail: error.message))
        return nil
      }
    }
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readFile(path)
    } catch {
      problems.append(
        WorkspaceProblem(
          kind: .unreadableManifest, path: path, detail: "cannot read the manifest: \(error.detail)"
        ))
      return nil
    }
    switch ManifestReader.read(bytes) {
    case .success(let manifest):
      return (manifest, path)
    case .failure(.noPackageCall) where ManifestReader.holdsOnlyImports(bytes):
      // A manifest of comments and imports marks a folder its enclosing package leaves out
      // (SwiftPM takes a folder with a `Package.swift` for another package): nothing to say.
      return nil
    case .failure(let error):
      problems.append(
        WorkspaceProblem(kind: .unreadableManifest, path: path, detail: error.message))
      return nil
    }
  }
}
