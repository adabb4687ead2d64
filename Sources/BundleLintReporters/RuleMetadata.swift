import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What a reporter needs to know about a rule: the lead maps each rule definition onto this.
public struct RuleMetadata: Hashable, Sendable {
  /// The public rule id, as in `Diagnostic.ruleID`.
  public var id: String
  /// One line, no trailing period; SARIF `shortDescription`.
  public var summary: String
  /// Why the rule exists, as plain text (Markdown reads fine); SARIF `fullDescription` and `help.text`.
  public var fullDescription: String
  /// The rule's documentation in Markdown (rationale, examples, fix); SARIF `help.markdown`.
  public var helpMarkdown: String
  public var defaultSeverity: Severity
  /// A page about the rule; SARIF `helpUri`.
  public var helpURI: String?

  public init(
    id: String, summary: String, fullDescription: String, helpMarkdown: String,
    defaultSeverity: Severity, helpURI: String? = nil
  ) {
    self.id = id
    self.summary = summary
    self.fullDescription = fullDescription
    self.helpMarkdown = helpMarkdown
    self.defaultSeverity = defaultSeverity
    self.helpURI = helpURI
  }

  /// Stands in for a rule that fired but was not described (an internal diagnostic, say).
  static func placeholder(id: String, severity: Severity) -> RuleMetadata {
    RuleMetadata(
      id: id, summary: id, fullDescription: id, helpMarkdown: "`\(id)`", defaultSeverity: severity)
  }
}
