import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintServer
import BundleLintSyntax
import Foundation

extension BundleLintCommand {
  /// `bundlelint lsp`: serves the Language Server Protocol on standard input and output until
  /// the client says `exit` (or closes the input); errors go to standard error.
  static func serve(_ options: Options, currentDirectory: String) -> ExitCode {
    guard let catalog = loadCatalog(options) else { return .failure }
    var setup = LanguageServer.Setup(
      catalog: catalog, currentDirectory: currentDirectory, manifestMode: options.manifestMode,
      version: Version.current)
    setup.select = options.select.isEmpty ? nil : options.select
    setup.ignore = options.ignore
    setup.configurationPath = options.configurationPath.map { absolute($0, in: currentDirectory) }
    setup.cacheDirectory = LintCommand.cacheDirectory(
      noCache: options.noCache, cacheDirectory: options.cacheDirectory,
      scope: options.scope(currentDirectory: currentDirectory),
      environment: ProcessInfo.processInfo.environment)
    setup.rulesDirectory = options.rulesDirectory.map { absolute($0, in: currentDirectory) }
    // A client that goes away mid-write must not kill the server with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let server = LanguageServer(setup: setup) { line in
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    let code = ServerLoop.run(server, input: STDIN_FILENO, output: STDOUT_FILENO)
    return code == 0 ? .clean : .findings
  }
}
