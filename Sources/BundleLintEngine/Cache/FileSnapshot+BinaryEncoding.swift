import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension FileSnapshot {
  /// Writes whether the path exists, then, when it does, the mode, size, modification and
  /// change times, inode and device.
  func write(to writer: inout ByteWriter) {
    writer.bool(exists)
    guard exists else { return }
    writer.unsigned(UInt64(mode))
    writer.signed(size)
    writer.signed(modified)
    writer.signed(changed)
    writer.unsigned(inode)
    writer.unsigned(device)
  }

  /// The snapshot `write(to:)` wrote (`absent` when nothing was there).
  init(reading reader: inout ByteReader) throws(BinaryDecodingError) {
    guard try reader.bool() else {
      self = .absent
      return
    }
    guard let mode = UInt32(exactly: try reader.unsigned()) else { throw .malformed }
    self.init(
      exists: true, mode: mode, size: try reader.signed(), modified: try reader.signed(),
      changed: try reader.signed(), inode: try reader.unsigned(), device: try reader.unsigned())
  }
}
