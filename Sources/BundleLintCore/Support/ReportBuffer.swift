/// A reporter's output as UTF-8 bytes, handed to its sink in pieces of 64 KB as it fills, so a
/// report of tens of megabytes is never held whole (a piece may end inside a character).
///
/// Bytes go into storage the buffer allocates, with no capacity or uniqueness check per append
/// beyond "is the piece full": appending to an `Array` or a `String` piece by piece costs several
/// times as much per finding. The buffer is the only owner of its storage: it cannot be copied,
/// and frees the storage when it goes away (`deinit`). It lives inside one `writing(to:_:)` call,
/// whose sink it holds.
package struct ReportBuffer: ~Copyable {
  /// The size of each piece handed to the sink (the last may be shorter).
  static let pieceSize = 1 << 16

  private let storage: UnsafeMutablePointer<UInt8>
  private var count = 0
  private let sink: ([UInt8]) -> Void

  private init(sink: @escaping ([UInt8]) -> Void) {
    storage = .allocate(capacity: Self.pieceSize)
    self.sink = sink
  }

  deinit {
    storage.deallocate()
  }

  /// Runs `body` with an empty buffer whose pieces go to `sink`, then hands `sink` the rest.
  package static func writing(to sink: ([UInt8]) -> Void, _ body: (inout ReportBuffer) -> Void) {
    withoutActuallyEscaping(sink) { sink in
      var buffer = ReportBuffer(sink: sink)
      body(&buffer)
      buffer.flush()
    }
  }

  /// The bytes `body` writes, gathered in one array (short texts: an escaped value, a body).
  package static func bytes(_ body: (inout ReportBuffer) -> Void) -> [UInt8] {
    var bytes: [UInt8] = []
    writing(to: { bytes += $0 }, body)
    return bytes
  }

  /// Hands the bytes so far to the sink.
  private mutating func flush() {
    guard count > 0 else { return }
    sink(Array(UnsafeBufferPointer(start: storage, count: count)))
    count = 0
  }

  package mutating func append(_ byte: UInt8) {
    if count == Self.pieceSize { flush() }
    storage[count] = byte
    count += 1
  }

  package mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
    guard var next = piece.baseAddress else { return }
    var left = piece.count
    while count + left > Self.pieceSize {
      let room = Self.pieceSize - count
      (storage + count).update(from: next, count: room)
      count = Self.pieceSize
      flush()
      next += room
      left -= room
    }
    (storage + count).update(from: next, count: left)
    count += left
  }

  package mutating func append(_ literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  package mutating func append(_ text: String) {
    Self.withUTF8(text) { append($0) }
  }

  /// `value` in decimal.
  package mutating func appendDecimal(_ value: Int) {
    if value < 0 { append(UInt8(ascii: "-")) }
    var rest = value.magnitude
    if rest < 10 {
      append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest))
      return
    }
    // Up to 20 digits, written from the back of a local buffer.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = 20
      while rest > 0 {
        start -= 1
        digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      }
      append(UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Appends `count` bytes (at most `pieceSize`) that `fill` writes from the address it is
  /// given: one capacity check for a run of small pieces.
  mutating func append(count: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Void) {
    precondition(count <= Self.pieceSize)
    if self.count + count > Self.pieceSize { flush() }
    fill(storage + self.count)
    self.count += count
  }

  /// `separator` (if any), a line break, then `indent` spaces.
  mutating func appendNewline(after separator: UInt8?, indentedBy indent: Int) {
    // An indent deeper than a piece is never written, but must not break the buffer.
    guard indent < Self.pieceSize / 2 else {
      if let separator { append(separator) }
      append(UInt8(ascii: "\n"))
      for _ in 0..<indent { append(UInt8(ascii: " ")) }
      return
    }
    let prefix = separator == nil ? 1 : 2
    append(count: prefix + indent) { out in
      if let separator { out[0] = separator }
      out[prefix - 1] = UInt8(ascii: "\n")
      (out + prefix).initialize(repeating: UInt8(ascii: " "), count: indent)
    }
  }

  /// Calls `body` with the UTF-8 of `text` in one buffer (a copy only for a bridged string).
  package static func withUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    var text = text
    return text.withUTF8(body)
  }
}
