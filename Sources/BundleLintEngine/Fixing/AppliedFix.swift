import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A fix the fix loop applied: which rule's, and its title, for `--show-fixes`.
package struct AppliedFix: Hashable, Sendable {
  package var ruleID: String
  package var title: String
  package var applicability: Fix.Applicability

  package init(ruleID: String, title: String, applicability: Fix.Applicability) {
    self.ruleID = ruleID
    self.title = title
    self.applicability = applicability
  }
}
