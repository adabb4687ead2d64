import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension BundleAccessor {
  /// Writes one byte of flags (1: visible outside the module, 2: static), the name and the
  /// module as one list of strings, then the enclosing type after a flag.
  func write(to writer: inout ByteWriter) {
    writer.byte((isVisibleOutsideModule ? 1 : 0) | (isStatic ? 2 : 0))
    writer.strings([name, module])
    writer.string(enclosingType)
  }

  /// The accessor `write(to:)` wrote.
  init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let flags = try reader.byte()
    let names = try reader.strings()
    guard flags < 4, names.count == 2 else { throw .malformed }
    self.init(
      name: names[0], enclosingType: try reader.optionalString(), module: names[1],
      isVisibleOutsideModule: flags & 1 != 0, isStatic: flags & 2 != 0)
  }
}
