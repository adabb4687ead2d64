import BundleLintCore
import BundleLintReporters
import BundleLintServer
import Foundation

/// The `bundlelint` executable: parse flags, run one command, set the exit code. Each command is
/// one library entry, run on the process's `Console`.
@main
enum BundleLintCommand {
  static func main() {
    AllocatorTuning.apply()
    let code = run(Array(CommandLine.arguments.dropFirst()))
    exit(code.rawValue)
  }

  static func run(_ arguments: [String]) -> ExitCode {
    let console = Console.local()
    let options: Options
    do {
      options = try Options.parse(arguments) { FileManager.default.fileExists(atPath: $0) }
    } catch {
      return console.fail(error.message)
    }
    let currentDirectory = FileManager.default.currentDirectoryPath
    var scope = options.scope
    scope.currentDirectory = currentDirectory
    switch options.command {
    case .help:
      print(Help.text(), terminator: "")
      return .clean
    case .helpOn(let command):
      print(Help.text(for: command), terminator: "")
      return .clean
    case .version:
      print("bundlelint \(Version.current)")
      return .clean
    case .rules:
      let shown: RulesCommand.Shown = options.outputs.first?.format == .json ? .json : .list
      return RulesCommand(scope: scope, shown: shown).run(console)
    case .explain(let id):
      return RulesCommand(scope: scope, shown: .explain(id)).run(console)
    case .config:
      return ConfigCommand(scope: scope).run(console)
    case .calls:
      return CallsCommand(paths: scope.paths, currentDirectory: currentDirectory).run(console)
    case .describe:
      return options.describeCommand(scope: scope).run(console)
    case .lsp:
      return options.serveCommand(scope: scope, environment: console.environment).run(console)
    case .lint:
      return options.lintCommand(scope: scope).run(console)
    }
  }
}
