import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax
import Dispatch

extension RunCache {
  /// A rerun after an edit: the stored first-pass results of the files that did not change,
  /// and the stored inputs that still hold (`carried`, for the new entry: the reused files are
  /// not read again). Nil, for a run from scratch, unless every input that no longer holds is
  /// the read of a Swift file only file jobs read (`FirstPassRecords.jobOnlyPaths`) or of a
  /// string table (then the files whose first pass may read it are linted again:
  /// `FirstPassReuse.mayRead`): a changed listing (a file added, removed or renamed), manifest,
  /// project, catalog, configuration, baseline or rule file lints everything again; a folder whose `stat` changed
  /// counts as changed only when its entries did. See `FirstPassReuse` for why
  /// the results of the other files then still hold.
  /// `unchanged`: also when every input holds (a language server's load, which keeps no
  /// outcome to hand back whole).
  static func incrementalReuse(
    _ blocks: [[UInt8]], records: [UInt8], patterns: [CallPattern], unchanged: Bool = false
  ) -> (reuse: FirstPassReuse, carried: [RecordedInput])? {
    guard let inputs = try? blocks.flatMap(CacheEntry.inputs(of:)) else { return nil }
    // The records are read while the inputs are checked.
    let parts = parallelMap([true, false]) { decoding -> Checked in
      decoding
        ? .records(try? FirstPassRecords.decode(records, patterns: patterns))
        : .holds(stillHolding(inputs))
    }
    guard case .records(let decoded?) = parts[0], case .holds(var holds) = parts[1] else {
      return nil
    }
    let records = decoded
    var changed: Set<String> = []
    var changedTables: Set<String> = []
    var relisted = false
    for index in inputs.indices where !holds[index] {
      let input = inputs[index]
      // A folder whose times changed but whose entries did not (a file saved by renaming a new
      // one over it): the run lists it again.
      if input.kind == .listing, let hash = records.listings[input.path],
        RecordingFileSystem.listingHash(try? LocalFileSystem().entries(in: input.path)) == hash
      {
        holds[index] = true
        relisted = true
        continue
      }
      guard input.kind == .read else { return nil }
      if records.jobOnlyPaths.contains(input.path) {
        changed.insert(input.path)
      } else if FirstPassReuse.isStringTable(input.path) {
        changedTables.insert(input.path)
      } else {
        return nil
      }
    }
    guard unchanged || relisted || !changed.isEmpty || !changedTables.isEmpty else { return nil }
    // Checked just now (the racy ones by their bytes): stored as a run recording now would.
    let threshold = FileSnapshot.now() - RecordingFileSystem.timestampGranularity
    let carried = zip(inputs, holds).filter(\.1).map { input, _ in
      var input = input
      if !input.snapshot.isRacy(threshold: threshold) { input.hash = nil }
      return input
    }
    return (
      FirstPassReuse(records: records, dropping: changed, changedTables: changedTables), carried
    )
  }

  /// One of two pieces of work done at once.
  private enum Checked: Sendable {
    case records(FirstPassRecords?)
    case holds([Bool])
  }

  /// For each of `inputs`, whether it still holds, checked on all cores.
  static func stillHolding(_ inputs: [RecordedInput]) -> [Bool] {
    let starts = Array(stride(from: 0, to: inputs.count, by: CacheEntry.blockSize))
    let realPaths = RealPathCheck()
    let parts = parallelMap(starts) { start in
      var folder = FolderCursor()
      let block = Array(inputs[start..<min(inputs.count, start + CacheEntry.blockSize)])
      return block.map { $0.stillHolds(in: &folder, realPaths: realPaths) }
    }
    return parts.flatMap { $0 }
  }

  /// The inputs of a run served in part from the cache, sorted by folder: what it recorded
  /// (`RecordedInput.gathered`), and the stored inputs that still held that it did not record
  /// again (the reused files' reads, and the tables only their jobs' lazy loaders read): a
  /// changed one of those is a miss next time, never a silent reuse.
  static func merging(_ records: [RecordedInput], carried: [RecordedInput]) -> [RecordedInput] {
    let inputs = RecordedInput.gathered(records)
    guard !carried.isEmpty else { return inputs }
    let seen = Set(records.map(RecordingFileSystem.Identity.init))
    return (inputs + carried.filter { !seen.contains(RecordingFileSystem.Identity($0)) })
      .sorted(by: byFolder)
  }

  /// The call patterns of `catalog`'s rules, in order: stored look-alike checks name theirs
  /// by position in this list (the rules are part of the key or recorded inputs).
  static func patterns(of catalog: RuleCatalog) -> [CallPattern] {
    catalog.rules.flatMap(\.calls)
  }
}
