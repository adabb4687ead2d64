import BundleLintCore

extension ConditionalClause {
  /// Writes the condition after a flag, then the directive's raw value and the earlier
  /// conditions as one list of strings.
  package func write(to writer: inout ByteWriter) {
    writer.string(condition)
    writer.strings([directive.rawValue] + earlierConditions)
  }

  /// The clause `write(to:)` wrote.
  package init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let condition = try reader.optionalString()
    let texts = try reader.strings()
    guard let first = texts.first, let directive = Directive(rawValue: first) else {
      throw .malformed
    }
    self.init(
      directive: directive, condition: condition, earlierConditions: Array(texts.dropFirst()))
  }
}
