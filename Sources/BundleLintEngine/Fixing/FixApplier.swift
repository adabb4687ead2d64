import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Applies fixes to the bytes of one file: a pure function, one round at a time (after ruff's
/// fix loop).
///
/// A round applies every fix whose edits overlap no edit of a fix taken before it (fixes are
/// taken in the order of their first edit); the others wait for a later round, after a lint of
/// the round's result says whether they still apply. Edits that touch (an insertion at the end
/// of a replaced range) count as overlapping, so the result never depends on their order.
package enum FixApplier {
  /// What one round did to one file.
  package struct Round: Sendable {
    /// The file's bytes after the round.
    package var bytes: [UInt8]
    /// The indexes (into the fixes given) of the fixes applied.
    package var applied: [Int]
    /// The indexes of the fixes left for a later round: they overlap one applied before them.
    package var deferred: [Int]
  }

  /// Applies, of `fixes` (each a fix's edits, as byte ranges and replacements), those that
  /// overlap none taken before them. A fix whose edits lie outside `bytes` or overlap each other
  /// is neither applied nor deferred.
  package static func applyRound(
    _ fixes: [[(range: Range<Int>, replacement: String)]], to bytes: [UInt8]
  ) -> Round {
    let order = fixes.indices.filter { index in
      let edits = fixes[index].sorted { $0.range.lowerBound < $1.range.lowerBound }
      guard !edits.isEmpty,
        edits.allSatisfy({ $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count })
      else { return false }
      return zip(edits, edits.dropFirst()).allSatisfy { !overlaps($0.range, $1.range) }
    }.sorted { first, second in
      let a = fixes[first].map(\.range.lowerBound).min() ?? 0
      let b = fixes[second].map(\.range.lowerBound).min() ?? 0
      return (a, first) < (b, second)
    }
    var taken: [(range: Range<Int>, replacement: String)] = []
    var applied: [Int] = []
    var deferred: [Int] = []
    for index in order {
      let edits = fixes[index]
      if edits.contains(where: { edit in taken.contains { overlaps($0.range, edit.range) } }) {
        deferred.append(index)
      } else {
        taken += edits
        applied.append(index)
      }
    }
    return Round(bytes: apply(taken, to: bytes), applied: applied.sorted(), deferred: deferred)
  }

  /// `bytes` with non-overlapping `edits` applied.
  static func apply(_ edits: [(range: Range<Int>, replacement: String)], to bytes: [UInt8])
    -> [UInt8]
  {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
    var position = 0
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      result += bytes[position..<edit.range.lowerBound]
      result += Array(edit.replacement.utf8)
      position = edit.range.upperBound
    }
    result += bytes[position...]
    return result
  }

  /// Whether two edits' ranges share a byte or touch: their order would be ambiguous.
  static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
    a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound
  }
}
