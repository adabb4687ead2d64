import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import Foundation

/// `bundlelint lsp`: serves the Language Server Protocol on standard input and output until
/// the client says `exit` (or closes the input); what the server logs goes to the console's
/// standard error.
package struct ServeCommand {
  /// The rules, their selection, the configuration file and the manifest mode the server
  /// starts with, until the client sends settings of its own.
  package var scope: RunScope
  /// The version the server names in `serverInfo`.
  package var toolVersion: String
  /// The rerun cache's folder the server reads and fills; nil: none.
  package var cacheDirectory: String?

  package init(scope: RunScope, toolVersion: String) {
    self.scope = scope
    self.toolVersion = toolVersion
  }

  /// Serves on the process's standard input and output; `findings` (1) when the client exits
  /// without asking to shut down first.
  package func run(_ console: Console) -> ExitCode {
    guard let catalog = scope.catalog(console) else { return .failure }
    var setup = LanguageServer.Setup(
      catalog: catalog, currentDirectory: scope.currentDirectory,
      manifestMode: scope.manifestMode, version: toolVersion)
    setup.select = scope.select.isEmpty ? nil : scope.select
    setup.ignore = scope.ignore
    setup.configurationPath = scope.configurationPath.map(scope.absolute)
    setup.cacheDirectory = cacheDirectory
    setup.rulesDirectory = scope.rulesDirectory.map(scope.absolute)
    // A client that goes away mid-write must not kill the server with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let server = LanguageServer(setup: setup, log: console.writeStandardError)
    let code = ServerLoop.run(server, input: STDIN_FILENO, output: STDOUT_FILENO)
    return code == 0 ? .clean : .findings
  }
}
