import Foundation

/// `items.map(transform)` on threads of its own, one per core, the result in `items`' order:
/// for work that starts inside a `parallelMap` worker (a lookup that first needs the Xcode
/// projects read), where a nested `concurrentPerform` runs on that one thread.
func threadedMap<Item: Sendable, Result: Sendable>(
  _ items: [Item], _ transform: @escaping @Sendable (Item) -> Result
) -> [Result] {
  if items.count < 2 { return items.map(transform) }
  let slots = ResultSlots<Result>(count: items.count)
  let next = NextIndex()
  let finished = DispatchSemaphore(value: 0)
  let threads = Swift.min(ProcessInfo.processInfo.activeProcessorCount, items.count)
  for _ in 0..<threads {
    let thread = Thread {
      while let index = next.take(below: items.count) {
        slots.store(transform(items[index]), at: index)
      }
      finished.signal()
    }
    // Parsers nest a frame per level of their input (at most a few hundred): room for them.
    thread.stackSize = 8 << 20
    thread.start()
  }
  for _ in 0..<threads { finished.wait() }
  return slots.values()
}

/// The next index to take, shared by the threads of one `threadedMap`.
private final class NextIndex: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0

  func take(below count: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }
}
