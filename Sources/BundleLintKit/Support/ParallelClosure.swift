import Dispatch

/// `transform` applied to each of `roots` and to every item a transform returns, each item once,
/// with the work spread over all cores: an item starts as soon as the one that found it is done,
/// not in rounds. Returns each item's result.
func parallelClosure<Item: Hashable & Sendable, Result: Sendable>(
  _ roots: [Item], _ transform: @escaping @Sendable (Item) -> (Result, [Item])
) -> [Item: Result] {
  let state = ClosureState<Item, Result>()
  let group = DispatchGroup()
  let queue = DispatchQueue.global(qos: .userInitiated)
  @Sendable func start(_ item: Item) {
    guard state.claim(item) else { return }
    queue.async(group: group) {
      let (result, found) = transform(item)
      state.store(result, for: item)
      for next in found { start(next) }
    }
  }
  for root in roots { start(root) }
  group.wait()
  return state.results()
}

/// The items claimed and the results stored so far, behind a lock.
private final class ClosureState<Item: Hashable & Sendable, Result: Sendable>: @unchecked Sendable {
  private let lock = DispatchSemaphore(value: 1)
  private var claimed: Set<Item> = []
  private var stored: [Item: Result] = [:]

  /// Whether `item` was not claimed before (it is now).
  func claim(_ item: Item) -> Bool {
    lock.wait()
    defer { lock.signal() }
    return claimed.insert(item).inserted
  }

  func store(_ result: Result, for item: Item) {
    lock.wait()
    defer { lock.signal() }
    stored[item] = result
  }

  func results() -> [Item: Result] {
    lock.wait()
    defer { lock.signal() }
    return stored
  }
}
