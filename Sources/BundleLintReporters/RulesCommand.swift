import BundleLintEngine
import BundleLintRules

/// `bundlelint rules` and `bundlelint explain RULE`: the rules as a table or JSON, or one
/// rule's documentation.
package struct RulesCommand {
  /// What to print.
  package enum Shown: Equatable, Sendable {
    /// Every rule, one a line.
    case list
    /// Every rule as JSON (`rules --format json`).
    case json
    /// One rule's documentation.
    case explain(String)
  }

  /// Where the rules come from (`--rules`); nothing else of it matters here.
  package var scope: RunScope
  package var shown: Shown

  package init(scope: RunScope, shown: Shown) {
    self.scope = scope
    self.shown = shown
  }

  /// Runs the command on `console`; an unknown rule is an error that names the closest one.
  package func run(_ console: Console) -> ExitCode {
    guard let catalog = scope.catalog(console) else { return .failure }
    let text: String
    switch shown {
    case .list: text = RuleDocumentation.list(catalog.rules)
    case .json: text = RuleDocumentation.json(catalog.rules)
    case .explain(let id):
      guard let rule = catalog.rule(id: id) else {
        return console.fail(Self.unknownRule(id, among: catalog.rules.map(\.id)))
      }
      text = RuleDocumentation.explain(rule)
    }
    console.writeStandardOutput(Array(text.utf8))
    return .clean
  }

  /// The error for a rule `explain` does not know, with the closest id when one is close.
  static func unknownRule(_ id: String, among ids: [String]) -> String {
    "no rule '\(id)'"
      + (NameSuggestion.closest(to: id, in: ids).map { "; did you mean '\($0)'?" }
        ?? "; run 'bundlelint rules' for the list")
  }
}
