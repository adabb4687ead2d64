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
  /// Exit codes, as documented in `--help` and the README.
  enum ExitCode: Int32 {
    case clean = 0
    case findings = 1
    case failure = 2
  }

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
      return lint(options, currentDirectory: currentDirectory)
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

  static func lint(_ options: Options, currentDirectory: String) -> ExitCode {
    let cache = runCache(options, currentDirectory: currentDirectory)
    // Through the cache, the rules' files are inputs of the run like any other.
    let recorder = RecordingFileSystem()
    // Freed by the process's exit, as a compiler's `-disable-free`: releasing the tens of
    // thousands of inputs a large run records, one by one, would only delay the exit.
    _ = Unmanaged.passRetained(recorder)
    guard
      let catalog = loadCatalog(options, fileSystem: cache == nil ? LocalFileSystem() : recorder)
    else { return .failure }
    var request = request(options, catalog: catalog, currentDirectory: currentDirectory)
    var baseline: Baseline?
    if let path = options.baselinePath {
      do {
        baseline = try Baseline.load(
          path: absolute(path, in: currentDirectory), relativeTo: currentDirectory)
      } catch {
        return fail(error.description)
      }
    }
    var outcome: LintRun.Outcome
    var fixed: FixRun.Result?
    var fileSystem: any FileSystem = LocalFileSystem()
    if let path = options.stdinFilename {
      let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
      fileSystem = OverlayFileSystem(
        base: fileSystem,
        contents: [
          URL(fileURLWithPath: absolute(path, in: currentDirectory)).standardized.path: bytes
        ])
      request.paths = [path]
    }
    do {
      if options.fix || options.diff {
        let result = try FixRun.run(request, allowingUnsafe: options.unsafeFixes) {
          baseline?.filter($0, relativeTo: currentDirectory).new ?? $0
        }
        fixed = result
        outcome = result.outcome
      } else if let cache {
        outcome = try lint(request, through: cache, recorder: recorder, options: options)
      } else {
        outcome = try LintRun.run(request, fileSystem: fileSystem)
      }
    } catch {
      return fail(error, currentDirectory: currentDirectory)
    }
    if options.diff, let fixed {
      return printDiff(
        fixed, outcome: outcome, options: options, currentDirectory: currentDirectory)
    }
    var fixFailed = false
    if let result = fixed, !result.files.isEmpty || !result.changedDuringRun.isEmpty {
      let written = write(result, roots: request.paths, options: options, in: currentDirectory)
      fixFailed = !written
      if fixFailed {
        // What is on disk is not what the loop linted: report what is there.
        do { outcome = try LintRun.run(request) } catch { return fail(error.description) }
      }
    }
    printProblems(outcome.problems, currentDirectory: currentDirectory)

    var baselineNote = ""
    if let baseline {
      let filtered = baseline.filter(outcome.diagnostics, relativeTo: currentDirectory)
      outcome.diagnostics = filtered.new
      baselineNote = ", \(filtered.matched) in the baseline"
    }
    if options.buildWarnings {
      outcome.diagnostics = buildWarnings(outcome.diagnostics, threshold(options, outcome))
    }
    if let path = options.writeBaselinePath {
      let baseline = Baseline.make(from: outcome.diagnostics, relativeTo: currentDirectory)
      guard write(baseline.encode(), to: path, in: currentDirectory) else { return .failure }
    }

    // Only SARIF carries a rule's help, made from its examples.
    let writesSARIF = options.effectiveOutputs.contains { $0.format == .sarif }
    var report = LintReport(
      findings: outcome.diagnostics,
      rules: outcome.rules.map { RuleMetadata(rule: $0, withHelp: writesSARIF) },
      toolVersion: Version.current, currentDirectory: currentDirectory,
      filesLinted: outcome.filesLinted, filesScanned: outcome.filesScanned)
    report.absolutePaths = options.absolutePaths
    report.marksUnsafeFixes = options.unsafeFixes
    let firstPath = absolute(options.paths.first ?? ".", in: currentDirectory)
    report.repositoryRoot =
      RepositoryRoot.find(above: firstPath) { FileManager.default.fileExists(atPath: $0) }
      ?? currentDirectory
    let environment = ProcessInfo.processInfo.environment
    let onTerminal = Terminal.standardOutputIsTerminal(environment)
    for output in options.effectiveOutputs {
      if let file = output.file {
        guard write(report, as: output.format, to: file, in: currentDirectory) else {
          return .failure
        }
      } else if !options.statistics {
        let format = output.format.resolved(onTerminal: onTerminal)
        if format == .full {
          report.sourceExcerpts = SourceExcerpts.load(for: report.findings) { path in
            FileManager.default.contents(atPath: path).map { [UInt8]($0) }
          }
        }
        let color =
          format.textLayout != nil
          && options.color.colors(environment: environment, isTerminal: onTerminal)
        format.write(report, color: color) { writeStandardOutput($0) }
      }
    }
    if options.statistics {
      writeStandardOutput(Array(RuleStatistics.render(report.findings).utf8))
    }
    // After a path that could not be used, and nothing else read, a summary says nothing.
    let nothingRead = outcome.problems.contains(where: \.isFatal) && outcome.filesScanned == 0
    if !options.quiet, !nothingRead {
      printSummary(report, outcome, options, baselineNote: baselineNote, fixed: fixed)
    }
    if let path = options.stampPath {
      let stamp = "// Written by bundlelint for its build-tool plugin; intentionally empty.\n"
      guard write(stamp, to: path, in: currentDirectory) else { return .failure }
    }

    return fixFailed ? .failure : exitCode(options, outcome)
  }

  /// The generator note and the summary line, on stderr.
  static func printSummary(
    _ report: LintReport, _ outcome: LintRun.Outcome, _ options: Options, baselineNote: String,
    fixed: FixRun.Result?
  ) {
    if let note = outcome.generatorNote {
      let message = note.message { report.displayPath($0) }
      FileHandle.standardError.write(Data("bundlelint: note: \(message)\n".utf8))
    }
    var summary = report.summaryLine
    if outcome.suppressed > 0 || !baselineNote.isEmpty {
      summary += " [\(outcome.suppressed) suppressed\(baselineNote)]"
    }
    if !outcome.skippedLinks.isEmpty {
      let count = outcome.skippedLinks.count
      summary += "; skipped \(count) broken or looping symbolic link\(count == 1 ? "" : "s")"
    }
    summary += fixSummary(fixed, findings: outcome.diagnostics, options: options)
    if let path = options.writeBaselinePath {
      let count = outcome.diagnostics.count
      summary += "; wrote \(count) finding\(count == 1 ? "" : "s") to the baseline '\(path)'"
    }
    FileHandle.standardError.write(Data((summary + "\n").utf8))
  }

  /// The exit code of a lint run that got as far as its reports.
  static func exitCode(_ options: Options, _ outcome: LintRun.Outcome) -> ExitCode {
    if !outcome.problems.isEmpty { return .failure }
    if options.writeBaselinePath != nil { return .clean }
    return threshold(options, outcome).fails(outcome.diagnostics) ? .findings : .clean
  }

  /// The lowest severity that fails the run: `--fail-on`, else the configuration's `failOn`,
  /// else `warning` (`never` with `--build-warnings`: a build fails only where asked to).
  static func threshold(_ options: Options, _ outcome: LintRun.Outcome)
    -> Configuration.FailThreshold
  {
    options.failOn ?? outcome.configuredFailOn ?? (options.buildWarnings ? .never : .default)
  }

  /// `--build-warnings`: each error finding as a warning, unless `threshold` fails on it, so
  /// SwiftPM and Xcode show it as the warning it is to the build.
  static func buildWarnings(_ findings: [Diagnostic], _ threshold: Configuration.FailThreshold)
    -> [Diagnostic]
  {
    guard !threshold.fails(.error) else { return findings }
    return findings.map { finding in
      var finding = finding
      if finding.severity == .error { finding.severity = .warning }
      return finding
    }
  }

  /// `path` made absolute against `directory`.
  static func absolute(_ path: String, in directory: String) -> String {
    path.hasPrefix("/") ? path : directory + "/" + path
  }

  /// Writes `report` in `format` to `path`, piece by piece; on failure says why and returns false.
  static func write(
    _ report: LintReport, as format: ReportFormat, to path: String, in directory: String
  ) -> Bool {
    let absolutePath = absolute(path, in: directory)
    guard FileManager.default.createFile(atPath: absolutePath, contents: nil),
      let handle = FileHandle(forWritingAtPath: absolutePath)
    else {
      printError("cannot write '\(path)': it cannot be created")
      return false
    }
    defer { try? handle.close() }
    var failure: (any Error)?
    format.write(report) { piece in
      guard failure == nil else { return }
      do { try handle.write(contentsOf: Data(piece)) } catch { failure = error }
    }
    if let failure {
      printError("cannot write '\(path)': \(failure.localizedDescription)")
      return false
    }
    return true
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
