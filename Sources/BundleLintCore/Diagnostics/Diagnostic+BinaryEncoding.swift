extension Diagnostic {
  /// Writes the rule id, the severity's raw value, the message, both locations, the notes with
  /// their count, the fix after a flag, then the line's text.
  package func write(to writer: inout ByteWriter) {
    writer.string(ruleID)
    writer.string(severity.rawValue)
    writer.string(message)
    location.write(to: &writer)
    endLocation.write(to: &writer)
    writer.unsigned(UInt64(notes.count))
    for note in notes { note.write(to: &writer) }
    writer.bool(fix != nil)
    if let fix { fix.write(to: &writer) }
    writer.string(lineText)
  }

  /// The finding `write(to:)` wrote.
  package init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let ruleID = try reader.string()
    let severity = try reader.value(Severity.self)
    let message = try reader.string()
    let location = try SourceLocation(reading: &reader)
    let end = try SourceLocation(reading: &reader)
    var notes: [Note] = []
    for _ in 0..<(try reader.count()) { notes.append(try Note(reading: &reader)) }
    let fix = try reader.bool() ? try Fix(reading: &reader) : nil
    self.init(
      ruleID: ruleID, severity: severity, message: message, location: location,
      endLocation: end, notes: notes, fix: fix, lineText: try reader.string())
  }
}
