import BundleLintCore
import BundleLintSyntax

/// One key of a string table, with the line that defines it (1 when unknown). The file that
/// defines it is the table's to say (`ResourceIndex.Table.path(ofEntryAt:in:)`): an app's tables
/// hold hundreds of thousands of entries, so one is kept in 32 bytes.
package struct TableEntry: Hashable, Sendable {
  package var key: String
  /// `valueFingerprint`, 0 when there is none (`flags` says which).
  private var fingerprint: UInt64
  private var storedLine: UInt32
  private var flags: UInt8

  private static let hasFingerprint: UInt8 = 1
  private static let showsKeyFlag: UInt8 = 2

  package var line: Int {
    get { Int(storedLine) }
    set { storedLine = UInt32(clamping: newValue) }
  }

  /// The text the entry shows, when it is one plain string, as `StringTableParser.fingerprint`
  /// gives it (nil for plural variants, a dictionary, or not known): only compared, so a table
  /// of tens of thousands of translations keeps 8 bytes of each, not its text.
  package var valueFingerprint: UInt64? {
    get { flags & Self.hasFingerprint != 0 ? fingerprint : nil }
    set {
      fingerprint = newValue ?? 0
      flags = newValue == nil ? flags & ~Self.hasFingerprint : flags | Self.hasFingerprint
    }
  }

  /// The text the entry shows is the key itself (`"OK" = "OK";`, a catalog entry with no
  /// other value): a lookup that misses it shows the same text. False when not known.
  package var showsKey: Bool {
    get { flags & Self.showsKeyFlag != 0 }
    set { flags = newValue ? flags | Self.showsKeyFlag : flags & ~Self.showsKeyFlag }
  }

  package init(key: String, line: Int, value: String? = nil) {
    self.key = key
    fingerprint = 0
    storedLine = UInt32(clamping: line)
    flags = 0
    valueFingerprint = value.map(StringTableParser.fingerprint)
    showsKey = value == key
  }

  /// An entry whose value is the UTF-8 bytes `value`, fingerprinted from them: the same entry
  /// as `init(key:line:value:)` with the value's text, which is not built (a `.strings` file's
  /// values are only compared).
  init(key: String, line: Int, valueUTF8 value: UnsafeBufferPointer<UInt8>) {
    self.key = key
    fingerprint = 0
    storedLine = UInt32(clamping: line)
    flags = 0
    valueFingerprint = StringTableParser.fingerprint(ofUTF8: value)
    var key = key
    showsKey = key.withUTF8 { Self.sameString($0, value) }
  }
}

extension TableEntry {
  /// Whether the UTF-8 texts `a` and `b` are one string as `String` compares them (canonically
  /// equivalent), without building either when the bytes decide: the same bytes are; an ASCII
  /// text is another string than one with a scalar whose decomposition is not ASCII. Only three
  /// scalars decompose to ASCII alone (`asciiForms`); any other decomposition holds a letter or
  /// mark beyond ASCII, which an ASCII text's normal form cannot have.
  static func sameString(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    if a.elementsEqual(b) { return true }
    let aIsASCII = a.allSatisfy { $0 < 0x80 }
    let bIsASCII = b.allSatisfy { $0 < 0x80 }
    if aIsASCII && bIsASCII { return false }
    if aIsASCII && hasScalarBeyondASCIIForms(b) || bIsASCII && hasScalarBeyondASCIIForms(a) {
      return false
    }
    return String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self)
  }

  /// The UTF-8 of the three scalars whose canonical decomposition is ASCII: U+037E (`;`),
  /// U+1FEF (`` ` ``) and U+212A (`K`).
  private static let asciiForms: [[UInt8]] = [
    [0xCD, 0xBE], [0xE1, 0xBF, 0xAF], [0xE2, 0x84, 0xAA],
  ]

  /// Whether the UTF-8 text `bytes` has a scalar beyond ASCII other than `asciiForms`.
  private static func hasScalarBeyondASCIIForms(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      guard bytes[index] >= 0x80 else {
        index += 1
        continue
      }
      guard let form = asciiForms.first(where: { bytes[index...].starts(with: $0) }) else {
        return true
      }
      index += form.count
    }
    return false
  }
}

/// Why a resource file could not be read as what its extension says, and where.
package struct MalformedResource: Hashable, Sendable, Error {
  /// Relative to the package root.
  package var path: String
  /// 1-based; 1 when the parser gives no position.
  package var line: Int
  /// Lowercase, no trailing period: `expected ';' after the value`.
  package var detail: String

  package init(path: String, line: Int, detail: String) {
    self.path = path
    self.line = line
    self.detail = detail
  }
}
