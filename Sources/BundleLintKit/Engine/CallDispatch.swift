/// The call patterns of a set of rules by callee name, so each call is compared with the few
/// patterns that name it instead of every pattern of every rule.
struct CallDispatch {
  struct Entry {
    var ruleIndex: Int
    var patternIndex: Int
    var pattern: CallPattern
  }

  private var byCallee: [String: [Entry]] = [:]

  /// Indexes the call patterns of `rules` (the `reference` and `manifest` kinds have none to
  /// dispatch).
  init(rules: [Rule]) {
    for (ruleIndex, rule) in rules.enumerated() where rule.kind != .reference && rule.kind != .manifest {
      for (patternIndex, pattern) in rule.calls.enumerated() {
        byCallee[pattern.callee, default: []].append(
          Entry(ruleIndex: ruleIndex, patternIndex: patternIndex, pattern: pattern))
      }
    }
  }

  /// The patterns that may match `call`, in rule order, then pattern order: those named like the
  /// callee, and for `Text.init(…)` those named like the type.
  func candidates(for call: CallSite) -> [Entry] {
    var entries = byCallee[call.callee] ?? []
    if call.callee == "init", call.form == .member, let receiver = call.receiver,
      let type = receiver.split(separator: ".").last.map(String.init),
      let more = byCallee[type]
    {
      entries += more
      entries.sort { ($0.ruleIndex, $0.patternIndex) < ($1.ruleIndex, $1.patternIndex) }
    }
    return entries
  }
}
