import Dispatch
import Foundation

/// `transform` applied to each of `roots` and to every item a transform returns, each item once,
/// with the work spread over all cores: an item starts as soon as a core is free after the one
/// that found it is done, not in rounds. One worker per core (as `parallelMap`), so a run keeps
/// few threads, and with them few memory arenas. Returns each item's result.
package func parallelClosure<Item: Hashable & Sendable, Result: Sendable>(
  _ roots: [Item], _ transform: @Sendable (Item) -> (Result, [Item])
) -> [Item: Result] {
  guard !roots.isEmpty else { return [:] }
  let state = ClosureState<Item, Result>(roots)
  let workers = Swift.max(1, ProcessInfo.processInfo.activeProcessorCount)
  DispatchQueue.concurrentPerform(iterations: workers) { _ in
    while let item = state.next() {
      let (result, found) = transform(item)
      state.finish(item, result, found: found)
    }
  }
  return state.results()
}

/// The items waiting, how many are being transformed, and the results so far, behind a
/// condition: a worker with nothing to take waits while others may still find more.
private final class ClosureState<Item: Hashable & Sendable, Result: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var waiting: [Item] = []
  private var claimed: Set<Item> = []
  private var running = 0
  private var stored: [Item: Result] = [:]

  init(_ roots: [Item]) {
    for root in roots where claimed.insert(root).inserted { waiting.append(root) }
    waiting.reverse()  // taken from the end: the roots in their order
  }

  /// The next item to transform; nil when none is waiting and none is running (all done).
  func next() -> Item? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let item = waiting.popLast() {
        running += 1
        return item
      }
      if running == 0 { return nil }
      condition.wait()
    }
  }

  /// Stores `item`'s result and queues the items it found that were not met before.
  func finish(_ item: Item, _ result: Result, found: [Item]) {
    condition.lock()
    defer { condition.unlock() }
    stored[item] = result
    running -= 1
    for next in found.reversed() where claimed.insert(next).inserted { waiting.append(next) }
    condition.broadcast()
  }

  func results() -> [Item: Result] {
    condition.lock()
    defer { condition.unlock() }
    return stored
  }
}
