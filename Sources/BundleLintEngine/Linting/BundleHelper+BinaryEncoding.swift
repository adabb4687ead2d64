import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension BundleHelper {
  /// The class of a `Bundle(for: X.self)` helper, the only helpers `write(to:)` writes.
  var encodableClass: String? {
    if case .forClass(let type) = expression { type } else { nil }
  }

  /// Writes the name and the class as one list of strings, then the enclosing type after a
  /// flag. Only for a helper whose `encodableClass` is not nil.
  func write(to writer: inout ByteWriter) {
    writer.strings([name, encodableClass ?? ""])
    writer.string(enclosingType)
  }

  /// The `Bundle(for:)` helper `write(to:)` wrote.
  init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let names = try reader.strings()
    guard names.count == 2 else { throw .malformed }
    self.init(
      name: names[0], enclosingType: try reader.optionalString(),
      expression: .forClass(names[1]))
  }
}
