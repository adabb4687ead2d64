import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `helpedMap`: `map` by the caller and the pool's free threads, in order, each item once.
@Suite struct HelpedMapTests {
  /// Counts how many times each item was transformed.
  final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int: Int] = [:]

    func add(_ item: Int) {
      lock.lock()
      counts[item, default: 0] += 1
      lock.unlock()
    }

    var all: [Int: Int] {
      lock.lock()
      defer { lock.unlock() }
      return counts
    }
  }

  @Test func theResultsKeepTheItemsOrderAndEachItemRunsOnce() {
    let counts = Counts()
    let items = Array(0..<500)
    let results = helpedMap(items) { item -> String in
      counts.add(item)
      return String(item * 3)
    }
    #expect(results == items.map { String($0 * 3) })
    #expect(counts.all == Dictionary(uniqueKeysWithValues: items.map { ($0, 1) }))
  }

  @Test func noItemsAndOneItem() {
    #expect(helpedMap([Int]()) { $0 + 1 } == [])
    #expect(helpedMap([41]) { $0 + 1 } == [42])
  }

  /// Nested in `parallelMap`, as a module's tables are within the map over the modules: every
  /// call returns whole results, whatever thread helped.
  @Test func nestedCallsAllComplete() {
    let outer = parallelMap(Array(0..<16)) { row in
      helpedMap(Array(0..<64)) { column in row * 1000 + column }
    }
    #expect(outer == (0..<16).map { row in (0..<64).map { row * 1000 + $0 } })
  }
}
