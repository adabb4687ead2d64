import BundleLintCore
import BundleLintSyntax

/// A `TableEntry` as a table keeps it, in 16 bytes: the key as its number in the table, the line
/// in 24 bits (clamped) beside the flags, the value's fingerprint.
struct StoredTableEntry: Hashable, Sendable {
  /// The key's number in its table.
  var key: UInt32
  /// The line in the low 24 bits, the flags in the high 8.
  private var lineAndFlags: UInt32
  private var fingerprint: UInt64

  private static let lineMask: UInt32 = 0xFF_FFFF
  private static let hasFingerprint: UInt32 = 1 << 24
  private static let showsKeyFlag: UInt32 = 1 << 25

  init(_ entry: TableEntry, key: UInt32) {
    self.key = key
    lineAndFlags = UInt32(clamping: min(entry.line, Int(Self.lineMask)))
    if entry.showsKey { lineAndFlags |= Self.showsKeyFlag }
    if let fingerprint = entry.valueFingerprint {
      lineAndFlags |= Self.hasFingerprint
      self.fingerprint = fingerprint
    } else {
      fingerprint = 0
    }
  }

  var line: Int { Int(lineAndFlags & Self.lineMask) }

  var valueFingerprint: UInt64? {
    lineAndFlags & Self.hasFingerprint != 0 ? fingerprint : nil
  }

  var showsKey: Bool { lineAndFlags & Self.showsKeyFlag != 0 }
}
