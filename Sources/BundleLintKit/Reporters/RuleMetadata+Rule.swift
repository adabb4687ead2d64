extension RuleMetadata {
  /// What reporters say about `rule`: its summary, rationale and examples.
  public init(rule: Rule) {
    self.init(
      id: rule.id, summary: rule.summary, fullDescription: rule.rationale,
      helpMarkdown: rule.rationale, defaultSeverity: rule.severity, helpURI: rule.helpURI)
  }

  /// The finding for a Swift file, folder or manifest that could not be read.
  public static let unreadableFile = RuleMetadata(
    id: LintRun.unreadableFileRuleID,
    summary: "A file or folder could not be read, so it was not linted",
    fullDescription:
      "bundlelint could not read a Swift file, a folder or a manifest (permissions, a symlink loop, a binary file, a manifest it cannot parse). What it could not read was not linted, so the run is incomplete.",
    helpMarkdown:
      "bundlelint could not read a Swift file, a folder or a manifest (permissions, a symlink loop, a binary file, a manifest it cannot parse). What it could not read was not linted, so the run is incomplete.",
    defaultSeverity: .warning)
}
