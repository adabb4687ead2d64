import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintServer
import BundleLintSyntax
import Foundation

/// `--fix`, `--diff`, `--show-fixes` and the summary's fix counts.
extension BundleLintCommand {
  /// `--diff`: the unified diff of what `--fix` would change on stdout, nothing written, no
  /// findings; exit code 1 when there is something to fix, 0 when not, 2 on errors.
  static func printDiff(
    _ result: FixRun.Result, outcome: LintRun.Outcome, options: Options, currentDirectory: String
  ) -> ExitCode {
    printProblems(outcome.problems, currentDirectory: currentDirectory)
    let changed = reportChanged(result, currentDirectory: currentDirectory)
    writeStandardOutput(
      Array(UnifiedDiff.render(result.files, currentDirectory: currentDirectory).utf8))
    var summary =
      "would fix \(result.fixCount) in \("\(result.files.count) file\(result.files.count == 1 ? "" : "s")")"
    if result.unsafeLeft > 0 { summary += " (\(result.unsafeLeft) more with --unsafe-fixes)" }
    FileHandle.standardError.write(Data((summary + "\n").utf8))
    if options.showFixes { showFixes(result, currentDirectory: currentDirectory) }
    if !outcome.problems.isEmpty || changed { return .failure }
    return result.files.isEmpty ? .clean : .findings
  }

  /// Writes each fixed file; a file that cannot be written is said and left as it was, and the
  /// others are written. Returns whether all were.
  static func write(
    _ result: FixRun.Result, roots: [String], options: Options, in currentDirectory: String
  ) -> Bool {
    let absoluteRoots = roots.map { absolute($0, in: currentDirectory) }
    var allWritten = !reportChanged(result, currentDirectory: currentDirectory)
    for file in result.files {
      do {
        try FixedFileWriter.write(file, roots: absoluteRoots)
      } catch {
        allWritten = false
        let shown = file.displayPath(in: currentDirectory)
        printError("cannot fix '\(shown)': \(error.detail)")
      }
    }
    if options.showFixes { showFixes(result, currentDirectory: currentDirectory) }
    return allWritten
  }

  /// Says which files the loop left alone because they changed during the run; returns whether
  /// there were any.
  static func reportChanged(_ result: FixRun.Result, currentDirectory: String) -> Bool {
    for path in result.changedDuringRun {
      let shown = FixedFile.displayPath(path, in: currentDirectory)
      printError("cannot fix '\(shown)': \(FixWriteError.changedSinceRead.detail)")
    }
    return !result.changedDuringRun.isEmpty
  }

  /// `--show-fixes`: on stderr, each fixed file with its fixes counted by rule and title.
  static func showFixes(_ result: FixRun.Result, currentDirectory: String) {
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
    guard !lines.isEmpty else { return }
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }

  /// The summary's fix part: `; fixed 3 (2 more with --unsafe-fixes)` after `--fix`, else how
  /// many findings `--fix` would fix: `; 3 fixable with --fix (2 more with --unsafe-fixes)`.
  static func fixSummary(_ result: FixRun.Result?, findings: [Diagnostic], options: Options)
    -> String
  {
    if let result {
      var text = "; fixed \(result.fixCount)"
      if result.unsafeLeft > 0 { text += " (\(result.unsafeLeft) more with --unsafe-fixes)" }
      return text
    }
    let safe = findings.count { $0.fix?.isApplied(allowingUnsafe: false) == true }
    let unsafe = findings.count { $0.fix?.isApplied(allowingUnsafe: true) == true } - safe
    if options.unsafeFixes || safe == 0 {
      return safe + unsafe == 0 ? "" : "; \(safe + unsafe) fixable with --fix --unsafe-fixes"
    }
    var text = safe == 0 ? "" : "; \(safe) fixable with --fix"
    if unsafe > 0 { text += " (\(unsafe) more with --unsafe-fixes)" }
    return text
  }
}
