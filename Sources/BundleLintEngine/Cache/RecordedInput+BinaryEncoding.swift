import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension RecordedInput {
  /// Writes the kind's raw value, the folder and the name, then for a listing or a read the
  /// snapshot and the hash after a flag, for the other kinds the answer.
  func write(to writer: inout ByteWriter) {
    writer.byte(kind.rawValue)
    writer.string(folder)
    writer.string(name)
    switch kind {
    case .listing, .read:
      snapshot.write(to: &writer)
      writer.bool(hash != nil)
      if let hash { writer.unsigned(hash) }
    case .type, .realPath:
      writer.string(answer)
    }
  }

  /// The input `write(to:)` wrote.
  init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    guard let kind = Kind(rawValue: try reader.byte()) else { throw .malformed }
    self.init(kind: kind, folder: try reader.string(), name: try reader.string())
    switch kind {
    case .listing, .read:
      snapshot = try FileSnapshot(reading: &reader)
      if try reader.bool() { hash = try reader.unsigned() }
    case .type, .realPath:
      answer = try reader.string()
    }
  }
}
