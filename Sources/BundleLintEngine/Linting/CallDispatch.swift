import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The call patterns of a set of rules by callee name, so each call is compared with the few
/// patterns that name it instead of every pattern of every rule.
///
/// A call whose callee no pattern names costs a byte hash (`CalleeMask`), rarely a lookup.
/// Entries are shared references, so handing out and iterating the candidates copies no
/// `CallPattern` (with its strings and arrays) per call.
struct CallDispatch: Sendable {
  /// One pattern of one rule; a class so candidate lists share it instead of copying it.
  final class Entry: Sendable {
    let ruleIndex: Int
    let patternIndex: Int
    let pattern: CallPattern

    init(ruleIndex: Int, patternIndex: Int, pattern: CallPattern) {
      self.ruleIndex = ruleIndex
      self.patternIndex = patternIndex
      self.pattern = pattern
    }
  }

  private var byCallee: [String: [Entry]] = [:]
  /// The callees of `byCallee`, to turn most calls away before hashing for the dictionary.
  private var callees = CalleeMask()

  /// Indexes the call patterns of `rules` (the `reference` and `manifest` kinds have none to
  /// dispatch).
  init(rules: [Rule]) {
    for (ruleIndex, rule) in rules.enumerated()
    where rule.kind != .reference && rule.kind != .manifest {
      for (patternIndex, pattern) in rule.calls.enumerated() {
        byCallee[pattern.callee, default: []].append(
          Entry(ruleIndex: ruleIndex, patternIndex: patternIndex, pattern: pattern))
        callees.insert(pattern.callee)
      }
    }
  }

  /// Whether a call to `callee` may match a pattern: `init` always may (`Text.init("a")`).
  func mayMatch(callee: String) -> Bool {
    callee == "init" || (callees.mayContain(callee) && byCallee[callee] != nil)
  }

  /// The patterns that may match `call`, in rule order, then pattern order: those named like the
  /// callee, and for `Text.init(…)` those named like the type.
  func candidates(for call: CallSite) -> [Entry] {
    let named = byCallee[call.callee]
    guard call.callee == "init", call.form == .member, let receiver = call.receiver,
      let type = receiver.split(separator: ".").last.map(String.init),
      let more = byCallee[type]
    else { return named ?? [] }
    var entries = (named ?? []) + more
    entries.sort { ($0.ruleIndex, $0.patternIndex) < ($1.ruleIndex, $1.patternIndex) }
    return entries
  }
}
