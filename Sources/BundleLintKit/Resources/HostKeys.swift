/// The keys of one host table in one localization. An app's tables are read for a handful of
/// questions, so the keys are kept as read (each ASCII key's hash beside it) and scanned for
/// each question: indexing hundreds of thousands of keys would cost more than the questions.
/// After `scansBeforeSet` questions they go in a `Set`, so many questions cost little too.
struct HostKeys: Sendable {
  /// The hash of each ASCII-spelled key, and the key.
  private var hashes: [UInt64] = []
  private var ascii: [ArraySlice<UInt8>] = []
  /// The keys no ASCII text is equal to.
  private var others: [String] = []
  private var scans = 0
  private var set: Set<TableKey>?

  /// Questions answered by scanning before the keys go in a `Set`.
  static let scansBeforeSet = 16

  init(_ keys: [TableKey] = []) { append(contentsOf: keys) }

  mutating func append(contentsOf keys: [TableKey]) {
    set = nil
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
    set = nil
    hashes += keys.hashes
    ascii += keys.ascii
    others += keys.others
  }

  /// Whether `key` is among the keys (as `TableKey`s compare).
  mutating func contains(_ key: TableKey) -> Bool {
    if let set { return set.contains(key) }
    scans += 1
    if scans > Self.scansBeforeSet {
      var keys = Set<TableKey>(minimumCapacity: hashes.count + others.count)
      for (bytes, hash) in zip(ascii, hashes) { keys.insert(.ascii(bytes, hash: hash)) }
      for text in others { keys.insert(.other(text)) }
      set = keys
      return keys.contains(key)
    }
    switch key {
    case .ascii(let bytes, let hash):
      var from = 0
      while let found = hashes[from...].firstIndex(of: hash) {
        if ascii[found].elementsEqual(bytes) { return true }
        from = found + 1
      }
      return false
    case .other(let text): return others.contains(text)
    }
  }
}
