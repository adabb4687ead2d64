import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension MainBundleWrapper {
  /// Writes the name, the enclosing type and the key's label (each after a flag but the name),
  /// the labels, then the module.
  func write(to writer: inout ByteWriter) {
    writer.string(name)
    writer.string(enclosingType)
    writer.string(keyLabel)
    writer.strings(labels)
    writer.string(module)
  }

  /// The wrapper `write(to:)` wrote.
  init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    self.init(
      name: try reader.string(), enclosingType: try reader.optionalString(),
      keyLabel: try reader.optionalString(), labels: try reader.strings())
    module = try reader.string()
  }
}
