import BundleLintCore

/// A growable array in memory it manages itself: reading, updating and appending cost no
/// uniqueness check and no copy of the element.
///
/// The call scanner keeps its frames (`ScanStack`) and the arguments of its open argument lists
/// (`ArgumentBuffer`) in one each. The buffer is the only owner of its memory: it cannot be
/// copied, and frees the memory and the elements left in it when it goes away (`deinit`), so no
/// copy can point at freed storage.
struct OwnedBuffer<Element>: ~Copyable {
  private var base: UnsafeMutablePointer<Element>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    base = .allocate(capacity: self.capacity)
  }

  subscript(index: Int) -> Element {
    unsafeAddress {
      precondition(index >= 0 && index < count, "buffer index out of range")
      return UnsafePointer(base + index)
    }
    nonmutating unsafeMutableAddress {
      precondition(index >= 0 && index < count, "buffer index out of range")
      return base + index
    }
  }

  mutating func append(_ element: consuming Element) {
    if count == capacity {
      let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
      base = grown
      capacity *= 2
    }
    (base + count).initialize(to: element)
    count += 1
  }

  mutating func removeLast() -> Element {
    precondition(count > 0, "removeLast from an empty buffer")
    count -= 1
    return (base + count).move()
  }

  /// Removes the elements from index `start` on and returns them, in an array with room for
  /// `extra` more.
  mutating func take(from start: Int, extra: Int) -> [Element] {
    let start = min(max(start, 0), count)
    let taken = count - start
    guard taken > 0 else { return [] }
    var elements: [Element] = []
    elements.reserveCapacity(taken + extra)
    for i in start..<count { elements.append((base + i).move()) }
    count = start
    return elements
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }
}

/// The call scanner's explicit stack of frames.
typealias ScanStack = OwnedBuffer<ScanFrame>

/// The arguments of the open argument lists, innermost last; each call's array is made once at
/// its final size (`take(from:extra:)`, with room for a trailing closure that may follow).
typealias ArgumentBuffer = OwnedBuffer<Argument>
