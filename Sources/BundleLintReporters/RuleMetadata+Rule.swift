import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension RuleMetadata {
  /// Where the rule files are published: a rule without a `helpURI` links to its file there.
  static let rulesFolderURI = "https://github.com/bundlelint/bundlelint/blob/main/Rules/"

  /// What reporters say about `rule`: its summary, rationale, and, `withHelp`, the help `explain`
  /// prints as Markdown (rationale, example, fixed example, fix safety), which only SARIF
  /// carries: making it reads the rule's examples, which a run that prints text need not do.
  package init(rule: Rule, withHelp: Bool = true) {
    self.init(
      id: rule.id, summary: rule.summary, fullDescription: rule.rationale,
      helpMarkdown: withHelp ? RuleDocumentation.markdown(rule) : "",
      defaultSeverity: rule.severity,
      helpURI: rule.helpURI ?? Self.rulesFolderURI + rule.id + ".json")
  }
}
