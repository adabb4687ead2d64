/// The keys of one host table in one localization. An app's tables are read for a handful of
/// questions, so the keys are kept as read (each ASCII key's hash beside it) and scanned for
/// each question: indexing hundreds of thousands of keys would cost more than the questions.
/// After `scansBeforeSet` questions they are indexed by hash, so many questions cost little
/// too: the index holds positions in the arrays (4 bytes a slot), not copies of the keys.
struct HostKeys: Sendable {
  /// The hash of each ASCII-spelled key, and the key.
  private var hashes: [UInt64] = []
  private var ascii: [ArraySlice<UInt8>] = []
  /// The keys no ASCII text is equal to.
  private var others: [String] = []
  private var scans = 0
  /// Open addressing over `hashes`: each slot the position of a key, or -1; a power of two
  /// at least twice the number of ASCII keys.
  private var slots: [Int32]?
  private var otherSet: Set<String> = []

  /// Questions answered by scanning before the keys are indexed.
  static let scansBeforeSet = 16

  init(_ keys: [TableKey] = []) { append(contentsOf: keys) }

  mutating func append(contentsOf keys: [TableKey]) {
    slots = nil
    hashes.reserveCapacity(hashes.count + keys.count)
    for key in keys {
      switch key {
      case .ascii(let bytes, let hash):
        hashes.append(hash)
        ascii.append(bytes)
      case .other(let text): others.append(text)
      }
    }
  }

  mutating func append(contentsOf keys: HostKeys) {
    slots = nil
    hashes += keys.hashes
    ascii += keys.ascii
    others += keys.others
  }

  /// Whether `key` is among the keys (as `TableKey`s compare).
  mutating func contains(_ key: TableKey) -> Bool {
    if slots == nil {
      scans += 1
      if scans > Self.scansBeforeSet { index() }
    }
    switch key {
    case .ascii(let bytes, let hash):
      guard let slots else {
        var from = 0
        while let found = hashes[from...].firstIndex(of: hash) {
          if ascii[found].elementsEqual(bytes) { return true }
          from = found + 1
        }
        return false
      }
      let mask = slots.count - 1
      var slot = Self.slot(of: hash, mask: mask)
      while slots[slot] >= 0 {
        let position = Int(slots[slot])
        if hashes[position] == hash && ascii[position].elementsEqual(bytes) { return true }
        slot = (slot + 1) & mask
      }
      return false
    case .other(let text): return slots == nil ? others.contains(text) : otherSet.contains(text)
    }
  }

  /// Fills `slots` and `otherSet`.
  private mutating func index() {
    var size = 16
    while size < hashes.count * 2 { size *= 2 }
    var table = [Int32](repeating: -1, count: size)
    let mask = size - 1
    for (position, hash) in hashes.enumerated() {
      var slot = Self.slot(of: hash, mask: mask)
      while table[slot] >= 0 { slot = (slot + 1) & mask }
      table[slot] = Int32(position)
    }
    slots = table
    otherSet = Set(others)
  }

  /// The first slot to try for `hash`: its bits mixed, as consecutive keys' hashes may share
  /// their low bits.
  private static func slot(of hash: UInt64, mask: Int) -> Int {
    Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
