import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A fix the fix loop applied: which rule's, and its title, for `--show-fixes`.
public struct AppliedFix: Hashable, Sendable {
  public var ruleID: String
  public var title: String
  public var applicability: Fix.Applicability

  public init(ruleID: String, title: String, applicability: Fix.Applicability) {
    self.ruleID = ruleID
    self.title = title
    self.applicability = applicability
  }
}
