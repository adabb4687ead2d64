import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import Foundation

/// `bundlelint [lint]`: one run from the parsed flags to the exit status. It lints (through the
/// rerun cache, or in fix rounds with `--fix` and `--diff`), writes the fixes (and lints again
/// when a write fails, to report what is on disk), applies the baseline, writes the reports,
/// the baseline and the stamp, and says the summary; everything it reads and writes goes
/// through a `Console`.
package struct LintCommand {
  /// One report to write: a format to a file, or to standard output without one.
  package struct Output: Equatable, Sendable {
    package var format: ReportFormat
    package var file: String?

    package init(format: ReportFormat, file: String? = nil) {
      self.format = format
      self.file = file
    }
  }

  /// What is linted, with which rules.
  package var scope: RunScope
  /// The version written into the reports.
  package var toolVersion: String
  /// The reports to write; none means text on standard output.
  package var outputs: [Output] = []
  /// `--baseline FILE`: findings it records are not reported.
  package var baselinePath: String?
  /// `--write-baseline FILE`: the findings are written there as a baseline.
  package var writeBaselinePath: String?
  /// `--fail-on`; nil: the configuration's `failOn`, else `warning`.
  package var failOn: Configuration.FailThreshold?
  /// `--build-warnings`: findings are warnings, and the run fails, only where `--fail-on` or a
  /// configuration's `failOn` says so.
  package var buildWarnings = false
  /// `--stamp FILE`: written after linting, whatever the findings.
  package var stampPath: String?
  package var absolutePaths = false
  package var color: ColorChoice = .auto
  /// `--statistics`: a table of counts per rule instead of the findings on standard output.
  package var statistics = false
  /// `--quiet`: no summary line.
  package var quiet = false
  /// `--fix`: apply the fixes that may be applied, in place.
  package var fix = false
  /// `--diff`: print what `--fix` would change, write nothing.
  package var diff = false
  /// `--unsafe-fixes`: unsafe fixes may be applied too.
  package var unsafeFixes = false
  /// `--show-fixes`: list the fixes applied on standard error.
  package var showFixes = false
  /// `--stdin-filename`: lint standard input as the file at this path.
  package var stdinFilename: String?
  /// `--no-cache`: neither read nor write the rerun cache.
  package var noCache = false
  /// `--cache-dir`: the rerun cache's folder instead of the user's cache folder.
  package var cacheDirectory: String?

  package init(scope: RunScope, toolVersion: String) {
    self.scope = scope
    self.toolVersion = toolVersion
  }

  /// The reports to write, defaulting to text on standard output.
  package var effectiveOutputs: [Output] {
    outputs.isEmpty ? [Output(format: .text)] : outputs
  }

  private var currentDirectory: String { scope.currentDirectory }

  /// Runs the command on `console`; the status the process exits with.
  package func run(_ console: Console) -> ExitCode {
    let cache = runCache(console)
    // Through the cache, the rules' files are inputs of the run like any other.
    let recorder = RecordingFileSystem()
    // Freed by the process's exit, as a compiler's `-disable-free`: releasing the tens of
    // thousands of inputs a large run records, one by one, would only delay the exit.
    _ = Unmanaged.passRetained(recorder)
    guard
      let catalog = scope.catalog(console, fileSystem: cache == nil ? nil : recorder)
    else { return .failure }
    var request = scope.request(catalog: catalog)
    var baseline: Baseline?
    if let path = baselinePath {
      do {
        baseline = try Baseline.load(
          path: scope.absolute(path), relativeTo: currentDirectory, fileSystem: console.fileSystem)
      } catch {
        return console.fail(error.description)
      }
    }
    var fileSystem = console.fileSystem
    if let path = stdinFilename {
      let bytes = console.readStandardInput()
      fileSystem = OverlayFileSystem(
        base: fileSystem,
        contents: [URL(fileURLWithPath: scope.absolute(path)).standardized.path: bytes])
      request.paths = [path]
    }
    var outcome: LintRun.Outcome
    var fixed: FixRun.Result?
    do {
      if fix || diff {
        let result = try FixRun.run(
          request, fileSystem: console.fileSystem, allowingUnsafe: unsafeFixes
        ) { baseline?.filter($0, relativeTo: currentDirectory).new ?? $0 }
        fixed = result
        outcome = result.outcome
      } else if let cache {
        outcome = try lint(request, through: cache, recorder: recorder, console: console)
      } else {
        outcome = try LintRun.run(request, fileSystem: fileSystem)
      }
    } catch {
      return console.fail(error, currentDirectory: currentDirectory)
    }
    if diff, let fixed {
      return printDiff(fixed, outcome: outcome, console: console)
    }
    var fixFailed = false
    if let result = fixed, !result.files.isEmpty || !result.changedDuringRun.isEmpty {
      fixFailed = !write(result, roots: request.paths, console: console)
      if fixFailed {
        // What is on disk is not what the loop linted: report what is there.
        do {
          outcome = try LintRun.run(request, fileSystem: console.fileSystem)
        } catch {
          return console.fail(error.description)
        }
      }
    }
    console.printProblems(outcome.problems, currentDirectory: currentDirectory)

    let inBaseline = applyBaseline(baseline, to: &outcome)
    if let path = writeBaselinePath {
      let written = Baseline.make(from: outcome.diagnostics, relativeTo: currentDirectory)
      guard console.write(written.encode(), to: path, in: currentDirectory) else {
        return .failure
      }
    }
    var report = report(of: outcome, console: console)
    guard writeReports(&report, console: console) else { return .failure }
    // After a path that could not be used, and nothing else read, a summary says nothing.
    let nothingRead = outcome.problems.contains(where: \.isFatal) && outcome.filesScanned == 0
    if !quiet, !nothingRead {
      if let note = outcome.generatorNote {
        let message = note.message { report.displayPath($0) }
        console.writeStandardError("bundlelint: note: \(message)")
      }
      console.writeStandardError(
        summary(report, outcome, inBaseline: inBaseline, fixed: fixed))
    }
    if let path = stampPath {
      let stamp = "// Written by bundlelint for its build-tool plugin; intentionally empty.\n"
      guard console.write(stamp, to: path, in: currentDirectory) else { return .failure }
    }
    return fixFailed ? .failure : exitCode(outcome)
  }

  /// The findings the reports show: without those `baseline` records, and with
  /// `--build-warnings` graded as the build sees them. Returns how many the baseline matched
  /// (nil without one).
  package func applyBaseline(_ baseline: Baseline?, to outcome: inout LintRun.Outcome) -> Int? {
    var matched: Int?
    if let baseline {
      let filtered = baseline.filter(outcome.diagnostics, relativeTo: currentDirectory)
      outcome.diagnostics = filtered.new
      matched = filtered.matched
    }
    if buildWarnings {
      outcome.diagnostics = Self.buildWarnings(outcome.diagnostics, threshold(outcome))
    }
    return matched
  }

  /// The report of `outcome`'s findings, with the rules they name (SARIF, the only format that
  /// carries a rule's help, gets it).
  package func report(of outcome: LintRun.Outcome, console: Console) -> LintReport {
    let writesSARIF = effectiveOutputs.contains { $0.format == .sarif }
    var report = LintReport(
      findings: outcome.diagnostics,
      rules: outcome.rules.map { RuleMetadata(rule: $0, withHelp: writesSARIF) },
      toolVersion: toolVersion, currentDirectory: currentDirectory,
      filesLinted: outcome.filesLinted, filesScanned: outcome.filesScanned)
    report.absolutePaths = absolutePaths
    report.marksUnsafeFixes = unsafeFixes
    let firstPath = scope.absolute(scope.paths.first ?? ".")
    report.repositoryRoot =
      RepositoryRoot.find(above: firstPath) { console.fileSystem.type(of: $0) != nil }
      ?? currentDirectory
    return report
  }

  /// Writes each report to its file or standard output (`--statistics`: the table instead of
  /// the reports on standard output); false (said) when a file cannot be written.
  private func writeReports(_ report: inout LintReport, console: Console) -> Bool {
    for output in effectiveOutputs {
      if let file = output.file {
        let failure = console.streamFile(scope.absolute(file)) { write in
          output.format.write(report, to: write)
        }
        if let failure {
          console.printError("cannot write '\(file)': \(failure)")
          return false
        }
      } else if !statistics {
        let format = output.format.resolved(onTerminal: console.standardOutputIsTerminal)
        if format == .full {
          report.sourceExcerpts = SourceExcerpts.load(for: report.findings) { path in
            try? console.fileSystem.readFile(path)
          }
        }
        let color =
          format.textLayout != nil
          && self.color.colors(
            environment: console.environment, isTerminal: console.standardOutputIsTerminal)
        format.write(report, color: color, to: console.writeStandardOutput)
      }
    }
    if statistics {
      console.writeStandardOutput(Array(RuleStatistics.render(report.findings).utf8))
    }
    return true
  }

  /// The summary line: the counts, what was suppressed and what the baseline matched, broken
  /// links skipped, what was or could be fixed, and the baseline written.
  package func summary(
    _ report: LintReport, _ outcome: LintRun.Outcome, inBaseline: Int?, fixed: FixRun.Result?
  ) -> String {
    var summary = report.summaryLine
    let baselineNote = inBaseline.map { ", \($0) in the baseline" } ?? ""
    if outcome.suppressed > 0 || !baselineNote.isEmpty {
      summary += " [\(outcome.suppressed) suppressed\(baselineNote)]"
    }
    if !outcome.skippedLinks.isEmpty {
      let count = outcome.skippedLinks.count
      summary += "; skipped \(count) broken or looping symbolic link\(count == 1 ? "" : "s")"
    }
    summary += fixSummary(fixed, findings: outcome.diagnostics)
    if let path = writeBaselinePath {
      let count = outcome.diagnostics.count
      summary += "; wrote \(count) finding\(count == 1 ? "" : "s") to the baseline '\(path)'"
    }
    return summary
  }

  /// The exit code of a lint run that got as far as its reports.
  package func exitCode(_ outcome: LintRun.Outcome) -> ExitCode {
    if !outcome.problems.isEmpty { return .failure }
    if writeBaselinePath != nil { return .clean }
    return threshold(outcome).fails(outcome.diagnostics) ? .findings : .clean
  }

  /// The lowest severity that fails the run: `--fail-on`, else the configuration's `failOn`,
  /// else `warning` (`never` with `--build-warnings`: a build fails only where asked to).
  package func threshold(_ outcome: LintRun.Outcome) -> Configuration.FailThreshold {
    failOn ?? outcome.configuredFailOn ?? (buildWarnings ? .never : .default)
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
}
