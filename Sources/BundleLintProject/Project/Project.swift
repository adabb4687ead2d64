import BundleLintCore
import BundleLintSyntax

/// Assembles what the user asked to lint: finds the packages under the paths given (walking with
/// `PackageTreeWalker`), reads their manifests, works out each module's files and resources, and picks
/// the Swift files to lint.
public enum Project {
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
  /// With `readingXcodeProjects`, the Xcode projects found are read too, and with
  /// `modelingXcodeTargets` each of their targets made a module (`XcodeScan.modules`,
  /// for `describe`; the lint makes its own, `XcodeScan.lintUnit`).
  public static func load(
    paths: [String], manifestMode: ManifestMode = .static,
    fileSystem: any FileSystem = LocalFileSystem(),
    currentDirectory: String? = nil, readingXcodeProjects: Bool = false,
    modelingXcodeTargets: Bool = true
  ) -> WorkspaceScan {
    var loader = ProjectLoader(
      fileSystem: fileSystem, manifestMode: manifestMode,
      currentDirectory: currentDirectory ?? fileSystem.currentDirectory)
    loader.readsXcodeProjects = readingXcodeProjects
    loader.modelsXcodeTargets = modelingXcodeTargets
    return loader.load(paths.isEmpty ? ["."] : paths)
  }
}
