import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The names a file calls, kept for the second pass as 256 bits (a one-hash Bloom filter)
/// instead of a set of strings: `mayContain` never misses a name that was added, and a false
/// "maybe" only relints a file for nothing.
struct CalleeMask: Hashable, Sendable {
  /// The mask's 256 bits (read and made again by the rerun cache).
  private(set) var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  init() {}

  init(words: (UInt64, UInt64, UInt64, UInt64)) {
    self.words = words
  }

  init(_ names: some Sequence<String>) {
    for name in names { insert(name) }
  }

  mutating func insert(_ name: String) {
    let bit = Self.bit(of: name)
    let mask = UInt64(1) << (bit & 63)
    switch bit >> 6 {
    case 0: words.0 |= mask
    case 1: words.1 |= mask
    case 2: words.2 |= mask
    default: words.3 |= mask
    }
  }

  /// Whether `name` may have been added: false means it certainly was not.
  func mayContain(_ name: String) -> Bool {
    let bit = Self.bit(of: name)
    let mask = UInt64(1) << (bit & 63)
    switch bit >> 6 {
    case 0: return words.0 & mask != 0
    case 1: return words.1 & mask != 0
    case 2: return words.2 & mask != 0
    default: return words.3 & mask != 0
    }
  }

  /// Whether any of `names` may have been added.
  func mayContainAny(of names: some Sequence<String>) -> Bool {
    names.contains { mayContain($0) }
  }

  /// A bit 0–255 for `name`: FNV-1a over its UTF-8 bytes.
  private static func bit(of name: String) -> UInt64 {
    // Over the string's own storage when it has one (native and small strings do): iterating
    // `utf8` byte by byte costs several times more.
    let hash = name.utf8.withContiguousStorageIfAvailable(FNV1a.hash) ?? FNV1a.hash(name.utf8)
    return (hash ^ (hash >> 32)) & 255
  }

  static func == (lhs: CalleeMask, rhs: CalleeMask) -> Bool {
    lhs.words == rhs.words
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(words.0)
    hasher.combine(words.1)
    hasher.combine(words.2)
    hasher.combine(words.3)
  }
}
