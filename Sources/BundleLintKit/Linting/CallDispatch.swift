/// The call patterns of a set of rules by callee name, so each call is compared with the few
/// patterns that name it instead of every pattern of every rule.
///
/// A call whose callee no pattern names costs a byte hash (`CalleeMask`), rarely a lookup. The
/// patterns are kept once, in `patterns`, each shared (`SharedPattern`); the candidates for a
/// call are indices into it, so handing them out and testing them copies no `CallPattern`.
struct CallDispatch: Sendable {
  /// The dispatched patterns, in rule order, then pattern order.
  let patterns: [SharedPattern]
  /// For each of `patterns`, the index of its rule in the rules the dispatch was made from.
  let ruleIndices: [Int]
  /// Indices into `patterns` by callee, ascending.
  private var byCallee: [String: [Int]] = [:]
  /// The callees of `byCallee`, to turn most calls away before hashing for the dictionary.
  private var callees = CalleeMask()

  /// Indexes the call patterns of `rules` (the `reference` and `manifest` kinds have none to
  /// dispatch).
  init(rules: [Rule]) {
    var patterns: [SharedPattern] = []
    var ruleIndices: [Int] = []
    for (ruleIndex, rule) in rules.enumerated()
    where rule.kind != .reference && rule.kind != .manifest {
      for pattern in rule.calls {
        byCallee[pattern.callee, default: []].append(patterns.count)
        callees.insert(pattern.callee)
        patterns.append(SharedPattern(pattern))
        ruleIndices.append(ruleIndex)
      }
    }
    self.patterns = patterns
    self.ruleIndices = ruleIndices
  }

  /// Whether a call to `callee` may match a pattern: `init` always may (`Text.init("a")`).
  func mayMatch(callee: String) -> Bool {
    callee == "init" || (callees.mayContain(callee) && byCallee[callee] != nil)
  }

  /// The indices in `patterns` of those that may match `call`, in rule order, then pattern
  /// order: those named like the callee, and for `Text.init(…)` those named like the type.
  func candidates(for call: CallSite) -> [Int] {
    let named = byCallee[call.callee]
    guard call.callee == "init", call.form == .member, let receiver = call.receiver,
      let type = receiver.split(separator: ".").last.map(String.init),
      let more = byCallee[type]
    else { return named ?? [] }
    var indices = (named ?? []) + more
    indices.sort()
    return indices
  }
}
