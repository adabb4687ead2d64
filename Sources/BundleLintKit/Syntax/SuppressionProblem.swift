/// Something wrong with a suppression comment, rendered into a finding in one place.
enum SuppressionProblem: Hashable, Sendable {
  /// The directive suppresses nothing; `ids` are the unused ones when only some are.
  case unused(spelling: String, ids: [String]?)
  /// A rule id that names no rule, with the closest known id when one is close.
  case unknownRule(spelling: String, id: String, suggestion: String?)
  case malformed(MalformedSuppression.Reason)

  var ruleID: String {
    switch self {
    case .unused: SuppressionSet.unusedRuleID
    case .unknownRule, .malformed: SuppressionSet.invalidRuleID
    }
  }

  var message: String {
    switch self {
    case .unused(let spelling, nil):
      return "'\(spelling)' suppresses nothing; remove it"
    case .unused(let spelling, let ids?):
      let quoted = ids.map { "'\($0)'" }.joined(separator: ", ")
      return "'\(spelling)' suppresses nothing for \(quoted); remove \(quoted) from it"
    case .unknownRule(let spelling, let id, let suggestion):
      let fix =
        suggestion.map { "did you mean '\($0)'?" } ?? "'bundlelint rules' lists the rule ids"
      return "'\(spelling)' names unknown rule '\(id)', so it suppresses nothing for it; \(fix)"
    case .malformed(.unknownCommand(let word)):
      let commands = SuppressionDirective.Command.allCases.map { "'bundlelint:\($0.rawValue)'" }
        .joined(separator: ", ")
      return
        "unknown suppression directive '\(word)', so it suppresses nothing; use one of \(commands)"
    case .malformed(.noRules(let command)):
      return
        "'bundlelint:\(command.rawValue)' names no rule, so it suppresses nothing; add rule ids or 'all'"
    case .malformed(.unmatchedEnable(let id)):
      return
        "'bundlelint:enable \(id)' ends no 'bundlelint:disable \(id)' region; remove it or add the 'disable' above it"
    }
  }
}
