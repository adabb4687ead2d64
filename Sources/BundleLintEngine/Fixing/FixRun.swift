import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `--fix` and `--diff`: lint, apply the fixes that may be applied, lint the result, and again
/// until no fix applies or `maxRounds` rounds have run (after ruff's fix loop). Nothing is
/// written: the rounds read changed files from memory, and the caller writes (`FixedFileWriter`)
/// or prints a diff (`UnifiedDiff`).
package enum FixRun {
  /// How many rounds of fixes at most; a fix that keeps coming back stops there.
  package static let maxRounds = 10

  /// What the loop did.
  package struct Result: Sendable {
    /// The lint of the fixed files (before `filter`): what the report shows.
    package var outcome: LintRun.Outcome
    /// The files changed, sorted by path.
    package var files: [FixedFile]
    /// Findings left whose fix only `--unsafe-fixes` would apply (after `filter`).
    package var unsafeLeft: Int
    /// How many rounds applied fixes.
    package var rounds: Int
    /// Files with fixes left alone: their bytes changed after the lint read them.
    package var changedDuringRun: [String] = []

    /// How many fixes were applied in all.
    package var fixCount: Int { files.reduce(0) { $0 + $1.applied.count } }
  }

  /// Runs the loop over what `request` names. `filter` keeps the findings that may be fixed
  /// (the baseline's new ones; suppressed findings never reach it). Which fixes apply is
  /// decided on the first lint, of the files as read (`FixDecisions`): a later round applies
  /// only what that report called fixable, so `--diff`, `--fix` and the report agree.
  package static func run(
    _ request: LintRun.Request, fileSystem: any FileSystem = LocalFileSystem(),
    allowingUnsafe: Bool, filter: ([Diagnostic]) -> [Diagnostic] = { $0 }
  ) throws(LintRun.Failure) -> Result {
    var contents: [String: [UInt8]] = [:]
    var originals: [String: [UInt8]] = [:]
    var applied: [String: [AppliedFix]] = [:]
    var rounds = 0
    var changedDuringRun: Set<String> = []
    var decisions: FixDecisions?
    let log = ReadLog()
    while true {
      let overlay = OverlayFileSystem(base: fileSystem, contents: contents, log: log)
      var outcome = try LintRun.run(request, fileSystem: overlay)
      let findings = filter(outcome.diagnostics)
      var decided = decisions ?? FixDecisions(findings, allowingUnsafe: allowingUnsafe)
      var changed = false
      if rounds < maxRounds {
        for (path, group) in decided.candidates(in: findings) {
          guard !changedDuringRun.contains(path),
            let bytes = contents[path] ?? (try? fileSystem.readFile(path))
          else { continue }
          // The findings' offsets are into the bytes the lint read: a file changed since is
          // left alone.
          if contents[path] == nil, !log.matches(path, bytes) {
            changedDuringRun.insert(path)
            continue
          }
          let round = FixApplier.applyRound(group.map(\.edits), to: bytes)
          guard !round.applied.isEmpty, round.bytes != bytes else { continue }
          originals[path] = originals[path] ?? bytes
          contents[path] = round.bytes
          applied[path, default: []] += round.applied.map { group[$0].applied }
          decided.record(round.applied.map { group[$0] }, in: path)
          changed = true
        }
      }
      decisions = decided
      if changed {
        rounds += 1
        continue
      }
      // What is left is shown and counted as the first report graded it.
      outcome.diagnostics = decided.decided(outcome.diagnostics)
      let unsafeLeft =
        allowingUnsafe
        ? 0
        : filter(outcome.diagnostics).count {
          $0.fix?.isApplied(allowingUnsafe: true) == true && $0.fix?.applicability == .unsafe
        }
      let files = contents.keys.sorted().compactMap { path -> FixedFile? in
        guard let original = originals[path], let fixed = contents[path], original != fixed
        else { return nil }
        return FixedFile(path: path, original: original, fixed: fixed, applied: applied[path] ?? [])
      }
      return Result(
        outcome: outcome, files: files, unsafeLeft: unsafeLeft, rounds: rounds,
        changedDuringRun: changedDuringRun.sorted())
    }
  }

  /// One finding's fix as the applier takes it.
  package struct Candidate {
    package var edits: [(range: Range<Int>, replacement: String)]
    var applied: AppliedFix
    /// The first report's findings it fixes (indexes into `FixDecisions`' list of its file).
    var entries: [Int] = []
  }
}
