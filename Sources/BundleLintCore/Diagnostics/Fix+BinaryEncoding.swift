extension Fix {
  /// Writes the title, the applicability's raw value, then the edits with their count.
  package func write(to writer: inout ByteWriter) {
    writer.string(title)
    writer.string(applicability.rawValue)
    writer.unsigned(UInt64(edits.count))
    for edit in edits { edit.write(to: &writer) }
  }

  /// The fix `write(to:)` wrote.
  package init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let title = try reader.string()
    let applicability = try reader.value(Applicability.self)
    var edits: [Edit] = []
    for _ in 0..<(try reader.count()) { edits.append(try Edit(reading: &reader)) }
    self.init(title: title, edits: edits, applicability: applicability)
  }
}
