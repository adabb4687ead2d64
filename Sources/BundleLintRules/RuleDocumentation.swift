import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// The text of `bundlelint rules` and `bundlelint explain RULE`: pure functions of the rules.
package enum RuleDocumentation {
  /// One line per rule, columns aligned: id, severity, what `--fix` does with its findings
  /// (`safe`: applies some fixes, `unsafe`: only with `--unsafe-fixes`, `-`: none), summary.
  package static func list(_ rules: [Rule]) -> String {
    let idWidth = rules.map(\.id.count).max() ?? 0
    let severityWidth = "severity".count
    let header = ["rule".padding(idWidth), "severity", "fix   ", "summary"]
    let lines = rules.map { rule in
      [
        rule.id.padding(idWidth), rule.severity.rawValue.padding(severityWidth),
        (fixAvailability(rule)?.rawValue ?? "-").padding(6),
        rule.summary + (rule.isOptIn ? " (opt-in)" : ""),
      ].joined(separator: "  ")
    }
    guard !rules.isEmpty else { return "" }
    return ([header.joined(separator: "  ")] + lines).joined(separator: "\n") + "\n"
  }

  /// The rules as JSON, for tools: each one's `id`, `severity`, `optIn`, `fixable` (whether
  /// `--fix` applies any of its fixes, some with `--unsafe-fixes` only: `fix`) and `summary`.
  package static func json(_ rules: [Rule]) -> String {
    JSONStream.text { json in
      json.beginArray()
      for rule in rules {
        json.beginObject()
        let fix = fixAvailability(rule)
        json.key("fix")
        json.string(orNull: fix?.rawValue)
        json.key("fixable")
        json.bool(fix != nil)
        json.member("id", rule.id)
        json.key("optIn")
        json.bool(rule.isOptIn)
        json.member("severity", rule.severity.rawValue)
        json.member("summary", rule.summary)
        json.endObject()
      }
      json.endArray()
    }
  }

  /// What `--fix` can do with a rule's findings, as its fix-safety text opens: `Safe…` (some
  /// fixes are applied, the others need `--unsafe-fixes`), `Unsafe…` (all need it), nil (`No
  /// automatic fix`, `The fix is shown, never applied`).
  package static func fixAvailability(_ rule: Rule) -> Fix.Applicability? {
    let text = fixSafety(rule)
    if text.hasPrefix("Safe") { return .safe }
    if text.hasPrefix("Unsafe") { return .unsafe }
    return nil
  }

  /// How a rule's fix-safety text opens: one of these, so `fixAvailability` reads it right.
  static let fixSafetyOpenings = ["Safe", "Unsafe", "No automatic fix", "The fix is shown"]

  /// What the rule does, why it is a bug at run time, an example, the fixed example, and how
  /// safe its fix is.
  package static func explain(_ rule: Rule) -> String {
    var out = "\(rule.id) (\(rule.severity.rawValue), \(rule.kind.rawValue)"
    out += (rule.isOptIn ? ", opt-in" : "") + ")\n\(rule.summary)\n"
    out += "\nWhat it does\n"
    out += indent(whatItDoes(rule))
    out += "\nWhy it is a bug at run time\n"
    out += indent(rule.rationale)
    let (example, fixed) = examples(rule)
    if let example { out += "\nExample\n" + indent(example) }
    if let fixed { out += "\nFixed example\n" + indent(fixed) }
    out += "\nFix safety\n" + indent(fixSafety(rule))
    if let helpURI = rule.helpURI { out += "\nMore\n" + indent(helpURI) }
    return out
  }

  /// "What it does": the rule's text, with its call shapes listed where it says `{calls}`.
  static func whatItDoes(_ rule: Rule) -> String {
    rule.text(
      .whatItDoes, ["calls": rule.calls.map { "  \($0.signature)" }.joined(separator: "\n")])
  }

  /// The example `explain` shows (the first correction's code, else the first triggering
  /// example, without its `↓` marks) and the fixed example (the correction's result).
  static func examples(_ rule: Rule) -> (example: String?, fixed: String?) {
    let correction = rule.examples.corrections.first
    let example = correction?.before ?? rule.examples.triggering.first?.code
    return (example?.replacingOccurrences(of: "↓", with: ""), correction?.after)
  }

  /// "Fix safety": the rule's text.
  static func fixSafety(_ rule: Rule) -> String { rule.text(.fixSafety) }

  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
      .trimmingTrailingNewlines() + "\n"
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  fileprivate func trimmingTrailingNewlines() -> String {
    var text = self
    while text.hasSuffix("\n") || text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
