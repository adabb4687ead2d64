import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Wrapper {
  /// Writes the declaration, the module, the location, whether other modules see it, the key
  /// parameter's index, the bundle parameter's (-1 for none), then whether its default bundle
  /// is the declaring module's.
  func write(to writer: inout ByteWriter) {
    declaration.write(to: &writer)
    writer.string(module)
    location.write(to: &writer)
    writer.bool(isVisibleOutsideModule)
    writer.int(keyIndex)
    writer.int(bundleIndex ?? -1)
    writer.bool(defaultBundle == .declaringModule)
  }

  /// The wrapper `write(to:)` wrote; its parameter indices must be the declaration's.
  init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let declaration = try Declaration(reading: &reader)
    let module = try reader.string()
    let location = try SourceLocation(reading: &reader)
    let isVisible = try reader.bool()
    let keyIndex = try reader.int()
    let bundleIndex = try reader.int()
    let declaring = try reader.bool()
    let parameters = declaration.parameters.indices
    guard parameters.contains(keyIndex), bundleIndex == -1 || parameters.contains(bundleIndex)
    else { throw .malformed }
    self.init(
      declaration: declaration, module: module, location: location,
      isVisibleOutsideModule: isVisible, keyIndex: keyIndex,
      bundleIndex: bundleIndex == -1 ? nil : bundleIndex,
      defaultBundle: declaring ? .declaringModule : .main)
  }
}
