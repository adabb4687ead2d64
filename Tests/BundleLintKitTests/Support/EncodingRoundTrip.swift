import Testing

@testable import BundleLintCore

/// Checks a type's binary encoding: a value written and read back, and every shorter prefix of
/// its bytes refused with `BinaryDecodingError`.
enum EncodingRoundTrip {
  /// The bytes `write` gives for `value` on a fresh writer.
  static func bytes<Value>(_ value: Value, _ write: (Value, inout ByteWriter) -> Void) -> [UInt8] {
    var writer = ByteWriter()
    write(value, &writer)
    return writer.bytes
  }

  /// `value` written by `write` and read back by `read`, which must use every byte; each
  /// truncation of the bytes must throw.
  static func check<Value>(
    _ value: Value, write: (Value, inout ByteWriter) -> Void,
    read: (inout ByteReader) throws -> Value,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Value {
    let bytes = Self.bytes(value, write)
    var reader = ByteReader(bytes)
    let back = try read(&reader)
    #expect(reader.isAtEnd, "bytes left after reading", sourceLocation: sourceLocation)
    for cut in 0..<bytes.count {
      #expect(
        throws: BinaryDecodingError.malformed, "cut at \(cut)", sourceLocation: sourceLocation
      ) {
        var reader = ByteReader(Array(bytes[..<cut]))
        _ = try read(&reader)
      }
    }
    return back
  }

  /// `check` for an `Equatable` value: what is read back equals `value`.
  static func expectEqual<Value: Equatable>(
    _ value: Value, write: (Value, inout ByteWriter) -> Void,
    read: (inout ByteReader) throws -> Value,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let back = try check(value, write: write, read: read, sourceLocation: sourceLocation)
    #expect(back == value, sourceLocation: sourceLocation)
  }
}
