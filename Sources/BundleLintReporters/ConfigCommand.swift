import BundleLintEngine
import BundleLintProject
import Foundation

/// `bundlelint config [PATH]`: which configuration applies to PATH's package (the first of the
/// scope's paths, else the current folder), and what it sets.
package struct ConfigCommand {
  package var scope: RunScope

  package init(scope: RunScope) {
    self.scope = scope
  }

  /// Runs the command on `console`; the status the process exits with.
  package func run(_ console: Console) -> ExitCode {
    guard let catalog = scope.catalog(console) else { return .failure }
    let given = scope.paths.first ?? "."
    let path = scope.absolute(given)
    guard console.fileSystem.type(of: path) != nil else {
      return console.fail("'\(given)': no such file or directory")
    }
    do {
      let settings = try LintRun.settings(
        for: URL(fileURLWithPath: path).standardized.path, request: scope.request(catalog: catalog),
        fileSystem: console.fileSystem)
      console.writeStandardOutput(
        Array(SettingsReport.render(settings, currentDirectory: scope.currentDirectory).utf8))
      return .clean
    } catch {
      return console.fail(error, currentDirectory: scope.currentDirectory)
    }
  }
}
