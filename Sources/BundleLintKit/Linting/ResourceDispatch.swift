/// The call shapes of a resource cross-check's rules by callee: made once per module.
struct ResourceDispatch: Sendable {
  /// A rule that looks at a callee, with its patterns for that callee, in order.
  struct Candidate: Sendable {
    /// Index in the rules the dispatch was made from.
    var rule: Int
    var patterns: [CallPattern]
  }

  /// For each callee, the rules that look at it. A call to `init` may reach any `direct` pattern
  /// (`Text.init("a")`), so it gets all of them.
  private let byCallee: [String: [Candidate]]
  /// The keys of `byCallee`, to turn most calls away before hashing for the dictionary.
  private let callees: CalleeMask

  /// The rules that look at calls to `callee`; nil for most callees.
  func candidates(callee: String) -> [Candidate]? {
    callees.mayContain(callee) ? byCallee[callee] : nil
  }

  init(rules: [Rule]) {
    var byCallee: [String: [Candidate]] = [:]
    for (index, rule) in rules.enumerated() {
      var callees: [String] = []
      for pattern in rule.calls where !callees.contains(pattern.callee) {
        callees.append(pattern.callee)
      }
      for callee in callees where callee != "init" {
        byCallee[callee, default: []].append(
          Candidate(rule: index, patterns: rule.calls.filter { $0.callee == callee }))
      }
      byCallee["init", default: []].append(Candidate(rule: index, patterns: rule.calls))
    }
    self.byCallee = byCallee
    callees = CalleeMask(byCallee.keys)
  }
}
