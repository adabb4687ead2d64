import BundleLintCore

extension LocalizationKey {
  /// Writes the display form, the match form, then whether it had placeholders.
  package func write(to writer: inout ByteWriter) {
    writer.string(display)
    writer.string(matchForm)
    writer.bool(hasPlaceholders)
  }

  /// The key `write(to:)` wrote.
  package init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    self.init(plain: try reader.string())
    matchForm = try reader.string()
    hasPlaceholders = try reader.bool()
  }
}
