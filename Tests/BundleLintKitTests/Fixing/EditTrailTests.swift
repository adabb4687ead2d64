import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Offsets of a file after the fix loop's rounds, mapped back to the file as read.
@Suite struct EditTrailTests {
  @Test func anUneditedOffsetMovesByTheEditsBeforeIt() {
    var trail = EditTrail()
    // "abcdef": insert "XY" at 2, replace "e" (4..<5) with "", giving "abXYcdf".
    trail.record([(range: 2..<2, replacement: "XY"), (range: 4..<5, replacement: "")])
    #expect(trail.origin(of: 0) == .at(0))
    #expect(trail.origin(of: 2) == .within(2..<2))
    #expect(trail.origin(of: 4) == .at(2))
    #expect(trail.origin(of: 6) == .at(5))
  }

  @Test func roundsMapBackOneAfterTheOther() {
    var trail = EditTrail()
    trail.record([(range: 0..<1, replacement: "AAA")])  // "abc" -> "AAAbc"
    trail.record([(range: 4..<4, replacement: "!")])  // "AAAbc" -> "AAAb!c"
    #expect(trail.origin(of: 5) == .at(2))
    #expect(trail.origin(of: 4) == .within(2..<2))
    #expect(trail.origin(of: 1) == .within(0..<1))
    #expect(trail.origin(of: 3) == .at(1))
  }

  @Test func aRangeWrittenInsideAnEarlierRewriteWidensToWhatThatReplaced() {
    var trail = EditTrail()
    trail.record([(range: 2..<6, replacement: "0123456789")])
    trail.record([(range: 5..<5, replacement: "++")])
    #expect(trail.origin(of: 5) == .within(2..<6))
    #expect(trail.origin(of: 8) == .within(2..<6))
    #expect(trail.origin(of: 14) == .at(6))
  }
}
