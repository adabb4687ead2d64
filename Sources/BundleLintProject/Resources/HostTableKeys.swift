import BundleLintCore
import BundleLintSyntax

/// The keys of one host table in all its localizations. An app's table holds the same keys in
/// dozens of localizations, so each key is kept once (its bytes in one buffer, its hash beside
/// it, found through an open-addressing index of positions) and a localization is a set of
/// bits over the keys' numbers: for an app with 40 localizations of 9,000 keys that is 9,000
/// keys and 40 bit sets of 1.1 KB, where a copy per localization was 360,000 keys.
struct HostTableKeys: Sendable {
  /// The hash of each ASCII-spelled key (`TableKey.ascii`), by its position among them.
  private var hashes: [UInt64] = []
  /// Where each ASCII key's bytes end in `bytes` (a key starts where the one before ends).
  private var ends: [UInt32] = []
  private var bytes: [UInt8] = []
  /// Open addressing over the ASCII keys: each slot a key's position, or -1; a power of two at
  /// least twice the number of keys.
  private var slots = [Int32](repeating: -1, count: 16)
  /// The keys no ASCII text is equal to, each with its number.
  private var others: [String: Int] = [:]
  /// How many keys there are, ASCII or not: the next key's number.
  private var count = 0
  /// For each ASCII key, its number among all keys.
  private var numbers: [Int32] = []
  /// The keys of each localization, as bits over the keys' numbers.
  private var localizations: [String: [UInt64]] = [:]
  /// The positions among the ASCII keys of the keys `add` was last given, in order (-1 for
  /// the others): a translation lists its source's keys in the same order, so most keys are
  /// found at the same place without a probe (as `ResourceIndex.Table.add` does).
  private var lastAdded: [Int32] = []

  init() {}

  /// The localizations that have a key.
  var localizationsWithKeys: [String] {
    localizations.filter { $0.value.contains { $0 != 0 } }.map(\.key)
  }

  /// Adds `keys` to `localization`.
  package mutating func add(_ keys: [TableKey], localization: String) {
    var bits = localizations.removeValue(forKey: localization) ?? []
    var added: [Int32] = []
    added.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() {
      if index < lastAdded.count, lastAdded[index] >= 0, case .ascii(let keyBytes, let hash) = key,
        isKey(at: Int(lastAdded[index]), keyBytes, hash: hash)
      {
        added.append(lastAdded[index])
        Self.insert(Int(numbers[Int(lastAdded[index])]), into: &bits)
        continue
      }
      let (number, position) = intern(key)
      added.append(Int32(position))
      Self.insert(number, into: &bits)
    }
    localizations[localization] = bits
    lastAdded = added
  }

  /// Adds the keys of `other`, in the localizations it has them in.
  mutating func formUnion(_ other: HostTableKeys) {
    // Each of `other`'s keys by its number there: its number here.
    var mapped = [Int](repeating: 0, count: other.count)
    for (position, number) in other.numbers.enumerated() {
      let start = position == 0 ? 0 : Int(other.ends[position - 1])
      mapped[Int(number)] =
        intern(
          .ascii(other.bytes[start..<Int(other.ends[position])], hash: other.hashes[position])
        ).number
    }
    for (text, number) in other.others { mapped[number] = intern(.other(text)).number }
    for (localization, otherBits) in other.localizations {
      var bits = localizations.removeValue(forKey: localization) ?? []
      for number in 0..<other.count where Self.has(otherBits, number) {
        Self.insert(mapped[number], into: &bits)
      }
      localizations[localization] = bits
    }
  }

  /// Whether `localization` has `key`.
  func contains(_ key: TableKey, localization: String) -> Bool {
    guard let number = number(of: key), let bits = localizations[localization] else {
      return false
    }
    return Self.has(bits, number)
  }

  /// Whether any localization has `key` (every key kept is in one).
  func containsAnywhere(_ key: TableKey) -> Bool { number(of: key) != nil }

  private static func has(_ bits: [UInt64], _ number: Int) -> Bool {
    let word = number >> 6
    return word < bits.count && bits[word] & (1 << UInt64(number & 63)) != 0
  }

  private static func insert(_ number: Int, into bits: inout [UInt64]) {
    let word = number >> 6
    if word >= bits.count { bits += [UInt64](repeating: 0, count: word + 1 - bits.count) }
    bits[word] |= 1 << UInt64(number & 63)
  }

  /// The number of `key`, given it one when it is new, and its position among the ASCII keys
  /// (-1 for another key).
  private mutating func intern(_ key: TableKey) -> (number: Int, position: Int) {
    switch key {
    case .other(let text):
      if let known = others[text] { return (known, -1) }
      others[text] = count
      count += 1
      return (count - 1, -1)
    case .ascii(let keyBytes, let hash):
      if let position = position(of: keyBytes, hash: hash) {
        return (Int(numbers[position]), position)
      }
      if (hashes.count + 1) * 2 > slots.count { grow() }
      let position = hashes.count
      hashes.append(hash)
      bytes.append(contentsOf: keyBytes)
      ends.append(UInt32(bytes.count))
      numbers.append(Int32(count))
      place(position)
      count += 1
      return (count - 1, position)
    }
  }

  private func number(of key: TableKey) -> Int? {
    switch key {
    case .other(let text): return others[text]
    case .ascii(let keyBytes, let hash):
      return position(of: keyBytes, hash: hash).map { Int(numbers[$0]) }
    }
  }

  /// The position of the ASCII key `keyBytes` among the ASCII keys.
  private func position(of keyBytes: ArraySlice<UInt8>, hash: UInt64) -> Int? {
    let mask = slots.count - 1
    var slot = Self.slot(of: hash, mask: mask)
    while slots[slot] >= 0 {
      let position = Int(slots[slot])
      if isKey(at: position, keyBytes, hash: hash) { return position }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Whether the ASCII key at `position` is `keyBytes`, whose hash is `hash`.
  private func isKey(at position: Int, _ keyBytes: ArraySlice<UInt8>, hash: UInt64) -> Bool {
    guard hashes[position] == hash else { return false }
    let start = position == 0 ? 0 : Int(ends[position - 1])
    let end = Int(ends[position])
    guard end - start == keyBytes.count else { return false }
    return bytes.withUnsafeBufferPointer { all in
      keyBytes.withUnsafeBufferPointer { key in
        for offset in 0..<key.count where all[start + offset] != key[offset] { return false }
        return true
      }
    }
  }

  /// Puts the key at `position` in its slot.
  private mutating func place(_ position: Int) {
    let mask = slots.count - 1
    var slot = Self.slot(of: hashes[position], mask: mask)
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(position)
  }

  /// Doubles the slots and places every key again.
  private mutating func grow() {
    slots = [Int32](repeating: -1, count: slots.count * 2)
    for position in hashes.indices { place(position) }
  }

  /// The first slot to try for `hash`: its bits mixed, as consecutive keys' hashes may share
  /// their low bits.
  private static func slot(of hash: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
