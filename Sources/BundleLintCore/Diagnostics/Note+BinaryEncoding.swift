extension Note {
  /// Writes the message, the role's raw value, then the location after a flag.
  package func write(to writer: inout ByteWriter) {
    writer.string(message)
    writer.string(role.rawValue)
    writer.bool(location != nil)
    if let location { location.write(to: &writer) }
  }

  /// The note `write(to:)` wrote.
  package init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let message = try reader.string()
    let role = try reader.value(Role.self)
    let location = try reader.bool() ? try SourceLocation(reading: &reader) : nil
    self.init(message: message, location: location, role: role)
  }
}
