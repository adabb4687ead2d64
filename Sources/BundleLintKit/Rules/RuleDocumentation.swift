/// The text of `bundlelint rules` and `bundlelint explain RULE`: pure functions of the rules.
public enum RuleDocumentation {
  /// One line per rule, columns aligned: id, kind, severity, summary.
  public static func list(_ rules: [Rule]) -> String {
    let idWidth = rules.map(\.id.count).max() ?? 0
    let kindWidth = rules.map(\.kind.rawValue.count).max() ?? 0
    let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
    return rules.map { rule in
      [
        rule.id.padding(idWidth), rule.kind.rawValue.padding(kindWidth),
        rule.severity.rawValue.padding(severityWidth),
        rule.summary + (rule.isOptIn ? " (opt-in)" : ""),
      ].joined(separator: "  ")
    }.joined(separator: "\n") + (rules.isEmpty ? "" : "\n")
  }

  /// What the rule does, why it is a bug at run time, an example, the fixed example, and how
  /// safe its fix is.
  public static func explain(_ rule: Rule) -> String {
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
