import BundleLintCore

extension WorkspaceProblem {
  /// Writes the kind's raw value, the path, then the detail.
  package func write(to writer: inout ByteWriter) {
    writer.string(kind.rawValue)
    writer.string(path)
    writer.string(detail)
  }

  /// The problem `write(to:)` wrote.
  package init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    guard let kind = Kind(rawValue: try reader.string()) else { throw .malformed }
    self.init(kind: kind, path: try reader.string(), detail: try reader.string())
  }
}
