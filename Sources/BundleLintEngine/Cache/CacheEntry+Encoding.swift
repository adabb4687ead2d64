import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CacheEntry {
  /// The whole file: the magic line, the payload's length and FNV-1a hash (eight bytes each,
  /// little-endian), then the payload, so a truncated or damaged file is told from a whole one.
  func encoded() -> [UInt8] {
    // The inputs in blocks, each with strings of its own, so blocks are read on all cores; the
    // outcome with strings of its own too, after them. So the blocks and the outcome are
    // written on all cores, the outcome (the largest) first.
    let starts = Array(stride(from: 0, to: inputs.count, by: Self.blockSize))
    let pieces = parallelMap([nil] + starts.map(Optional.some)) { start -> [UInt8] in
      var piece = ByteWriter()
      if let start {
        for input in inputs[start..<min(inputs.count, start + Self.blockSize)] {
          input.write(to: &piece)
        }
      } else {
        outcome.write(to: &piece)
        piece.unsigned(recordsHash)
      }
      return piece.bytes
    }
    var writer = ByteWriter()
    writer.data(key)
    writer.unsigned(UInt64(starts.count))
    for block in pieces.dropFirst() { writer.data(block) }
    writer.append(pieces[0])
    let payload = writer.bytes
    var file = Self.magic
    file.reserveCapacity(Self.magic.count + 16 + payload.count)
    Self.append(UInt64(payload.count), to: &file)
    Self.append(FNV1a.hash(payload), to: &file)
    file += payload
    return file
  }

  /// The entry in `file`, if it is whole, of this version and for `key`.
  static func decode(_ file: [UInt8], key: [UInt8]) throws(CacheFileError) -> CacheEntry {
    let (blocks, outcome, recordsHash) = try open(file, key: key)
    var inputs: [RecordedInput] = []
    for block in blocks { inputs += try self.inputs(of: block) }
    return CacheEntry(key: key, inputs: inputs, outcome: outcome, recordsHash: recordsHash)
  }

  /// The blocks of inputs in `file` (each read by `inputs(of:)`), the outcome and the hash of
  /// the first-pass records, if the file is whole, of this version and for `key`.
  static func open(_ file: [UInt8], key: [UInt8]) throws(CacheFileError) -> (
    blocks: [[UInt8]], outcome: LintRun.Outcome, recordsHash: UInt64
  ) {
    let header = magic.count + 16
    guard file.count >= header, file[..<magic.count].elementsEqual(magic) else {
      throw .damaged
    }
    let length = number(in: file, at: magic.count)
    let hash = number(in: file, at: magic.count + 8)
    guard length == UInt64(file.count - header), FNV1a.hash(file[header...]) == hash else {
      throw .damaged
    }
    do throws(BinaryDecodingError) {
      var reader = ByteReader(file, from: header)
      guard try reader.data() == key else { throw .malformed }
      var blocks: [[UInt8]] = []
      for _ in 0..<(try reader.count()) { blocks.append(try reader.data()) }
      let outcome = try LintRun.Outcome(reading: &reader)
      let recordsHash = try reader.unsigned()
      guard reader.isAtEnd else { throw .malformed }
      return (blocks, outcome, recordsHash)
    } catch {
      throw .damaged
    }
  }

  /// The inputs of one block of a cache file.
  static func inputs(of block: [UInt8]) throws(CacheFileError) -> [RecordedInput] {
    var reader = ByteReader(block)
    var inputs: [RecordedInput] = []
    inputs.reserveCapacity(blockSize)
    do throws(BinaryDecodingError) {
      while !reader.isAtEnd { inputs.append(try RecordedInput(reading: &reader)) }
    } catch {
      throw .damaged
    }
    return inputs
  }

  private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  private static func number(in bytes: [UInt8], at start: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[start + index]) << UInt64(index * 8) }
    return value
  }
}
