import BundleLintCore

extension Parameter {
  /// Writes the name and the type's text as one list of strings, then the label and the
  /// default value, each after a flag.
  package func write(to writer: inout ByteWriter) {
    writer.strings([name, typeText])
    writer.string(label)
    writer.string(defaultValue)
  }

  /// The parameter `write(to:)` wrote.
  package init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let texts = try reader.strings()
    guard texts.count == 2 else { throw .malformed }
    self.init(
      label: try reader.optionalString(), name: texts[0], typeText: texts[1],
      defaultValue: try reader.optionalString())
  }
}
