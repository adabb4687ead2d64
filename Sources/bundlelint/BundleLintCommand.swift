import BundleLintKit
import Foundation

/// The `bundlelint` executable: parse flags, run one command, set the exit code.
@main
enum BundleLintCommand {
  /// Exit codes, as documented in `--help` and the README.
  enum ExitCode: Int32 {
    case clean = 0
    case findings = 1
    case failure = 2
  }

  static func main() {
    let code = run(Array(CommandLine.arguments.dropFirst()))
    exit(code.rawValue)
  }

  static func run(_ arguments: [String]) -> ExitCode {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      return fail(error.message)
    }
    let currentDirectory = FileManager.default.currentDirectoryPath
    switch options.command {
    case .help:
      print(Help.text(), terminator: "")
      return .clean
    case .version:
      print("bundlelint \(Version.current)")
      return .clean
    case .rules, .explain:
      guard let catalog = loadCatalog(options) else { return .failure }
      if case .explain(let id) = options.command {
        guard let rule = catalog.rule(id: id) else { return fail(UsageError.unknownRule(id).message) }
        print(RuleDocumentation.explain(rule), terminator: "")
      } else {
        print(RuleDocumentation.list(catalog.rules), terminator: "")
      }
      return .clean
    case .calls:
      return listCalls(options.paths, currentDirectory: currentDirectory)
    case .describe:
      let scan = Workspace.load(
        paths: options.paths.isEmpty ? ["."] : options.paths, manifestMode: options.manifestMode,
        fileSystem: LocalFileSystem(), currentDirectory: currentDirectory)
      printProblems(scan.problems, currentDirectory: currentDirectory)
      print(DescribeReport.render(scan, currentDirectory: currentDirectory))
      return scan.problems.contains(where: \.isFatal) ? .failure : .clean
    case .lint:
      return lint(options, currentDirectory: currentDirectory)
    }
  }

  static func lint(_ options: Options, currentDirectory: String) -> ExitCode {
    guard let catalog = loadCatalog(options) else { return .failure }
    let rules: [Rule]
    do {
      rules = try catalog.rules(
        select: options.select.isEmpty ? nil : options.select, ignore: options.ignore)
    } catch {
      return fail("\(error)")
    }
    let request = LintRun.Request(
      paths: options.paths.isEmpty ? ["."] : options.paths, currentDirectory: currentDirectory,
      manifestMode: options.manifestMode, rules: rules)
    let outcome = LintRun.run(request)
    printProblems(outcome.problems, currentDirectory: currentDirectory)

    let report = LintReport(
      findings: outcome.diagnostics, rules: rules.map(RuleMetadata.init(rule:)) + [.unreadableFile],
      toolVersion: Version.current, currentDirectory: currentDirectory,
      filesLinted: outcome.filesLinted, filesScanned: outcome.filesScanned)
    for output in options.effectiveOutputs {
      let color = output.file == nil && output.format == .text && isatty(STDOUT_FILENO) != 0
      let text = output.format.render(report, color: color)
      if let file = output.file {
        do {
          try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
          printError("cannot write '\(file)': \(error.localizedDescription)")
          return .failure
        }
      } else {
        writeStandardOutput(text)
      }
    }
    FileHandle.standardError.write(Data((report.summaryLine + "\n").utf8))

    if outcome.problems.contains(where: \.isFatal) { return .failure }
    let threshold: Severity? =
      switch options.failOn {
      case .warning: .warning
      case .error: .error
      case .never: nil
      }
    if let threshold, outcome.diagnostics.contains(where: { $0.severity >= threshold }) {
      return .findings
    }
    return .clean
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

  static func loadCatalog(_ options: Options) -> RuleCatalog? {
    guard let directory = options.rulesDirectory else { return RuleCatalog.builtin }
    do {
      return try RuleCatalog.load(directory: directory)
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

  /// Writes `text` to standard output in one go (large reports are written without line buffering).
  static func writeStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func fail(_ message: String) -> ExitCode {
    printError(message)
    return .failure
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data("bundlelint: error: \(message)\n".utf8))
  }
}
