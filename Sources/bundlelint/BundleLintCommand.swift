import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintServer
import BundleLintSyntax
import Foundation

/// The `bundlelint` executable: parse flags, run one command, set the exit code.
@main
enum BundleLintCommand {
  static func main() {
    AllocatorTuning.apply()
    let code = run(Array(CommandLine.arguments.dropFirst()))
    exit(code.rawValue)
  }

  static func run(_ arguments: [String]) -> ExitCode {
    let options: Options
    do {
      options = try Options.parse(arguments) { FileManager.default.fileExists(atPath: $0) }
    } catch {
      return fail(error.message)
    }
    let currentDirectory = FileManager.default.currentDirectoryPath
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
    case .rules, .explain:
      guard let catalog = loadCatalog(options) else { return .failure }
      if case .explain(let id) = options.command {
        guard let rule = catalog.rule(id: id) else {
          let suggestion = NameSuggestion.closest(to: id, in: catalog.rules.map(\.id))
          return fail(UsageError.unknownRule(id, suggestion: suggestion).message)
        }
        print(RuleDocumentation.explain(rule), terminator: "")
      } else if options.outputs.first?.format == .json {
        print(RuleDocumentation.json(catalog.rules), terminator: "")
      } else {
        print(RuleDocumentation.list(catalog.rules), terminator: "")
      }
      return .clean
    case .config:
      return showConfiguration(options, currentDirectory: currentDirectory)
    case .calls:
      return listCalls(options.paths, currentDirectory: currentDirectory)
    case .describe:
      return describe(options, currentDirectory: currentDirectory)
    case .lsp:
      return serve(options, currentDirectory: currentDirectory)
    case .lint:
      return options.lintCommand(currentDirectory: currentDirectory).run(.local())
    }
  }

  /// The request of a lint run: the paths, the rules and the options that choose files.
  static func request(
    _ options: Options, catalog: RuleCatalog, currentDirectory: String
  ) -> LintRun.Request {
    LintRun.Request(
      paths: options.paths.isEmpty ? ["."] : options.paths, currentDirectory: currentDirectory,
      manifestMode: options.manifestMode, catalog: catalog,
      select: options.select.isEmpty ? nil : options.select, ignore: options.ignore,
      configurationPath: options.configurationPath.map { absolute($0, in: currentDirectory) },
      excluded: options.excluded.compactMap { try? GlobPattern.parse($0).get() })
  }

  /// `bundlelint config [PATH]`: which configuration applies to PATH's package, and what it
  /// sets.
  static func showConfiguration(_ options: Options, currentDirectory: String) -> ExitCode {
    guard let catalog = loadCatalog(options) else { return .failure }
    let path = absolute(options.paths.first ?? ".", in: currentDirectory)
    guard FileManager.default.fileExists(atPath: path) else {
      return fail("'\(options.paths.first ?? ".")': no such file or directory")
    }
    let request = request(options, catalog: catalog, currentDirectory: currentDirectory)
    do {
      let settings = try LintRun.settings(
        for: URL(fileURLWithPath: path).standardized.path, request: request)
      print(
        SettingsReport.render(settings, currentDirectory: currentDirectory), terminator: "")
      return .clean
    } catch {
      return fail(error, currentDirectory: currentDirectory)
    }
  }

  /// Says why a run could not start: a configuration error compiler style, as editors read it
  /// (the file, the bad key's line and column, one error), else the message.
  static func fail(_ failure: LintRun.Failure, currentDirectory: String) -> ExitCode {
    guard case .configuration(let error) = failure else { return fail(failure.description) }
    let text = FileManager.default.contents(atPath: error.file).map { [UInt8]($0) }
    let line = error.rendered(currentDirectory: currentDirectory, text: text)
    FileHandle.standardError.write(Data((line + "\n").utf8))
    return .failure
  }

  /// `path` made absolute against `directory`.
  static func absolute(_ path: String, in directory: String) -> String {
    path.hasPrefix("/") ? path : directory + "/" + path
  }

  /// Writes `text` to `path`; on failure says why and returns false.
  static func write(_ text: String, to path: String, in directory: String) -> Bool {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: absolute(path, in: directory)))
      return true
    } catch {
      printError("cannot write '\(path)': \(error.localizedDescription)")
      return false
    }
  }

  static func listCalls(_ paths: [String], currentDirectory: String) -> ExitCode {
    var status = ExitCode.clean
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        status = .failure
        printError("cannot read '\(path)'")
        continue
      }
      let bytes = [UInt8](data)
      let syntax = CallMatcher.match(bytes)
      print(
        CallListing.render(syntax, path: path, converter: SourceLocationConverter(bytes)),
        terminator: "")
    }
    return status
  }

  static func loadCatalog(_ options: Options, fileSystem: any FileSystem = LocalFileSystem())
    -> RuleCatalog?
  {
    guard let directory = options.rulesDirectory else { return RuleCatalog.builtin }
    do {
      return try RuleCatalog.load(directory: directory, fileSystem: fileSystem)
    } catch {
      printError("\(error)")
      return nil
    }
  }

  static func printProblems(_ problems: [WorkspaceProblem], currentDirectory: String) {
    for problem in problems {
      let severity = problem.isFatal ? "error" : "warning"
      FileHandle.standardError.write(
        Data("bundlelint: \(severity): \(problem.message(relativeTo: currentDirectory))\n".utf8))
    }
  }

  /// Writes UTF-8 `bytes` to standard output.
  static func writeStandardOutput(_ bytes: [UInt8]) {
    StandardOutput.write(bytes)
  }

  static func fail(_ message: String) -> ExitCode {
    printError(message)
    return .failure
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data("bundlelint: error: \(message)\n".utf8))
  }
}
