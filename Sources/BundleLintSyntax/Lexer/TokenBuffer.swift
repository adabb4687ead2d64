import BundleLintCore

extension Lexer {
  /// Where the tokenizer writes its tokens: straight into the result array's storage while it
  /// has room, so appending costs no uniqueness check, then into a spill array.
  ///
  /// `base` holds `capacity` tokens and lives as long as one `tokenize` call. The buffer cannot
  /// be copied (nor can the `Tokenizer` that holds it), so no second writer can exist. It has
  /// nothing to free, so no `deinit`: `base` is the storage of the array `tokenize` is
  /// initializing, which that array owns (owning a copy instead would cost a copy of every token).
  struct TokenBuffer: ~Copyable {
    let base: UnsafeMutablePointer<Token>
    let capacity: Int
    /// Tokens written so far, spilled ones included.
    private(set) var count = 0
    /// Tokens past `capacity`, in order.
    private(set) var spill: [Token] = []

    init(base: UnsafeMutablePointer<Token>, capacity: Int) {
      self.base = base
      self.capacity = capacity
    }

    @inline(__always) mutating func append(_ token: Token) {
      if count < capacity {
        (base + count).initialize(to: token)
      } else {
        spill.append(token)
      }
      count += 1
    }

    subscript(index: Int) -> Token {
      @inline(__always) get { index < capacity ? base[index] : spill[index - capacity] }
      @inline(__always) set {
        if index < capacity { base[index] = newValue } else { spill[index - capacity] = newValue }
      }
    }
  }
}
