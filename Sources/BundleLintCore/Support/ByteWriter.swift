/// Builds a compact binary form of values (the rerun cache's files): variable-length integers,
/// and strings written once and then named by number (a run's findings repeat their paths and
/// rule ids).
package struct ByteWriter {
  package private(set) var bytes: [UInt8] = []
  private var seen: [String: UInt64] = [:]

  package init() {}

  package mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// An unsigned integer, seven bits a byte, low bits first.
  package mutating func unsigned(_ value: UInt64) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  /// A signed integer, zigzag-encoded so that small negatives stay short.
  package mutating func signed(_ value: Int64) {
    unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
  }

  package mutating func int(_ value: Int) { signed(Int64(value)) }

  package mutating func bool(_ value: Bool) { byte(value ? 1 : 0) }

  /// A string: 0 and its bytes the first time, then its number plus one.
  package mutating func string(_ value: String) {
    if let number = seen[value] {
      unsigned(number + 1)
      return
    }
    seen[value] = UInt64(seen.count)
    unsigned(0)
    unsigned(UInt64(value.utf8.count))
    bytes.append(contentsOf: value.utf8)
  }

  /// Bytes as they are, with their count.
  package mutating func data(_ value: [UInt8]) {
    unsigned(UInt64(value.count))
    bytes.append(contentsOf: value)
  }

  /// Bytes as they are, without their count: a piece written by a writer of its own, whose
  /// strings it names by its own numbers (so it must not name any of this writer's).
  package mutating func append(_ piece: [UInt8]) {
    bytes.append(contentsOf: piece)
  }

  package mutating func strings(_ values: [String]) {
    unsigned(UInt64(values.count))
    for value in values { string(value) }
  }

  /// An optional string: a flag, then the string when there is one.
  package mutating func string(_ value: String?) {
    bool(value != nil)
    if let value { string(value) }
  }
}
