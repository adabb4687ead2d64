/// What a build says about the identifiers `#if` tests: those it sets, those it certainly does
/// not set, and (every other one) those it may or may not set.
///
/// The module model holds one per module; the checks ask it whether code under some `#if`
/// clauses is compiled, never which build system the module belongs to.
public struct CompilationConditions: Hashable, Sendable {
  /// Identifiers the build sets (`SWIFT_PACKAGE` in a SwiftPM build).
  public var set: Set<String>
  /// Identifiers the build never sets (`COCOAPODS` in a SwiftPM build).
  public var unset: Set<String>

  public init(set: Set<String> = [], unset: Set<String> = []) {
    self.set = set
    self.unset = unset
  }

  /// A SwiftPM build: `SWIFT_PACKAGE` is set; `COCOAPODS` never is (CocoaPods passes
  /// `-D COCOAPODS` to the pods it builds; SwiftPM does not).
  public static let swiftPM = CompilationConditions(set: ["SWIFT_PACKAGE"], unset: ["COCOAPODS"])

  /// The value of the identifier `name` in this build.
  func value(of name: String) -> BuildCondition.Truth {
    if name == "true" || set.contains(name) { return .yes }
    if name == "false" || unset.contains(name) { return .no }
    return .unknown
  }

  /// Whether code under `clauses` (outermost first) is compiled in this build.
  public func compiles(_ clauses: [ConditionalClause]) -> BuildCondition.Truth {
    BuildCondition.compiled(clauses, under: self)
  }
}
