extension RuleMetadata {
  /// What reporters say about `rule`: its summary, rationale and examples.
  public init(rule: Rule) {
    self.init(
      id: rule.id, summary: rule.summary, fullDescription: rule.rationale,
      helpMarkdown: rule.rationale, defaultSeverity: rule.severity, helpURI: rule.helpURI)
  }

  /// The findings the tool itself makes, outside the rule catalog.
  public static let toolRules: [RuleMetadata] = [
    unreadableFile, unusedSuppression, invalidSuppression,
  ]

  /// A suppression comment that suppresses nothing.
  public static let unusedSuppression = RuleMetadata(
    id: SuppressionSet.unusedRuleID,
    summary: "A suppression comment suppresses nothing",
    fullDescription:
      "A 'bundlelint:disable' comment, or one of the rule ids it names, covers no finding. Stale suppressions hide the next real bug on that line; remove them.",
    helpMarkdown:
      "A `bundlelint:disable` comment, or one of the rule ids it names, covers no finding. Stale suppressions hide the next real bug on that line; remove them.",
    defaultSeverity: .warning)

  /// A suppression comment bundlelint cannot read.
  public static let invalidSuppression = RuleMetadata(
    id: SuppressionSet.invalidRuleID,
    summary: "A suppression comment is malformed or names an unknown rule",
    fullDescription:
      "A comment starting with 'bundlelint:' is not a directive bundlelint knows, names no rule, ends no region, or names a rule that does not exist, so it suppresses nothing.",
    helpMarkdown:
      "A comment starting with `bundlelint:` is not a directive bundlelint knows, names no rule, ends no region, or names a rule that does not exist, so it suppresses nothing.",
    defaultSeverity: .warning)

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
