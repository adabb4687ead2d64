import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct FixApplierTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func nonOverlappingFixesAreAppliedTogether() {
    let source = Self.bytes("Text(\"a\")\nImage(\"b\")\n")
    let round = FixApplier.applyRound(
      [[(19..<19, ", bundle: .module")], [(8..<8, ", bundle: .module")]], to: source)
    #expect(
      String(decoding: round.bytes, as: UTF8.self)
        == "Text(\"a\", bundle: .module)\nImage(\"b\", bundle: .module)\n")
    #expect(round.applied == [0, 1])
    #expect(round.deferred.isEmpty)
  }

  @Test func anOverlappingOrTouchingFixWaitsForTheNextRound() {
    let source = Self.bytes("Bundle.main.url()")
    let round = FixApplier.applyRound(
      [[(7..<11, "module")], [(11..<11, "X")], [(8..<9, "y")]], to: source)
    #expect(String(decoding: round.bytes, as: UTF8.self) == "Bundle.module.url()")
    #expect(round.applied == [0])
    #expect(round.deferred.sorted() == [1, 2])
  }

  @Test func aFixWithSeveralEditsIsAppliedWhole() {
    let source = Self.bytes("abcdef")
    let round = FixApplier.applyRound([[(0..<1, "A"), (5..<6, "F")]], to: source)
    #expect(String(decoding: round.bytes, as: UTF8.self) == "AbcdeF")
  }

  @Test func aFixOutsideTheFileOrOverlappingItselfIsDropped() {
    let source = Self.bytes("abc")
    let round = FixApplier.applyRound(
      [[(2..<9, "x")], [(0..<2, "x"), (1..<3, "y")], []], to: source)
    #expect(round.bytes == source)
    #expect(round.applied.isEmpty)
    #expect(round.deferred.isEmpty)
  }

  @Test(arguments: [
    (Fix.Applicability.safe, false, true), (.safe, true, true), (.unsafe, false, false),
    (.unsafe, true, true), (.displayOnly, true, false),
  ])
  func applicabilityDecidesWhatFixApplies(
    applicability: Fix.Applicability, unsafe: Bool, applied: Bool
  ) {
    let place = SourceLocation(path: "/a.swift", offset: 0, line: 1, column: 1)
    let fix = Fix(
      title: "t", edits: [Edit(start: place, end: place, replacement: "x")],
      applicability: applicability)
    #expect(fix.isApplied(allowingUnsafe: unsafe) == applied)
    #expect(
      !Fix(title: "t", edits: [], applicability: .safe).isApplied(allowingUnsafe: true))
  }
}
