import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension FirstPassKey {
  /// Writes the path's folder and last component, the module's package and module numbers,
  /// the module's name, then the trigger words' number.
  func write(to writer: inout ByteWriter) {
    writer.string(PathName.parent(path))
    writer.string(PathName.lastComponent(path))
    writer.int(module.package)
    writer.int(module.module)
    writer.string(moduleName)
    writer.int(triggers)
  }

  /// The key `write(to:)` wrote.
  init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    let folder = try reader.string()
    let name = try reader.string()
    self.init(
      path: PathName.join(folder, name),
      module: ModuleKey(package: try reader.int(), module: try reader.int()),
      moduleName: try reader.string(), triggers: try reader.int())
  }
}
