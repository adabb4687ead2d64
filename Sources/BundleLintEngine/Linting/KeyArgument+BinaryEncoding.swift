import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension KeyArgument {
  /// Writes the callee, label, key, module and place as one list of strings, the receiver
  /// after a flag, whether the call is `.init(…)`, the labels, the location, then the languages
  /// that translate the key, sorted. The host bundles are not written: the module's loader
  /// (`ModuleContext.hostTables`) is given back when the argument is reused.
  func write(to writer: inout ByteWriter) {
    writer.strings([callee, label, key, module, place])
    writer.string(receiver)
    writer.bool(isImplicitInit)
    writer.strings(labels)
    location.write(to: &writer)
    writer.strings(translatedIn.sorted())
  }

  /// The argument `write(to:)` wrote, without host bundles.
  init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let names = try reader.strings()
    guard names.count == 5 else { throw .malformed }
    self.init(
      callee: names[0], receiver: try reader.optionalString(),
      isImplicitInit: try reader.bool(), labels: try reader.strings(), label: names[1],
      key: names[2], module: names[3], place: names[4],
      location: try SourceLocation(reading: &reader), translatedIn: Set(try reader.strings()))
  }
}
