extension RuleMetadata {
  /// What reporters say about `rule`: its summary, rationale and examples.
  public init(rule: Rule) {
    self.init(
      id: rule.id, summary: rule.summary, fullDescription: rule.rationale,
      helpMarkdown: rule.rationale, defaultSeverity: rule.severity, helpURI: rule.helpURI)
  }

}
