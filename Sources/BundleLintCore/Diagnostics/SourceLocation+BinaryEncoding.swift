extension SourceLocation {
  /// Writes the path, then the byte offset, line, column and UTF-16 column.
  package func write(to writer: inout ByteWriter) {
    writer.string(path)
    writer.int(offset)
    writer.int(line)
    writer.int(column)
    writer.int(utf16Column)
  }

  /// The location `write(to:)` wrote.
  package init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    self.init(
      path: try reader.string(), offset: try reader.int(), line: try reader.int(),
      column: try reader.int(), utf16Column: try reader.int())
  }
}
