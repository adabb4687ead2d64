import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Which fixes the fix loop may apply, decided once, on the report of the tree as the user gave
/// it (after ruff's fix loop, with its promise kept): a later round applies only the fixes of
/// findings that report called fixable, however the evidence changed since. A first fix that
/// adds `bundle:` to a type may make another finding's fix safe in the next lint; that fix was
/// unsafe in the report the user read, and `--fix` leaves it.
///
/// A later round's finding is the first report's when it has the same rule and file, and its
/// place maps back, through the edits applied, to that finding's place; or, when an edit
/// rewrote the code around it, when that finding lay in what the edit replaced or its own fix
/// would have rewritten the same code (of the same rule first, taken in order, else of
/// another: the same problem, moved).
package struct FixDecisions: Sendable {
  /// A finding of the first report.
  private struct Entry: Sendable {
    var ruleID: String
    /// Where it starts in the bytes as read.
    var offset: Int
    /// What its own fix would have replaced, in the bytes as read.
    var edited: [Range<Int>]
    var applicability: Fix.Applicability?
    /// Whether the first report lets the loop apply its fix.
    var allowed: Bool
    /// Whether its fix is still to be applied.
    var pending = true
  }

  private let allowingUnsafe: Bool
  /// The first report's findings, by path, in report order.
  private var entries: [String: [Entry]] = [:]
  private var trails: [String: EditTrail] = [:]

  /// Decides on `findings`, the report of the files as read.
  package init(_ findings: [Diagnostic], allowingUnsafe: Bool) {
    self.allowingUnsafe = allowingUnsafe
    for finding in findings {
      entries[finding.location.path, default: []].append(
        Entry(
          ruleID: finding.ruleID, offset: finding.location.offset,
          edited: finding.fix?.edits.map { $0.start.offset..<max($0.start.offset, $0.end.offset) }
            ?? [],
          applicability: finding.fix?.applicability,
          allowed: finding.fix?.isApplied(allowingUnsafe: allowingUnsafe) == true))
    }
  }

  /// The fixes of `findings` (a lint of the files as the rounds so far left them) that the
  /// first report allowed and that still apply, by file; the same as `FixRun.fixable` on the
  /// first report itself.
  package func candidates(in findings: [Diagnostic]) -> [(String, [FixRun.Candidate])] {
    var byPath: [String: [FixRun.Candidate]] = [:]
    var seen: [Fix: (path: String, index: Int)] = [:]
    for (finding, entry) in matched(findings) {
      guard let entry, entries[finding.location.path]?[entry].allowed == true,
        let fix = finding.fix, fix.isApplied(allowingUnsafe: allowingUnsafe),
        fix.edits.allSatisfy({
          $0.start.path == finding.location.path && $0.end.path == finding.location.path
        })
      else { continue }
      // The branches of a call share one fix: it is applied once, for all of them.
      if let (path, index) = seen[fix] {
        byPath[path]?[index].entries.append(entry)
        continue
      }
      let edits = fix.edits.map {
        (range: $0.start.offset..<max($0.start.offset, $0.end.offset), replacement: $0.replacement)
      }
      let path = finding.location.path
      seen[fix] = (path, byPath[path, default: []].count)
      byPath[path, default: []].append(
        FixRun.Candidate(
          edits: edits,
          applied: AppliedFix(
            ruleID: finding.ruleID, title: fix.title, applicability: fix.applicability),
          entries: [entry]))
    }
    return byPath.keys.sorted().map { ($0, byPath[$0] ?? []) }
  }

  /// Records the candidates of `path` a round applied: their edits move the file's offsets,
  /// and their findings are done.
  package mutating func record(_ applied: [FixRun.Candidate], in path: String) {
    trails[path, default: EditTrail()].record(applied.flatMap(\.edits))
    for candidate in applied {
      for entry in candidate.entries { entries[path]?[entry].pending = false }
    }
  }

  /// `findings` with the applicability the first report gave each one it had, so that what
  /// is left after the loop is counted and shown as the user was told.
  func decided(_ findings: [Diagnostic]) -> [Diagnostic] {
    matched(findings).map { finding, entry in
      guard let entry, let applicability = entries[finding.location.path]?[entry].applicability,
        var fix = finding.fix, fix.applicability != applicability
      else { return finding }
      var finding = finding
      fix.applicability = applicability
      finding.fix = fix
      return finding
    }
  }

  /// Each finding with the index of the first report's finding it is, if any: the first
  /// pending one of the same rule whose place it maps back to.
  private func matched(_ findings: [Diagnostic]) -> [(Diagnostic, Int?)] {
    var claimed: [String: Set<Int>] = [:]
    return findings.map { finding in
      let path = finding.location.path
      guard let list = entries[path] else { return (finding, nil) }
      let origin = trails[path]?.origin(of: finding.location.offset) ?? .at(finding.location.offset)
      func candidate(_ index: Int, anyRule: Bool) -> Bool {
        let entry = list[index]
        guard entry.pending, anyRule || entry.ruleID == finding.ruleID,
          claimed[path]?.contains(index) != true
        else { return false }
        switch origin {
        case .at(let offset): return !anyRule && entry.offset == offset
        case .within(let range):
          return range.contains(entry.offset)
            || entry.edited.contains { FixApplier.overlaps($0, range) }
        }
      }
      // In code a rewrite wrote, the finding of another rule is the same problem moved
      // (`Label("k", image: "i")` rewritten for its image leaves `Text("k")` for its title).
      let index =
        list.indices.first { candidate($0, anyRule: false) }
        ?? list.indices.first { candidate($0, anyRule: true) }
      if let index { claimed[path, default: []].insert(index) }
      return (finding, index)
    }
  }
}
