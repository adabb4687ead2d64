import BundleLintCore

extension Lexer {
  /// A position in UTF-8 source bytes, with look-behind of one byte.
  ///
  /// The cursor is a value: to try a longer token, copy it, advance the copy, and keep the copy
  /// only on success. It reads a buffer that lives only as long as one `tokenize` call.
  struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Byte offset of the next byte to read.
    var position: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0) {
      self.bytes = bytes
      self.position = position
    }

    @inline(__always) var isAtEnd: Bool { position >= bytes.count }

    /// The byte `offset` bytes ahead, or `nil` past the end.
    @inline(__always) func peek(at offset: Int = 0) -> UInt8? {
      let index = position + offset
      return index < bytes.count ? bytes[index] : nil
    }

    /// The byte just before the cursor, or `nil` at the start.
    @inline(__always) var previous: UInt8? { position > 0 ? bytes[position - 1] : nil }

    /// Whether the byte `offset` bytes ahead is `byte`.
    @inline(__always) func `is`(at offset: Int = 0, _ byte: UInt8) -> Bool {
      let index = position + offset
      return index < bytes.count && bytes[index] == byte
    }

    @inline(__always) mutating func advance(by count: Int = 1) {
      position = min(position + count, bytes.count)
    }

    /// Advances past `byte` if it is next.
    @inline(__always) mutating func advance(matching byte: UInt8) -> Bool {
      guard `is`(byte) else { return false }
      position += 1
      return true
    }

    /// Advances while `predicate` holds for the next byte.
    @inline(__always) mutating func advance(while predicate: (UInt8) -> Bool) {
      let end = bytes.count
      var index = position
      while index < end, predicate(bytes[index]) { index += 1 }
      position = index
    }

    /// How many times `byte` repeats starting `offset` bytes ahead.
    @inline(__always) func run(of byte: UInt8, at offset: Int = 0) -> Int {
      let end = bytes.count
      var index = position + offset
      while index < end, bytes[index] == byte { index += 1 }
      return max(0, index - position - offset)
    }

    /// Whether a line break (`\n` or `\r`) or the end of input is next.
    @inline(__always) var isAtLineEnd: Bool {
      guard let byte = peek() else { return true }
      return byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
  }
}
