/// Finds the packages and Swift files to lint from the paths the user gives.
public enum Workspace {
  /// How manifests are read.
  public enum ManifestMode: String, Hashable, Sendable {
    /// Read without running anything (the default).
    case `static`
    /// Ask the toolchain (`swift package dump-package`), which runs the manifest.
    case evaluate
  }

  /// Loads every package the paths name or hold, and the files to lint.
  ///
  /// A folder is searched for packages (nested ones included); a folder with no package below it
  /// but inside one selects that package's files below it; a Swift file is linted alone, in its
  /// package and module. Paths that cannot be used become problems and the walk goes on.
  public static func load(
    paths: [String], manifestMode: ManifestMode = .static, fileSystem: any FileSystem = LocalFileSystem(),
    currentDirectory: String? = nil
  ) -> WorkspaceScan {
    var loader = WorkspaceLoader(
      fileSystem: fileSystem, manifestMode: manifestMode,
      currentDirectory: currentDirectory ?? fileSystem.currentDirectory)
    return loader.load(paths.isEmpty ? ["."] : paths)
  }
}
