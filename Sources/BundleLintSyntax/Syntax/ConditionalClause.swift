import BundleLintCore

/// One clause of an `#if` block that encloses code.
///
/// The clause is active when its own condition holds and none of the earlier clauses' did:
/// for the `#else` of `#if SWIFT_PACKAGE`, `condition` is nil and `earlierConditions` is
/// `["SWIFT_PACKAGE"]`.
public struct ConditionalClause: Hashable, Sendable {
  /// `#if`, `#elseif` or `#else`.
  public enum Directive: String, Hashable, Sendable {
    case `if` = "#if"
    case elseif = "#elseif"
    case `else` = "#else"
  }
  public var directive: Directive
  /// The condition's text with whitespace and comments removed (`SWIFT_PACKAGE`,
  /// `!os(Linux)&&DEBUG`); nil for `#else`.
  public var condition: String?
  /// The conditions of the clauses before this one in the same block, shared with the block's
  /// other clauses: reading it copies nothing.
  public var earlierConditionList: ConditionList

  /// The conditions of the clauses before this one in the same block, in order.
  public var earlierConditions: [String] {
    get { Array(earlierConditionList) }
    set { earlierConditionList = ConditionList(newValue) }
  }

  public init(directive: Directive, condition: String?, earlierConditions: [String]) {
    self.init(directive: directive, condition: condition, earlier: ConditionList(earlierConditions))
  }

  init(directive: Directive, condition: String?, earlier: ConditionList) {
    self.directive = directive
    self.condition = condition
    self.earlierConditionList = earlier
  }

  /// The next clause of the same block (`#elseif condition`, or `#else` with a nil condition):
  /// its earlier conditions are this clause's plus this clause's own, shared rather than copied.
  ///
  /// Call it only on clauses the current scan made (see `ConditionList.appending(_:)`).
  func followed(by directive: Directive, condition: String?) -> ConditionalClause {
    var earlier = earlierConditionList
    if let previous = self.condition { earlier = earlier.appending(previous) }
    return ConditionalClause(directive: directive, condition: condition, earlier: earlier)
  }
}
