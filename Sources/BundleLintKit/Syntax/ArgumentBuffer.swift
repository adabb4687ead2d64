/// The arguments of the open argument lists, innermost last, in memory the buffer manages
/// itself: appending and taking a call's arguments cost no uniqueness checks, and each call's
/// array is made once at its final size.
///
/// Owned by one `CallScanner`, which frees it with `deallocate()`.
struct ArgumentBuffer {
  private var base: UnsafeMutablePointer<Argument>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int = 32) {
    self.capacity = max(1, capacity)
    base = .allocate(capacity: self.capacity)
  }

  mutating func append(_ argument: consuming Argument) {
    if count == capacity {
      let grown = UnsafeMutablePointer<Argument>.allocate(capacity: capacity * 2)
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
      base = grown
      capacity *= 2
    }
    (base + count).initialize(to: argument)
    count += 1
  }

  /// Removes the arguments from index `start` on and returns them, in an array with room for
  /// `extra` more (a trailing closure that may follow).
  mutating func take(from start: Int, extra: Int) -> [Argument] {
    let start = min(max(start, 0), count)
    let taken = count - start
    guard taken > 0 else { return [] }
    var arguments: [Argument] = []
    arguments.reserveCapacity(taken + extra)
    for i in start..<count { arguments.append((base + i).move()) }
    count = start
    return arguments
  }

  /// Frees the buffer and the arguments left in it.
  func deallocate() {
    base.deinitialize(count: count)
    base.deallocate()
  }
}
