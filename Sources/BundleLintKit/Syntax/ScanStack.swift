/// The call scanner's explicit stack of frames, in memory it manages itself.
///
/// Frames are plain data, so reading and updating one in place costs no uniqueness check and
/// no copy. Owned by one `CallScanner`, which frees it with `deallocate()`.
struct ScanStack {
  private var base: UnsafeMutablePointer<ScanFrame>
  private var capacity: Int
  private(set) var count = 0

  init(capacity: Int = 64) {
    self.capacity = max(1, capacity)
    base = .allocate(capacity: self.capacity)
  }

  subscript(index: Int) -> ScanFrame {
    unsafeAddress {
      precondition(index >= 0 && index < count, "scan stack index out of range")
      return UnsafePointer(base + index)
    }
    nonmutating unsafeMutableAddress {
      precondition(index >= 0 && index < count, "scan stack index out of range")
      return base + index
    }
  }

  mutating func append(_ frame: ScanFrame) {
    if count == capacity {
      let grown = UnsafeMutablePointer<ScanFrame>.allocate(capacity: capacity * 2)
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
      base = grown
      capacity *= 2
    }
    (base + count).initialize(to: frame)
    count += 1
  }

  mutating func removeLast() -> ScanFrame {
    precondition(count > 0, "pop from an empty scan stack")
    count -= 1
    return (base + count).move()
  }

  func deallocate() {
    base.deinitialize(count: count)
    base.deallocate()
  }
}
