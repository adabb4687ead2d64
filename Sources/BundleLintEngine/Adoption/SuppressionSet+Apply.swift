import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension SuppressionSet {
  /// Drops the findings of `path` that a directive covers and reports directives that are
  /// malformed, name unknown rules, or suppress nothing.
  ///
  /// - Parameters:
  ///   - diagnostics: the file's findings; those of other paths are kept untouched.
  ///   - knownRuleIDs: every rule id that exists (not only those that ran), so a directive for a
  ///     rule switched off today is not called unknown.
  ///   - enabledRuleIDs: the rules that ran; a directive is reported unused only for these
  ///     (nil: all of `knownRuleIDs`).
  ///   - path: the file, as findings print it.
  ///   - rules: the rules that report suppression problems (`unusedSuppression` and
  ///     `invalidSuppression` kinds), as configured: a problem whose kind has no rule here is not
  ///     reported. The built-in ones by default.
  /// - Returns: the findings kept, how many were suppressed, and the findings about suppressions
  ///   (`unused-suppression`, `invalid-suppression`), themselves suppressible by naming their id.
  package func apply(
    to diagnostics: [Diagnostic], knownRuleIDs: Set<String>, enabledRuleIDs: Set<String>? = nil,
    path: String, rules: [Rule] = SuppressionSet.builtinRules
  ) -> (kept: [Diagnostic], suppressed: Int, problems: [Diagnostic]) {
    var used = [Bool](repeating: false, count: entries.count)
    var kept: [Diagnostic] = []
    var suppressed = 0
    for diagnostic in diagnostics {
      let covering = coveringEntries(of: diagnostic, path: path)
      if covering.isEmpty {
        kept.append(diagnostic)
      } else {
        suppressed += 1
        for index in covering { used[index] = true }
      }
    }

    // A problem, where it is, and the edit that removes its directive when that is the fix.
    var problems:
      [(SuppressionProblem, location: SourceLocation, lineText: String, removal: Edit?)] =
        []
    func report(
      _ problem: SuppressionProblem, _ directive: SuppressionDirective, removal: Edit? = nil
    ) {
      problems.append((problem, directive.location, directive.lineText, removal))
    }
    for item in malformed {
      problems.append((.malformed(item.reason), item.location, item.lineText, nil))
    }
    let known = knownRuleIDs.union(Self.metaRuleIDs).union([Self.allRules])
    let enabled = (enabledRuleIDs ?? knownRuleIDs).union([Self.allRules])
    for (index, directive) in directives.enumerated() {
      for id in directive.ruleIDs where !known.contains(id) {
        let suggestion = Self.closest(to: id, in: knownRuleIDs)
        report(
          .unknownRule(spelling: directive.spelling, id: id, suggestion: suggestion), directive)
      }
      guard directive.command != .enable else { continue }
      let usedIDs = Set(
        entries.indices.filter { used[$0] && entries[$0].directive == index }
          .map { entries[$0].ruleID })
      // Unknown ids are reported above; meta ids are used when they hide a problem (below).
      let unused = directive.ruleIDs.filter { id in
        known.contains(id) && !Self.metaRuleIDs.contains(id) && !usedIDs.contains(id)
          && enabled.contains(id)
      }
      guard !unused.isEmpty else { continue }
      if usedIDs.isEmpty && unused.count == directive.ruleIDs.count {
        let removal = Edit(
          start: directive.removalStart, end: directive.removalEnd, replacement: "")
        report(.unused(spelling: directive.spelling, ids: nil), directive, removal: removal)
      } else {
        report(.unused(spelling: directive.spelling, ids: unused), directive)
      }
    }

    var reported: [Diagnostic] = []
    for (problem, location, lineText, removal) in problems {
      guard let rule = rules.first(where: { $0.kind == problem.ruleKind }) else { continue }
      var location = location
      location.path = path
      let fix = removal.map { removal in
        Fix(
          title: rule.text(.removeDirective, ["directive": problem.spelling]), edits: [removal],
          applicability: .safe)
      }
      let diagnostic = Diagnostic(
        ruleID: rule.id, severity: rule.severity, message: problem.message(rule: rule),
        location: location, fix: fix.map { Self.withPath($0, path) },
        lineText: Self.trimmed(lineText))
      if coveringEntries(of: diagnostic, path: path).isEmpty {
        reported.append(diagnostic)
      } else {
        suppressed += 1
      }
    }
    reported.sort { $0.location.offset < $1.location.offset }
    return (kept, suppressed, reported)
  }

  /// The built-in rules of the suppression kinds.
  package static let builtinRules = RuleCatalog.builtin.rules.filter {
    $0.kind == .unusedSuppression || $0.kind == .invalidSuppression
  }

  /// Indices of the entries that cover `diagnostic`.
  private func coveringEntries(of diagnostic: Diagnostic, path: String) -> [Int] {
    guard diagnostic.location.path == path else { return [] }
    let isMeta = Self.metaRuleIDs.contains(diagnostic.ruleID)
    return entries.indices.filter { index in
      let entry = entries[index]
      let ruleMatches =
        entry.ruleID == diagnostic.ruleID || (entry.ruleID == Self.allRules && !isMeta)
      guard ruleMatches else { return false }
      switch entry.scope {
      case .file: return true
      case .line(let line):
        return diagnostic.location.line <= line
          && line <= max(diagnostic.location.line, diagnostic.endLocation.line)
      case .bytes(let range): return range.contains(diagnostic.location.offset)
      }
    }
  }

  private static func withPath(_ fix: Fix, _ path: String) -> Fix {
    var fix = fix
    for i in fix.edits.indices {
      fix.edits[i].start.path = path
      fix.edits[i].end.path = path
    }
    return fix
  }

  private static func trimmed(_ text: String) -> String {
    String(
      text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  /// The known name nearest to `id` by edit distance, when at most a third of it differs; else
  /// the longest known name `id` starts with (`lookupLabel` → `lookup`). Also used for
  /// configuration keys.
  static func closest(to id: String, in known: Set<String>) -> String? {
    let target = Array(id.utf8)
    var best: (id: String, distance: Int)?
    for candidate in known.sorted() {
      let distance = editDistance(target, Array(candidate.utf8))
      if distance <= max(1, target.count / 3), distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    if let best { return best.id }
    return known.filter { $0.count >= 4 && id.hasPrefix($0) }.max { $0.count < $1.count }
  }

  /// The edits between `a` and `b`: insertions, deletions, substitutions, and swaps of two
  /// neighbours (`rulse` is one edit from `rules`, as `lps` from `lsp`).
  private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    var beforePrevious = Array(0...b.count)
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
