import Testing

@testable import BundleLintCore

/// `ByteWriter`'s forms, spelt out byte by byte, and `ByteReader` reading them back or refusing
/// what the writer never writes.
@Suite struct ByteCodingTests {
  @Test func integersAreSevenBitsAByteAndSignedOnesZigzag() throws {
    var writer = ByteWriter()
    writer.unsigned(0)
    writer.unsigned(127)
    writer.unsigned(300)
    writer.int(-1)
    writer.int(1)
    writer.signed(-65)
    writer.bool(true)
    writer.byte(0xFE)
    #expect(writer.bytes == [0, 127, 0xAC, 0x02, 1, 2, 0x81, 0x01, 1, 0xFE])
    var reader = ByteReader(writer.bytes)
    #expect(try reader.unsigned() == 0)
    #expect(try reader.unsigned() == 127)
    #expect(try reader.unsigned() == 300)
    #expect(try reader.int() == -1)
    #expect(try reader.int() == 1)
    #expect(try reader.signed() == -65)
    #expect(try reader.bool())
    #expect(try reader.byte() == 0xFE)
    #expect(reader.isAtEnd)
  }

  @Test func theLargestIntegersReadBack() throws {
    var writer = ByteWriter()
    writer.unsigned(.max)
    writer.signed(.min)
    writer.signed(.max)
    var reader = ByteReader(writer.bytes)
    #expect(try reader.unsigned() == .max)
    #expect(try reader.signed() == .min)
    #expect(try reader.signed() == .max)
  }

  @Test func aStringIsWrittenOnceThenNamedByNumber() throws {
    var writer = ByteWriter()
    writer.string("ab")
    writer.string("c")
    writer.string("ab")
    writer.string(nil as String?)
    writer.string("c" as String?)
    writer.strings(["c", "d"])
    writer.data([9, 8])
    #expect(
      writer.bytes == [0, 2, 97, 98, 0, 1, 99, 1, 0, 1, 2, 2, 2, 0, 1, 100, 2, 9, 8])
    var reader = ByteReader(writer.bytes)
    #expect(try reader.string() == "ab")
    #expect(try reader.string() == "c")
    #expect(try reader.string() == "ab")
    #expect(try reader.optionalString() == nil)
    #expect(try reader.optionalString() == "c")
    #expect(try reader.strings() == ["c", "d"])
    #expect(try reader.data() == [9, 8])
    #expect(reader.isAtEnd)
  }

  @Test(arguments: [
    [0x80] as [UInt8],  // an integer cut short
    [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01],  // over 64 bits
    [3],  // a string number never given
    [0, 5, 97],  // a string longer than the bytes left
  ])
  func whatTheWriterNeverWritesIsRefused(bytes: [UInt8]) {
    #expect(throws: BinaryDecodingError.malformed) {
      var reader = ByteReader(bytes)
      _ = try reader.string()
    }
  }

  @Test func aFlagIsZeroOrOne() {
    #expect(throws: BinaryDecodingError.malformed) {
      var reader = ByteReader([2])
      _ = try reader.bool()
    }
  }

  @Test func anUnknownRawValueIsRefused() {
    #expect(throws: BinaryDecodingError.malformed) {
      var reader = ByteReader([0, 4, 98, 108, 117, 101])
      _ = try reader.value(Severity.self)
    }
  }
}
