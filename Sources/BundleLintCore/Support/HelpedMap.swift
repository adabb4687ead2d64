import Dispatch
import Foundation

/// `items.map(transform)` by the calling thread and whichever threads of the pool are free to
/// help, the results in `items`' order. `parallelMap` (`concurrentPerform`) runs serially when it
/// is nested in another `concurrentPerform`, as the tables of one module are within the map over
/// the modules: when that module is the last one left, the other cores stay idle. Here the
/// helpers are ordinary work items, which an idle thread picks up; each takes the next item
/// until none is left. The caller waits only for the items a helper has begun, so a helper that
/// starts after the last item was taken does nothing, and none is ever waited for before it runs.
package func helpedMap<Item: Sendable, Result: Sendable>(
  _ items: [Item], _ transform: @escaping @Sendable (Item) -> Result
) -> [Result] {
  if items.count < 2 { return items.map(transform) }
  let work = HelpedWork(items: items, transform: transform)
  let helpers = min(items.count, ProcessInfo.processInfo.activeProcessorCount) - 1
  for _ in 0..<max(helpers, 0) {
    DispatchQueue.global().async { work.help() }
  }
  work.help()
  return work.results()
}

/// The state a `helpedMap` call shares with its helpers.
private final class HelpedWork<Item: Sendable, Result: Sendable>: @unchecked Sendable {
  private let items: [Item]
  private let transform: @Sendable (Item) -> Result
  private let condition = NSCondition()
  private var next = 0
  private var running = 0
  private var done: [Result?]

  init(items: [Item], transform: @escaping @Sendable (Item) -> Result) {
    self.items = items
    self.transform = transform
    done = [Result?](repeating: nil, count: items.count)
  }

  /// Takes and runs items until none is left.
  func help() {
    condition.lock()
    while next < items.count {
      let index = next
      next += 1
      running += 1
      condition.unlock()
      let result = transform(items[index])
      condition.lock()
      done[index] = result
      running -= 1
      if running == 0 { condition.broadcast() }
    }
    condition.unlock()
  }

  /// The results, once every item taken has been run (every item has been taken when the
  /// caller's own `help()` returns).
  func results() -> [Result] {
    condition.lock()
    while running > 0 { condition.wait() }
    let results = done.map { $0! }
    condition.unlock()
    return results
  }
}
