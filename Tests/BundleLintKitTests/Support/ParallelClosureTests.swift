import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Work that finds more work: every item reached from the roots is transformed exactly once.
@Suite struct ParallelClosureTests {
  @Test func everyItemReachedIsTransformedOnce() {
    // Each number below 500 leads to its double and its double plus one: a tree of 0..<500,
    // with 1 reached from both 0 (as 2 * 0 + 1) and the roots.
    let results = parallelClosure([0, 1, 1]) { (item: Int) -> (Int, [Int]) in
      (item * item, [2 * item, 2 * item + 1].filter { $0 < 500 && $0 != item })
    }
    #expect(results.count == 500)
    #expect(results.allSatisfy { $0.value == $0.key * $0.key })
  }

  @Test func noRootsGiveNothing() {
    #expect(parallelClosure([Int]()) { ($0, []) }.isEmpty)
  }
}
