/// A reporter's output as UTF-8 bytes, handed to its sink in pieces of about 64 KB, so a report
/// of tens of megabytes is never held whole.
///
/// Everything is appended as bytes: building the same text by `String` appends costs several
/// times as much per finding.
struct ReportBuffer {
  /// The size at which `flush(to:)` hands the bytes on.
  static let pieceSize = 1 << 16

  private(set) var bytes: [UInt8] = []

  init() {
    bytes.reserveCapacity(Self.pieceSize + 4096)
  }

  /// Hands the bytes to `sink` once there are `pieceSize` of them; call it between entries.
  mutating func flush(to sink: ([UInt8]) -> Void) {
    guard bytes.count >= Self.pieceSize else { return }
    sink(bytes)
    bytes.removeAll(keepingCapacity: true)
  }

  /// Hands whatever is left to `sink`.
  mutating func finish(to sink: ([UInt8]) -> Void) {
    if !bytes.isEmpty { sink(bytes) }
    bytes = []
  }

  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  mutating func append(_ literal: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: piece)
  }

  mutating func append(_ piece: [UInt8]) {
    bytes.append(contentsOf: piece)
  }

  /// `value` in decimal.
  mutating func appendDecimal(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var rest = value.magnitude
    if rest < 10 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest))
      return
    }
    // Digits land backwards at the end, then are turned around in place.
    let start = bytes.count
    while rest > 0 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10))
      rest /= 10
    }
    bytes[start...].reverse()
  }

  /// `count` spaces.
  mutating func appendSpaces(_ count: Int) {
    let spaces: StaticString = "                                                                "
    var left = count
    while left > 0 {
      let run = min(left, spaces.utf8CodeUnitCount)
      bytes.append(contentsOf: UnsafeBufferPointer(start: spaces.utf8Start, count: run))
      left -= run
    }
  }

  /// Calls `body` with the UTF-8 of `text` in one buffer (a copy only for a bridged string).
  static func withUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    var text = text
    return text.withUTF8(body)
  }
}
