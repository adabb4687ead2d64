import BundleLintCore

/// The `#if` clauses enclosing the current position of a scan, outermost first.
///
/// Follows `#if`/`#elseif`/`#else`/`#endif` in constant time per directive, and hands out the
/// clauses to record for a call or declaration as one shared array, so recording them copies
/// nothing.
package struct ConditionStack {
  /// How many enclosing clauses a call or declaration records, outermost first.
  static let maxRecorded = 32

  private var clauses: [ConditionalClause] = []
  /// The outermost `maxRecorded` clauses: all of them, or fewer than all under pathological
  /// nesting (thousands of unclosed `#if`s), so each call keeps a bounded number.
  package private(set) var recorded: [ConditionalClause] = []

  package init() {}

  package var isEmpty: Bool { clauses.isEmpty }

  /// `#if condition`.
  mutating func openIf(_ condition: String) {
    clauses.append(
      ConditionalClause(directive: .if, condition: condition, earlier: ConditionList()))
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

extension ConditionStack {
  /// A line of an `#if` block.
  package enum Directive: Equatable {
    case `if`, elseif, `else`, endif

    /// The directive a `#` word spells, nil for any other (`#Preview`, `#selector`).
    package init?(spelling word: some Collection<UInt8>) {
      switch word.count {
      case 3 where word.elementsEqual("#if".utf8): self = .if
      case 5 where word.elementsEqual("#else".utf8): self = .else
      case 6 where word.elementsEqual("#endif".utf8): self = .endif
      case 7 where word.elementsEqual("#elseif".utf8): self = .elseif
      default: return nil
      }
    }

    /// Whether a condition follows it on its line (`#if`, `#elseif`).
    package var takesCondition: Bool { self == .if || self == .elseif }
  }

  /// Follows one directive: `#if` opens a block, `#elseif` (an `#if` when no block is open) and
  /// `#else` start its next clause, `#endif` closes it. `condition` is read for `#if` and
  /// `#elseif` only.
  package mutating func follow(_ directive: Directive, condition: String) {
    switch directive {
    case .if: openIf(condition)
    case .elseif: next(.elseif, condition: condition)
    case .else: next(.else, condition: nil)
    case .endif: close()
    }
  }
}
