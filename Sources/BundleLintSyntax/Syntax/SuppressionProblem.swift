import BundleLintCore

/// Something wrong with a suppression comment; `SuppressionProblem+Message.swift` renders it
/// with the wording of its rule's file.
package enum SuppressionProblem: Hashable, Sendable {
  /// The directive suppresses nothing; `ids` are the unused ones when only some are.
  case unused(spelling: String, ids: [String]?)
  /// A rule id that names no rule, with the closest known id when one is close.
  case unknownRule(spelling: String, id: String, suggestion: String?)
  case malformed(MalformedSuppression.Reason)

}
