import BundleLintCore

extension Declaration {
  /// Writes the kind and the name as one list of strings, the name's offset, the parameters
  /// with their count, the enclosing type and the type's text (each after a flag), the
  /// modifiers, the inherited types, the body's bounds (-1 for none), then the `#if` clauses
  /// with their count.
  package func write(to writer: inout ByteWriter) {
    writer.strings([kind.rawValue, name])
    writer.int(nameOffset)
    writer.unsigned(UInt64(parameters.count))
    for parameter in parameters { parameter.write(to: &writer) }
    writer.string(enclosingType)
    writer.string(typeText)
    writer.strings(modifiers)
    writer.strings(inheritedTypes)
    writer.int(bodyRange?.lowerBound ?? -1)
    writer.int(bodyRange?.upperBound ?? -1)
    writer.unsigned(UInt64(conditions.count))
    for clause in conditions { clause.write(to: &writer) }
  }

  /// The declaration `write(to:)` wrote.
  package init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let names = try reader.strings()
    guard names.count == 2, let kind = Kind(rawValue: names[0]) else { throw .malformed }
    let nameOffset = try reader.int()
    var parameters: [Parameter] = []
    for _ in 0..<(try reader.count()) { parameters.append(try Parameter(reading: &reader)) }
    let enclosingType = try reader.optionalString()
    let typeText = try reader.optionalString()
    let modifiers = try reader.strings()
    let inheritedTypes = try reader.strings()
    let lower = try reader.int()
    let upper = try reader.int()
    guard lower <= upper, lower >= -1 else { throw .malformed }
    var conditions: [ConditionalClause] = []
    for _ in 0..<(try reader.count()) {
      conditions.append(try ConditionalClause(reading: &reader))
    }
    self.init(
      kind: kind, name: names[1], nameOffset: nameOffset, parameters: parameters,
      enclosingType: enclosingType, modifiers: modifiers, inheritedTypes: inheritedTypes,
      typeText: typeText, bodyRange: lower == -1 ? nil : lower..<upper, conditions: conditions)
  }
}
