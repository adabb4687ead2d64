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
  /// The conditions of the clauses before this one in the same block, in order.
  public var earlierConditions: [String]

  public init(directive: Directive, condition: String?, earlierConditions: [String]) {
    self.directive = directive
    self.condition = condition
    self.earlierConditions = earlierConditions
  }
}
