import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The call shapes of a resource cross-check's rules by callee: made once per module.
struct ResourceDispatch: Sendable {
  /// A rule that looks at a callee, with its patterns for that callee, in order.
  struct Candidate: Sendable {
    /// Index in the rules the dispatch was made from.
    var rule: Int
    /// Indexes in the callee's `Entry.patterns`.
    var patterns: [Int]
  }

  /// What the rules look for in calls to one callee. Several rules read the same lookup (the
  /// unknown-key, other-module and outside-package rules all read `Text("key")`): each distinct
  /// pattern is listed once, so a call's lookup is read once per pattern, not once per rule.
  struct Entry: Sendable {
    var patterns: [CallPattern]
    var candidates: [Candidate]
  }

  /// For each callee, the rules that look at it. A call to `init` may reach any `direct` pattern
  /// (`Text.init("a")`), so it gets all of them.
  private let byCallee: [String: Entry]
  /// The keys of `byCallee`, to turn most calls away before hashing for the dictionary.
  private let callees: CalleeMask

  /// The rules that look at calls to `callee`; nil for most callees.
  func entry(callee: String) -> Entry? {
    callees.mayContain(callee) ? byCallee[callee] : nil
  }

  init(rules: [Rule]) {
    var byCallee: [String: Entry] = [:]
    var positions: [String: [CallPattern: Int]] = [:]
    func add(_ rule: Int, _ patterns: [CallPattern], to callee: String) {
      var entry = byCallee[callee] ?? Entry(patterns: [], candidates: [])
      var indexes: [Int] = []
      for pattern in patterns {
        if let known = positions[callee]?[pattern] {
          indexes.append(known)
        } else {
          positions[callee, default: [:]][pattern] = entry.patterns.count
          indexes.append(entry.patterns.count)
          entry.patterns.append(pattern)
        }
      }
      entry.candidates.append(Candidate(rule: rule, patterns: indexes))
      byCallee[callee] = entry
    }
    for (index, rule) in rules.enumerated() {
      var callees: [String] = []
      for pattern in rule.calls where !callees.contains(pattern.callee) {
        callees.append(pattern.callee)
      }
      for callee in callees where callee != "init" {
        add(index, rule.calls.filter { $0.callee == callee }, to: callee)
      }
      add(index, rule.calls, to: "init")
    }
    self.byCallee = byCallee
    callees = CalleeMask(byCallee.keys)
  }
}
