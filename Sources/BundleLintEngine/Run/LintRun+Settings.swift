import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension LintRun {
  /// What applies to the package a path is in, as `bundlelint config PATH` prints it: the
  /// configuration file found (or given), the places looked at, and the rules that run.
  package struct Settings: Sendable {
    /// The folder the search starts from: the package at or above the path, else the path's
    /// folder.
    package var folder: String
    /// Whether `folder` holds a `Package.swift`.
    package var isPackage: Bool
    /// The places a `.bundlelint.json` was looked for, nearest first (empty with `--config`).
    package var searched: [String]
    /// The file that applies; nil: the defaults.
    package var configurationPath: String?
    /// Whether `--config` gave it.
    package var isGiven: Bool
    /// What it says; nil for the defaults.
    package var configuration: Configuration?
    /// `--exclude`'s patterns.
    package var commandLineExcluded: [GlobPattern]
    /// Every rule, and of them those that run, as configured (their severities).
    package var allRules: [Rule]
    package var rules: [Rule]
  }

  /// The settings that apply to the package `path` (absolute) is in, or would be linted with:
  /// a small look at the file system (where `Package.swift`, `.git` and `.bundlelint.json`
  /// are), then the same resolution a run makes.
  package static func settings(
    for path: String, request: Request, fileSystem: any FileSystem = LocalFileSystem()
  ) throws(Failure) -> Settings {
    let start = fileSystem.type(of: path) == .directory ? path : PathName.parent(path)
    var package: String?
    var folder = start
    while package == nil {
      if fileSystem.type(of: PathName.join(folder, "Package.swift")) == .file { package = folder }
      let parent = PathName.parent(folder)
      if parent == folder || parent.isEmpty { break }
      folder = parent
    }
    let root = package ?? start
    let setup = try PackageSetup(root: root, request: request, fileSystem: fileSystem)
    return Settings(
      folder: root, isPackage: package != nil,
      searched: request.configurationPath == nil
        ? Configuration.searchPaths(from: root, fileSystem: fileSystem) : [],
      configurationPath: setup.configuration?.path, isGiven: request.configurationPath != nil,
      configuration: setup.configuration, commandLineExcluded: request.excluded,
      allRules: request.catalog.rules, rules: setup.rules)
  }
}
