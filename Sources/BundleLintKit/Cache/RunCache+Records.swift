extension RunCache {
  /// Where the first-pass records of the entry at `entryPath` are kept: beside it, with the
  /// extension `.files` for `.run`.
  static func recordsPath(_ entryPath: String) -> String {
    (entryPath.hasSuffix(".run") ? String(entryPath.dropLast(4)) : entryPath) + ".files"
  }

  /// Stores `entry` at `path` and `records` beside it: the records first, so that an entry
  /// never names records older than itself; a reader that finds records of another entry (two
  /// runs at once) sees their hash differ, and lints from scratch.
  func store(_ entry: CacheEntry, records: [UInt8], at path: String) throws(CacheFileError) {
    var entry = entry
    entry.recordsHash = FNV1a.hash(records)
    try store(records, at: Self.recordsPath(path))
    try store(entry.encoded(), at: path)
  }

  /// The records of the entry at `entryPath`, if they are the ones it names by `hash`.
  func loadRecords(for entryPath: String, hash: UInt64) -> [UInt8]? {
    guard hash != 0, let bytes = try? LocalFileSystem().readFile(Self.recordsPath(entryPath)),
      FNV1a.hash(bytes) == hash
    else { return nil }
    return bytes
  }
}
