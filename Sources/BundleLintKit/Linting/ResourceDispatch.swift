/// The resource-content rules that look at a module's calls, with their call shapes by callee:
/// made once per module (it depends on the rules and the module's resources only).
struct ResourceDispatch: Sendable {
  /// A rule that runs: its index in the plan's rules, its check and its call shapes.
  struct Checked: Sendable {
    var rule: Int
    var check: ResourceCheck
    var calls: [CallPattern]
  }

  /// A rule that looks at a callee, with its patterns for that callee, in order.
  struct Candidate: Sendable {
    /// Index in `checked`.
    var checked: Int
    var patterns: [CallPattern]
  }

  let checked: [Checked]
  /// For each callee, the rules that look at it. A call to `init` may reach any `direct` pattern
  /// (`Text.init("a")`), so it gets all of them.
  private let byCallee: [String: [Candidate]]
  /// The keys of `byCallee`, to turn most calls away before hashing for the dictionary.
  private let callees: CalleeMask

  var isEmpty: Bool { checked.isEmpty }

  /// The rules that look at calls to `callee`; nil for most callees.
  func candidates(callee: String) -> [Candidate]? {
    callees.mayContain(callee) ? byCallee[callee] : nil
  }

  init(rules: [Rule], resources: ModuleResources) {
    var checked: [Checked] = []
    for (index, rule) in rules.enumerated()
    where rule.kind == .resourceContent && rule.appliesWhen.isMet(by: resources) {
      if let check = rule.check, check.inspectsCalls {
        checked.append(Checked(rule: index, check: check, calls: rule.calls))
      }
    }
    var byCallee: [String: [Candidate]] = [:]
    for (index, entry) in checked.enumerated() {
      var callees: [String] = []
      for pattern in entry.calls where !callees.contains(pattern.callee) {
        callees.append(pattern.callee)
      }
      for callee in callees where callee != "init" {
        byCallee[callee, default: []].append(
          Candidate(checked: index, patterns: entry.calls.filter { $0.callee == callee }))
      }
      byCallee["init", default: []].append(Candidate(checked: index, patterns: entry.calls))
    }
    self.checked = checked
    self.byCallee = byCallee
    callees = CalleeMask(byCallee.keys)
  }
}
