import BundleLintCore

extension XcodeGeneratorNote.Spec {
  /// Writes the path, then the generator's raw value.
  package func write(to writer: inout ByteWriter) {
    writer.string(path)
    writer.string(generator.rawValue)
  }

  /// The spec `write(to:)` wrote.
  package init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let path = try reader.string()
    guard let generator = XcodeGeneratorNote.Generator(rawValue: try reader.string()) else {
      throw .malformed
    }
    self.init(path: path, generator: generator)
  }
}
