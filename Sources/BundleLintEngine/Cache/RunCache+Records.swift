import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

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

  /// What to store of a run that read through `recorder`: its inputs (with `carried`, sorted
  /// by folder) and its first-pass records, encoded; made at once.
  static func stored(
    _ recorder: RecordingFileSystem, carried: [RecordedInput], reuse: FirstPassReuse,
    patterns: [CallPattern]
  ) -> (inputs: [RecordedInput], records: [UInt8]) {
    let parts = parallelMap([true, false]) { isInputs -> Stored in
      isInputs
        ? .inputs(merging(recorder.everyRecord, carried: carried))
        : .records(
          reuse.records(allReads: recorder.readCounts, listings: recorder.listingHashes)
            .encoded(patterns: patterns))
    }
    guard case .inputs(let inputs) = parts[0], case .records(let records) = parts[1] else {
      return ([], [])
    }
    return (inputs, records)
  }

  /// One of two pieces of work done at once.
  private enum Stored: Sendable {
    case inputs([RecordedInput])
    case records([UInt8])
  }
}
