import BundleLintCore
import BundleLintEngine
import BundleLintProject

/// `--fix`, `--diff`, `--show-fixes` and the summary's fix counts.
extension LintCommand {
  /// `--diff`: the unified diff of what `--fix` would change on stdout, nothing written, no
  /// findings; exit code 1 when there is something to fix, 0 when not, 2 on errors.
  func printDiff(_ result: FixRun.Result, outcome: LintRun.Outcome, console: Console)
    -> ExitCode
  {
    let currentDirectory = scope.currentDirectory
    console.printProblems(outcome.problems, currentDirectory: currentDirectory)
    let changed = reportChanged(result, console: console)
    console.writeStandardOutput(
      Array(UnifiedDiff.render(result.files, currentDirectory: currentDirectory).utf8))
    let files = "\(result.files.count) file\(result.files.count == 1 ? "" : "s")"
    var summary = "would fix \(result.fixCount) in \(files)"
    if result.unsafeLeft > 0 { summary += " (\(result.unsafeLeft) more with --unsafe-fixes)" }
    console.writeStandardError(summary)
    if showFixes { self.showFixes(result, console: console) }
    if !outcome.problems.isEmpty || changed { return .failure }
    return result.files.isEmpty ? .clean : .findings
  }

  /// Writes each fixed file; a file that cannot be written is said and left as it was, and the
  /// others are written. Returns whether all were.
  func write(_ result: FixRun.Result, roots: [String], console: Console) -> Bool {
    let absoluteRoots = roots.map(scope.absolute)
    var allWritten = !reportChanged(result, console: console)
    for file in result.files {
      do {
        try console.writeFixedFile(file, absoluteRoots)
      } catch {
        allWritten = false
        let shown = file.displayPath(in: scope.currentDirectory)
        console.printError("cannot fix '\(shown)': \(error.detail)")
      }
    }
    if showFixes { self.showFixes(result, console: console) }
    return allWritten
  }

  /// Says which files the loop left alone because they changed during the run; returns whether
  /// there were any.
  func reportChanged(_ result: FixRun.Result, console: Console) -> Bool {
    for path in result.changedDuringRun {
      let shown = FixedFile.displayPath(path, in: scope.currentDirectory)
      console.printError("cannot fix '\(shown)': \(FixWriteError.changedSinceRead.detail)")
    }
    return !result.changedDuringRun.isEmpty
  }

  /// `--show-fixes`: on stderr, each fixed file with its fixes counted by rule and title.
  func showFixes(_ result: FixRun.Result, console: Console) {
    let lines = Self.fixList(result, currentDirectory: scope.currentDirectory)
    guard !lines.isEmpty else { return }
    console.writeStandardError(lines.joined(separator: "\n"))
  }

  /// The lines of `--show-fixes`: each fixed file, then its fixes counted by rule and title.
  static func fixList(_ result: FixRun.Result, currentDirectory: String) -> [String] {
    var lines: [String] = []
    for file in result.files {
      lines.append("\(file.displayPath(in: currentDirectory)):")
      var counts: [AppliedFix: Int] = [:]
      for fix in file.applied { counts[fix, default: 0] += 1 }
      let sorted = counts.keys.sorted { ($0.ruleID, $0.title) < ($1.ruleID, $1.title) }
      for fix in sorted {
        lines.append(
          "  \(counts[fix] ?? 0) × \(fix.ruleID): \(fix.title) (\(fix.applicability.rawValue))")
      }
    }
    return lines
  }

  /// The summary's fix part: `; fixed 3 (2 more with --unsafe-fixes)` after `--fix`, else how
  /// many findings `--fix` would fix: `; 3 fixable with --fix (2 more with --unsafe-fixes)`.
  func fixSummary(_ result: FixRun.Result?, findings: [Diagnostic]) -> String {
    if let result {
      var text = "; fixed \(result.fixCount)"
      if result.unsafeLeft > 0 { text += " (\(result.unsafeLeft) more with --unsafe-fixes)" }
      return text
    }
    let safe = findings.count { $0.fix?.isApplied(allowingUnsafe: false) == true }
    let unsafe = findings.count { $0.fix?.isApplied(allowingUnsafe: true) == true } - safe
    if unsafeFixes || safe == 0 {
      return safe + unsafe == 0 ? "" : "; \(safe + unsafe) fixable with --fix --unsafe-fixes"
    }
    var text = safe == 0 ? "" : "; \(safe) fixable with --fix"
    if unsafe > 0 { text += " (\(unsafe) more with --unsafe-fixes)" }
    return text
  }
}
