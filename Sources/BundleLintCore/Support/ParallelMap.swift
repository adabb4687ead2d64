import Dispatch

/// `items.map(transform)`, with the work spread over all cores. The result keeps `items`' order.
package func parallelMap<Item: Sendable, Result: Sendable>(
  _ items: [Item], _ transform: @Sendable (Item) -> Result
) -> [Result] {
  if items.count < 2 { return items.map(transform) }
  let slots = ResultSlots<Result>(count: items.count)
  DispatchQueue.concurrentPerform(iterations: items.count) { index in
    slots.store(transform(items[index]), at: index)
  }
  return slots.values()
}

/// Preallocated slots, each written by exactly one iteration of `concurrentPerform`.
private final class ResultSlots<Value>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    buffer = .allocate(capacity: count)
    buffer.initialize(repeating: nil)
  }

  deinit {
    buffer.deinitialize()
    buffer.deallocate()
  }

  /// Safe without a lock: distinct indices are distinct memory, and `concurrentPerform` returns
  /// only after every store.
  func store(_ value: Value, at index: Int) { buffer[index] = value }

  func values() -> [Value] { buffer.map { $0! } }
}
