extension RuleMetadata {
  /// Where the rule files are published: a rule without a `helpURI` links to its file there.
  static let rulesFolderURI = "https://github.com/bundlelint/bundlelint/blob/main/Rules/"

  /// What reporters say about `rule`: its summary, rationale, and the help `explain` prints as
  /// Markdown (rationale, example, fixed example, fix safety).
  public init(rule: Rule) {
    self.init(
      id: rule.id, summary: rule.summary, fullDescription: rule.rationale,
      helpMarkdown: RuleDocumentation.markdown(rule), defaultSeverity: rule.severity,
      helpURI: rule.helpURI ?? Self.rulesFolderURI + rule.id + ".json")
  }
}
