extension Edit {
  /// Writes the start, the end, then the replacement.
  package func write(to writer: inout ByteWriter) {
    start.write(to: &writer)
    end.write(to: &writer)
    writer.string(replacement)
  }

  /// The edit `write(to:)` wrote.
  package init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    self.init(
      start: try SourceLocation(reading: &reader), end: try SourceLocation(reading: &reader),
      replacement: try reader.string())
  }
}
