import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Configuration {
  /// A team's own lookup helper (`L10n.text("key", bundle: b)`), checked like the built-in calls
  /// of `ruleID`; written as a call pattern of a `Rules/` file plus `"rule"`.
  public struct LookupAPI: Hashable, Sendable {
    /// The rule whose logic, message and severity apply.
    public var ruleID: String
    /// The matching logic when given; the rule's own kind otherwise.
    public var kind: Rule.Kind?
    /// The call shape; its `kind` is replaced by the rule's when `kind` is nil.
    public var pattern: CallPattern

    public init(ruleID: String, kind: Rule.Kind? = nil, pattern: CallPattern) {
      self.ruleID = ruleID
      self.kind = kind
      self.pattern = pattern
    }

    /// The pattern as `rule` runs it.
    public func callPattern(for rule: Rule) -> CallPattern {
      var pattern = pattern
      pattern.kind = kind ?? rule.kind
      return pattern
    }
  }
}
