import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The packages of one workspace loaded once and kept between edits, so that one changed file
/// is linted again in its package's context without reading the package again: what a language
/// server lints open buffers with.
///
/// Loading runs the first pass of `LintRun` over every Swift file of the packages and keeps its
/// results; `lint(_:fileSystem:)` runs the first pass again over the one file, updates what the
/// package knows of it, and finishes that file as the run's later passes would. Its findings are
/// those `LintRun.run` gives for the file when the disk holds what `fileSystem` holds (the
/// manifest, resource-file and unreadable-path findings aside, which belong to no Swift file).
package final class LintSession {
  /// The roots of the packages loaded.
  package let packageRoots: [String]
  /// The manifests, string tables, catalogs, configurations and Xcode files the load read or
  /// looked for: a change to one of them means loading again.
  package let inputs: Set<String>

  private let scan: WorkspaceScan
  private let setups: [LintRun.PackageSetup]
  /// Every Swift file of the packages that the configurations include, and where each is (a
  /// file several targets of an Xcode project compile is there once for each).
  private let files: [WorkspaceFile]
  /// The positions in `files` of each path.
  private let fileIndex: [String: [Int]]
  /// The modules as the first pass sees them.
  private var firstModules: ModuleJobs
  /// The first pass's result of each of `files`.
  private var first: [FileJob.Result]
  /// What the first pass learnt, and the later passes.
  private var passes: LintPasses

  /// What linting one file gives.
  package struct FileLint: Sendable {
    /// The file's findings, sorted by line, column and rule id.
    package var diagnostics: [Diagnostic]
    /// Whether what the rest of its package knows of the file changed (its declarations,
    /// wrappers, bundle accessors, keys): the package's other files may lint differently.
    package var packageFactsChanged: Bool
  }

  /// How many files' first-pass results the load took from the rerun cache, unread.
  package private(set) var filesFromCache = 0

  /// Loads the packages `request.paths` name or lie in, and lints all their Swift files once
  /// (read through `fileSystem`, so open buffers count).
  package convenience init(_ request: LintRun.Request, fileSystem: any FileSystem)
    throws(LintRun.Failure)
  {
    try self.init(request, fileSystem: fileSystem, cache: nil)
  }

  /// Loads as `init(_:fileSystem:)` does; with `cache`, through it: the load reads the disk as
  /// the cache records it (the caller makes sure no open buffer differs from it), and the
  /// first pass of every file that did not change since a load stored it is served from it.
  package init(
    _ request: LintRun.Request, fileSystem: any FileSystem, cache: (any SessionLoadCache)?
  )
    throws(LintRun.Failure)
  {
    let fileSystem = cache?.fileSystem ?? fileSystem
    // As `LintRun.run` loads: packages, and the Xcode projects as a lint unit.
    let loaded = Project.load(
      paths: request.paths, manifestMode: request.manifestMode, fileSystem: fileSystem,
      currentDirectory: request.currentDirectory, readingXcodeProjects: true,
      modelingXcodeTargets: false
    ).addingXcodeUnit(fileSystem: fileSystem).addingPodUnit(fileSystem: fileSystem)
    var all = loaded
    all.files = []
    for (packageIndex, package) in loaded.packages.enumerated() {
      for (moduleIndex, module) in package.modules.enumerated() {
        all.files += module.swiftFiles.map {
          WorkspaceFile(path: $0, packageIndex: packageIndex, moduleIndex: moduleIndex)
        }
      }
    }
    scan = all
    setups = try loaded.packages.map { package throws(LintRun.Failure) in
      try LintRun.PackageSetup(package: package, request: request, fileSystem: fileSystem)
    }
    let included = LintRun.includedFiles(all, setups: setups)
    files = included
    fileIndex = Dictionary(grouping: included.indices) { included[$0].path }
    packageRoots = loaded.packages.map(\.root)
    inputs = Self.inputs(of: loaded, fileSystem: fileSystem)

    let resources = LintRun.resourceIndexes(of: loaded.packages, fileSystem: fileSystem)
    firstModules = ModuleJobs(
      packages: loaded.packages, setups: setups, indexes: resources.indexes,
      hostTables: LintRun.hostBundles(
        of: loaded.hostTables, xcode: loaded.xcodeFiles, packages: loaded.packages,
        fileSystem: fileSystem),
      appIndexes: LintRun.appIndexLoaders(of: loaded.packages, fileSystem: fileSystem),
      fontRegistrations: LintRun.fontRegistrations(
        of: loaded.packages, indexes: resources.indexes, fileSystem: fileSystem),
      knownRuleIDs: Set(request.catalog.rules.map(\.id)),
      // A session lexes every file: it loads once and lints one file per edit, and the file an
      // edit touches may come to call a wrapper (the skip changes no output, only the work).
      skipsFiles: false)
    firstModules.reuse = cache?.reuse(roots: loaded.packages.map(\.root))
    first = LintRun.firstPass(files, modules: &firstModules, fileSystem: fileSystem)
    firstModules.reuse = nil
    filesFromCache = cache?.finish() ?? 0
    passes = LintPasses(
      after: firstModules, files: files, results: first,
      packageCount: loaded.packages.count,
      everyTargetRules: LintRun.everyTargetRules(of: request.catalog), fileSystem: fileSystem)
  }

  /// Whether `path` (absolute) is a Swift file of the packages that the session lints.
  package func lints(_ path: String) -> Bool { fileIndex[path] != nil }

  /// Whether `path` lies in one of the packages loaded.
  package func holds(_ path: String) -> Bool {
    packageRoots.contains { PathName.isSelfOrDescendant(path, of: $0) }
  }

  /// Whether a change on disk to `path` (absolute), created, changed or deleted, can change
  /// what the load found: one of its `inputs` or inside one (a catalog's folder, a project's
  /// file), or a manifest, configuration, table or catalog in one of its packages. (A Swift
  /// file created or deleted in a package changes its module's files too.)
  package func dependsOn(_ path: String) -> Bool {
    if inputs.contains(where: { PathName.isSelfOrDescendant(path, of: $0) }) { return true }
    guard holds(path) else { return false }
    let name = PathName.lastComponent(path)
    if name == "Package.swift" || name == Configuration.fileName { return true }
    switch PathName.pathExtension(path) {
    case "strings", "stringsdict", "xcstrings": return true
    default: return path.contains(".xcassets/") || path.hasSuffix(".xcassets")
    }
  }

  /// The Swift files of the packages that the configurations include.
  package var swiftFiles: [String] { files.map(\.path) }

  /// Lints the Swift file at `path` as `fileSystem` holds it, in its package's context; nil
  /// when the session does not lint that file (`lints(_:)`).
  package func lint(_ path: String, fileSystem: any FileSystem) -> FileLint? {
    guard let positions = fileIndex[path] else { return nil }
    let targets = positions.map { files[$0] }
    var results: [FileJob.Result] = []
    var changed = false
    for position in positions {
      let result = firstModules.firstPassJob(files[position]).run(fileSystem)
      changed = changed || result.facts != first[position].facts
      first[position] = result
      results.append(result)
    }
    if changed {
      passes = LintPasses(
        after: firstModules, files: files, results: first,
        packageCount: scan.packages.count, everyTargetRules: passes.everyTargetRules,
        fileSystem: fileSystem)
    }
    let final = passes.finish(targets, results: results, fileSystem: fileSystem)
    let diagnostics = final.flatMap(\.diagnostics)
      .sorted {
        ($0.location.line, $0.location.column, $0.ruleID)
          < ($1.location.line, $1.location.column, $1.ruleID)
      }
    return FileLint(diagnostics: diagnostics, packageFactsChanged: changed)
  }

  /// The files a load of `scan` depends on besides the Swift sources: manifests,
  /// configurations (each place one may be, up to the repository root), string tables, asset
  /// catalogs, and the Xcode projects and workspaces.
  private static func inputs(of scan: WorkspaceScan, fileSystem: any FileSystem) -> Set<String> {
    var paths: Set<String> = []
    for package in scan.packages {
      paths.insert(package.manifestPath)
      // Every place a configuration of the package may be: one added nearer counts too.
      paths.formUnion(Configuration.searchPaths(from: package.root, fileSystem: fileSystem))
      for module in package.modules {
        for table in module.resources.stringTables {
          for file in table.files { paths.insert(package.root + "/" + file) }
        }
        for catalog in module.resources.assetCatalogs { paths.insert(package.root + "/" + catalog) }
      }
    }
    paths.formUnion(scan.hostTables)
    paths.formUnion(scan.xcodeFiles.projects + scan.xcodeFiles.workspaces + scan.xcodeFiles.specs)
    return paths
  }
}
