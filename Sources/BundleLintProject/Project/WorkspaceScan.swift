import BundleLintCore
import BundleLintSyntax

/// What the workspace walk found: packages, what to lint, and the paths it could not use. The
/// workspace is the folders a run lints; an Xcode workspace (`.xcworkspace`) is always named
/// with Xcode's name (`XcodeWorkspace`, `XcodeScan.Workspace`).
public struct WorkspaceScan: Sendable {
  public var packages: [ResolvedPackage]
  /// Every Swift file to lint, each with the package and module it is linted in, sorted by path.
  /// When the user named files or folders inside a package, only those files are here.
  public var files: [WorkspaceFile]
  /// The files the user named directly (or that lie in a folder the user named inside a
  /// package); nil when every path named a package or a folder holding packages.
  public var explicitFiles: [WorkspaceFile]?
  public var problems: [WorkspaceProblem]
  /// String tables of the searched folders that belong to no package (an app's
  /// `en.lproj/Localizable.strings`, a `Localizable.xcstrings`), absolute paths: what the host
  /// app in the repository has, which a main-bundle lookup finds.
  public var hostTables: [String]
  /// The Xcode projects and workspaces of the searched folders, read and joined (only when
  /// `Project.load(readingXcodeProjects:)` asks).
  public var xcode = XcodeScan()
  /// The Xcode projects, workspaces and generator specs the search met, read or not (the lint
  /// reads them only when a finding asks who hosts a module).
  public var xcodeFiles = XcodeProjectSearch.Found()
  /// The Xcode projects read.
  public var xcodeProjects: [XcodeProjectScan] { xcode.projects }
  /// Broken or looping symbolic links inside what was asked for that nothing needs (absolute
  /// paths, sorted): not problems, counted in the summary.
  public var skippedLinks: [String]

  public init(
    packages: [ResolvedPackage] = [], files: [WorkspaceFile] = [],
    explicitFiles: [WorkspaceFile]? = nil,
    problems: [WorkspaceProblem] = [], skippedLinks: [String] = [],
    hostTables: [String] = []
  ) {
    self.skippedLinks = skippedLinks
    self.hostTables = hostTables
    self.packages = packages
    self.files = files
    self.explicitFiles = explicitFiles
    self.problems = problems
  }
}

/// One Swift file to lint, in the context of its module.
public struct WorkspaceFile: Hashable, Sendable {
  /// Absolute path.
  public var path: String
  /// Index into `WorkspaceScan.packages`.
  public var packageIndex: Int
  /// Index into that package's `modules`.
  public var moduleIndex: Int

  public init(path: String, packageIndex: Int, moduleIndex: Int) {
    self.path = path
    self.packageIndex = packageIndex
    self.moduleIndex = moduleIndex
  }
}
