/// Reads what `ByteWriter` wrote; anything out of bounds or inconsistent throws
/// `BinaryDecodingError`, so damaged bytes are an error, never a crash.
package struct ByteReader {
  private let bytes: [UInt8]
  private var position: Int
  private var seen: [String] = []

  package init(_ bytes: [UInt8], from position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  package var isAtEnd: Bool { position == bytes.count }

  package mutating func byte() throws(BinaryDecodingError) -> UInt8 {
    guard position < bytes.count else { throw .malformed }
    defer { position += 1 }
    return bytes[position]
  }

  package mutating func unsigned() throws(BinaryDecodingError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let next = try byte()
      guard shift < 64 else { throw .malformed }
      value |= UInt64(next & 0x7F) << shift
      if next < 0x80 { return value }
      shift += 7
    }
  }

  package mutating func signed() throws(BinaryDecodingError) -> Int64 {
    let raw = try unsigned()
    return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
  }

  package mutating func int() throws(BinaryDecodingError) -> Int {
    let value = try signed()
    guard let int = Int(exactly: value) else { throw .malformed }
    return int
  }

  package mutating func bool() throws(BinaryDecodingError) -> Bool {
    switch try byte() {
    case 0: false
    case 1: true
    default: throw .malformed
    }
  }

  /// A count of items that each take at least one byte: never more than the bytes left.
  package mutating func count() throws(BinaryDecodingError) -> Int {
    let value = try unsigned()
    guard value <= UInt64(bytes.count - position) else { throw .malformed }
    return Int(value)
  }

  package mutating func string() throws(BinaryDecodingError) -> String {
    let number = try unsigned()
    if number > 0 {
      guard number <= UInt64(seen.count) else { throw .malformed }
      return seen[Int(number - 1)]
    }
    let length = try count()
    let value = String(decoding: bytes[position..<position + length], as: UTF8.self)
    position += length
    seen.append(value)
    return value
  }

  package mutating func data() throws(BinaryDecodingError) -> [UInt8] {
    let length = try count()
    defer { position += length }
    return Array(bytes[position..<position + length])
  }

  package mutating func strings() throws(BinaryDecodingError) -> [String] {
    var values: [String] = []
    for _ in 0..<(try count()) { values.append(try string()) }
    return values
  }

  /// A raw value of a string enum.
  package mutating func value<Value: RawRepresentable>(_: Value.Type) throws(BinaryDecodingError)
    -> Value
  where Value.RawValue == String {
    guard let value = Value(rawValue: try string()) else { throw .malformed }
    return value
  }

  /// What `ByteWriter.string(_:)` wrote of an optional string.
  package mutating func optionalString() throws(BinaryDecodingError) -> String? {
    try bool() ? try string() : nil
  }
}
