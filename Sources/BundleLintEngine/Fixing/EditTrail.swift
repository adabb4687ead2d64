import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The edits one file went through in the fix loop, round after round: maps an offset of its
/// current bytes back to its bytes as read, so a finding of a later round can be told apart from
/// one of the first report.
struct EditTrail: Sendable {
  /// Where an offset of the current bytes came from.
  enum Origin: Equatable {
    /// An unedited byte, at this offset of the bytes as read.
    case at(Int)
    /// A byte an edit wrote, in place of this range of the bytes as read.
    case within(Range<Int>)
  }

  /// Each round's edits, sorted, as ranges of that round's input and the length written.
  private var rounds: [[(range: Range<Int>, length: Int)]] = []

  /// Records a round's applied edits, as ranges of the bytes the round started from.
  mutating func record(_ edits: [(range: Range<Int>, replacement: String)]) {
    guard !edits.isEmpty else { return }
    rounds.append(
      edits.map { (range: $0.range, length: $0.replacement.utf8.count) }
        .sorted { $0.range.lowerBound < $1.range.lowerBound })
  }

  /// Where `offset` of the current bytes came from.
  func origin(of offset: Int) -> Origin {
    var origin = Origin.at(offset)
    for round in rounds.reversed() {
      switch origin {
      case .at(let offset):
        origin = Self.origin(of: offset, in: round)
      case .within(let range):
        origin = .within(
          Self.lowest(
            Self.origin(of: range.lowerBound, in: round))..<Self.highest(
              Self.origin(of: range.upperBound, in: round)))
      }
    }
    return origin
  }

  /// Where `offset` of one round's output came from in that round's input.
  private static func origin(of offset: Int, in edits: [(range: Range<Int>, length: Int)])
    -> Origin
  {
    var delta = 0
    for edit in edits {
      let start = edit.range.lowerBound + delta
      if offset < start { break }
      if offset < start + edit.length { return .within(edit.range) }
      delta += edit.length - edit.range.count
    }
    return .at(offset - delta)
  }

  private static func lowest(_ origin: Origin) -> Int {
    switch origin {
    case .at(let offset): offset
    case .within(let range): range.lowerBound
    }
  }

  private static func highest(_ origin: Origin) -> Int {
    switch origin {
    case .at(let offset): offset
    case .within(let range): range.upperBound
    }
  }
}
