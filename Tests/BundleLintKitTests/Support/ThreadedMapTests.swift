import Dispatch
import Testing

@testable import BundleLintKit

/// A map on threads of its own: the results in order, also when called from a `parallelMap`
/// worker.
@Suite struct ThreadedMapTests {
  @Test func theResultsKeepTheItemsOrder() {
    let items = Array(0..<1000)
    #expect(threadedMap(items) { $0 * 3 } == items.map { $0 * 3 })
    #expect(threadedMap([7]) { $0 + 1 } == [8])
    #expect(threadedMap([Int]()) { $0 }.isEmpty)
  }

  @Test func itRunsInsideAParallelMapWorker() {
    let results = parallelMap([0, 1, 2, 3]) { outer in
      threadedMap(Array(0..<50)) { outer * 100 + $0 }.reduce(0, +)
    }
    #expect(results == [0, 1, 2, 3].map { outer in (0..<50).reduce(0) { $0 + outer * 100 + $1 } })
  }
}
