import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension SuppressionProblem {
  /// The kind of the rule that reports the problem.
  var ruleKind: Rule.Kind {
    switch self {
    case .unused: .unusedSuppression
    case .unknownRule, .malformed: .invalidSuppression
    }
  }

  /// The directive as written, for a problem about a well-formed directive.
  var spelling: String {
    switch self {
    case .unused(let spelling, _), .unknownRule(let spelling, _, _): spelling
    case .malformed: ""
    }
  }

  /// The finding's message, in the wording of `rule` (the rule of `ruleKind`).
  func message(rule: Rule) -> String {
    switch self {
    case .unused(let spelling, nil):
      return MessageTemplate.render(rule.message, ["directive": spelling])
    case .unused(let spelling, let ids?):
      let quoted = ids.map { "'\($0)'" }.joined(separator: ", ")
      return rule.text(.unusedIDs, ["directive": spelling, "ids": quoted])
    case .unknownRule(let spelling, let id, let suggestion):
      let advice =
        suggestion.map { rule.text(.didYouMean, ["suggestion": $0]) }
        ?? rule.text(.listRules)
      return MessageTemplate.render(
        rule.message, ["directive": spelling, "id": id, "advice": advice])
    case .malformed(.unknownCommand(let word)):
      let commands = SuppressionDirective.Command.allCases.map { "'bundlelint:\($0.rawValue)'" }
        .joined(separator: ", ")
      return rule.text(.unknownCommand, ["word": word, "commands": commands])
    case .malformed(.noRules(let command)):
      return rule.text(.noRules, ["directive": "bundlelint:" + command.rawValue])
    case .malformed(.unmatchedEnable(let id)):
      return rule.text(.unmatchedEnable, ["id": id])
    }
  }
}
