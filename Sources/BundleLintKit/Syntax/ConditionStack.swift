/// The `#if` clauses enclosing the current position of a scan, outermost first.
///
/// Follows `#if`/`#elseif`/`#else`/`#endif` in constant time per directive, and hands out the
/// clauses to record for a call or declaration as one shared array, so recording them copies
/// nothing.
struct ConditionStack {
  /// How many enclosing clauses a call or declaration records, outermost first.
  static let maxRecorded = 32

  private var clauses: [ConditionalClause] = []
  /// The outermost `maxRecorded` clauses: all of them, or fewer than all under pathological
  /// nesting (thousands of unclosed `#if`s), so each call keeps a bounded number.
  private(set) var recorded: [ConditionalClause] = []

  var isEmpty: Bool { clauses.isEmpty }

  /// `#if condition`.
  mutating func openIf(_ condition: String) {
    clauses.append(ConditionalClause(directive: .if, condition: condition, earlier: ConditionList()))
    changed()
  }

  /// `#elseif condition` (an `#if` when no block is open), or `#else` when `condition` is nil.
  mutating func next(_ directive: ConditionalClause.Directive, condition: String?) {
    guard let last = clauses.popLast() else {
      if let condition { openIf(condition) }
      return
    }
    clauses.append(last.followed(by: directive, condition: condition))
    changed()
  }

  /// `#endif`.
  mutating func close() {
    guard !clauses.isEmpty else { return }
    clauses.removeLast()
    changed()
  }

  /// Keeps `recorded` in step: only a change among the outermost `maxRecorded` clauses shows.
  private mutating func changed() {
    if clauses.count <= Self.maxRecorded { recorded = clauses }
  }
}
