import BundleLintCore
import BundleLintSyntax

/// A string-table key as `HostTables` keeps it: equal to another exactly when the two `String`s
/// are (canonical equivalence), without making a `String` of the keys that are plain ASCII, which
/// is almost all of an app's hundreds of thousands.
///
/// A key with an ASCII spelling keeps those bytes and their hash, so a `Set` hashes and compares
/// bytes only. Only three non-ASCII scalars are canonically equivalent to ASCII text (each to
/// one character, by Unicode's canonical decompositions): U+037E GREEK QUESTION MARK is `;`,
/// U+1FEF GREEK VARIA is `` ` `` and U+212A KELVIN SIGN is `K`. Any other key is kept as its
/// `String`, whose equality is already canonical; the two cases never hold equal keys.
package enum TableKey: Hashable, Sendable {
  /// The key's ASCII spelling and its hash (of the bytes, computed once).
  case ascii(ArraySlice<UInt8>, hash: UInt64)
  /// A key that no ASCII text is equal to.
  case other(String)

  /// The key whose UTF-8 bytes are `bytes` (invalid UTF-8 repaired as `String(decoding:)` does).
  /// All-ASCII bytes are kept as the slice, which keeps its buffer alive.
  init(bytes: ArraySlice<UInt8>) {
    let (hash, isASCII) = bytes.withUnsafeBytes(Self.hash)
    if isASCII {
      self = .ascii(bytes, hash: hash)
    } else {
      self.init(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The key `text`.
  init(_ text: String) {
    var ascii: [UInt8] = []
    ascii.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case _ where scalar.isASCII: ascii.append(UInt8(scalar.value))
      case "\u{037E}": ascii.append(UInt8(ascii: ";"))
      case "\u{1FEF}": ascii.append(UInt8(ascii: "`"))
      case "\u{212A}": ascii.append(UInt8(ascii: "K"))
      default:
        self = .other(text)
        return
      }
    }
    self = .ascii(ascii[...], hash: ascii.withUnsafeBytes(Self.hash).hash)
  }

  /// An FNV-1a-like hash of `bytes` taken eight at a time (a `Set` hashes it again), and
  /// whether they are all ASCII.
  private static func hash(_ bytes: UnsafeRawBufferPointer) -> (hash: UInt64, isASCII: Bool) {
    // The constants read once: another module's static is reached through a call.
    let prime = FNV1a.prime
    var hash = FNV1a.offsetBasis ^ UInt64(bytes.count)
    var seen: UInt64 = 0
    var i = 0
    while i + 8 <= bytes.count {
      let word = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      hash = (hash ^ word) &* prime
      seen |= word
      i += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while i < bytes.count {
      tail |= UInt64(bytes[i]) << shift
      shift += 8
      i += 1
    }
    hash = (hash ^ tail) &* prime
    seen |= tail
    return (hash, seen & 0x8080_8080_8080_8080 == 0)
  }

  package static func == (lhs: TableKey, rhs: TableKey) -> Bool {
    switch (lhs, rhs) {
    case (.ascii(let left, let leftHash), .ascii(let right, let rightHash)):
      leftHash == rightHash && left.elementsEqual(right)
    case (.other(let left), .other(let right)): left == right
    default: false
    }
  }

  package func hash(into hasher: inout Hasher) {
    switch self {
    case .ascii(_, let hash): hasher.combine(hash)
    case .other(let text): hasher.combine(text)
    }
  }
}
