extension Lexer {
  /// A growable run of tokens without copy-on-write checks, for the tokenizer's hot loop.
  ///
  /// Owned by one `tokenize` call, which copies it into an array and frees it. `Token` is a
  /// trivial type, so the memory needs no deinitialization.
  struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
      self.capacity = max(capacity, 16)
      base = .allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
      if count == capacity { grow() }
      (base + count).initialize(to: token)
      count += 1
    }

    /// The token at `index`, which must be below `count`.
    @inline(__always) subscript(index: Int) -> Token {
      get {
        assert(index >= 0 && index < count)
        return base[index]
      }
      nonmutating set {
        assert(index >= 0 && index < count)
        base[index] = newValue
      }
    }

    /// The tokens as an array.
    func makeArray() -> [Token] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Frees the memory; the buffer must not be used afterwards.
    func deallocate() { base.deallocate() }

    private mutating func grow() {
      let newCapacity = capacity * 2
      let newBase = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
      newBase.moveInitialize(from: base, count: count)
      base.deallocate()
      base = newBase
      capacity = newCapacity
    }
  }
}
