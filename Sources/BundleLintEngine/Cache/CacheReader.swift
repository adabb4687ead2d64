import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Reads what `CacheWriter` wrote; anything out of bounds or inconsistent throws, so a damaged
/// file is a miss, never a crash.
struct CacheReader {
  private let bytes: [UInt8]
  private var position: Int
  private var seen: [String] = []

  init(_ bytes: [UInt8], from position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  var isAtEnd: Bool { position == bytes.count }

  mutating func byte() throws(CacheFileError) -> UInt8 {
    guard position < bytes.count else { throw .damaged }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func unsigned() throws(CacheFileError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let next = try byte()
      guard shift < 64 else { throw .damaged }
      value |= UInt64(next & 0x7F) << shift
      if next < 0x80 { return value }
      shift += 7
    }
  }

  mutating func signed() throws(CacheFileError) -> Int64 {
    let raw = try unsigned()
    return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
  }

  mutating func int() throws(CacheFileError) -> Int {
    let value = try signed()
    guard let int = Int(exactly: value) else { throw .damaged }
    return int
  }

  mutating func bool() throws(CacheFileError) -> Bool {
    switch try byte() {
    case 0: false
    case 1: true
    default: throw .damaged
    }
  }

  /// A count of items that each take at least one byte: never more than the bytes left.
  mutating func count() throws(CacheFileError) -> Int {
    let value = try unsigned()
    guard value <= UInt64(bytes.count - position) else { throw .damaged }
    return Int(value)
  }

  mutating func string() throws(CacheFileError) -> String {
    let number = try unsigned()
    if number > 0 {
      guard number <= UInt64(seen.count) else { throw .damaged }
      return seen[Int(number - 1)]
    }
    let length = try count()
    let value = String(decoding: bytes[position..<position + length], as: UTF8.self)
    position += length
    seen.append(value)
    return value
  }

  mutating func data() throws(CacheFileError) -> [UInt8] {
    let length = try count()
    defer { position += length }
    return Array(bytes[position..<position + length])
  }

  mutating func strings() throws(CacheFileError) -> [String] {
    var values: [String] = []
    for _ in 0..<(try count()) { values.append(try string()) }
    return values
  }

  /// A raw value of a string enum.
  mutating func value<Value: RawRepresentable>(_: Value.Type) throws(CacheFileError) -> Value
  where Value.RawValue == String {
    guard let value = Value(rawValue: try string()) else { throw .damaged }
    return value
  }

  /// What `CacheWriter.string(_:)` wrote of an optional string.
  mutating func optionalString() throws(CacheFileError) -> String? {
    try bool() ? try string() : nil
  }
}
