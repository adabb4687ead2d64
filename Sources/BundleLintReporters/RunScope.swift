import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules

/// What a run covers and with which rules, as the command line names it: the paths, the
/// manifest mode, the rules' folder, `--select`, `--ignore`, the configuration file and the
/// excluded globs. The commands that lint (`lint`, `config`, `describe --findings`, `lsp`)
/// share it.
package struct RunScope {
  /// The paths as given; none means the current folder.
  package var paths: [String] = []
  package var currentDirectory: String
  package var manifestMode: Project.ManifestMode = .static
  /// `--rules DIR`: the rules' JSON files instead of the compiled-in ones.
  package var rulesDirectory: String?
  package var select: [String] = []
  package var ignore: [String] = []
  package var configurationPath: String?
  /// `--exclude GLOB`: files never to lint, relative to the current folder.
  package var excluded: [String] = []

  package init(currentDirectory: String) {
    self.currentDirectory = currentDirectory
  }

  /// The paths to run on: the current folder when none are given.
  package var pathsOrCurrent: [String] { paths.isEmpty ? ["."] : paths }

  /// `path` made absolute against `directory`, joined as written (not normalized), so what is
  /// shown of it keeps the user's spelling.
  package static func absolute(_ path: String, in directory: String) -> String {
    path.hasPrefix("/") ? path : directory + "/" + path
  }

  /// `path` made absolute against the current folder, joined as written.
  package func absolute(_ path: String) -> String {
    Self.absolute(path, in: currentDirectory)
  }

  /// The rules: the compiled-in ones, or those of `rulesDirectory` read through `fileSystem`
  /// (the console's without one); nil (said on `console`) when they cannot be read.
  package func catalog(_ console: Console, fileSystem: (any FileSystem)? = nil) -> RuleCatalog? {
    guard let rulesDirectory else { return RuleCatalog.builtin }
    do {
      return try RuleCatalog.load(
        directory: rulesDirectory, fileSystem: fileSystem ?? console.fileSystem)
    } catch {
      console.printError("\(error)")
      return nil
    }
  }

  /// The request of a lint run of these paths with `catalog`'s rules.
  package func request(catalog: RuleCatalog) -> LintRun.Request {
    LintRun.Request(
      paths: pathsOrCurrent, currentDirectory: currentDirectory, manifestMode: manifestMode,
      catalog: catalog, select: select.isEmpty ? nil : select, ignore: ignore,
      configurationPath: configurationPath.map(absolute),
      excluded: excluded.compactMap { try? GlobPattern.parse($0).get() })
  }
}
