import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax
import Dispatch
import Foundation

/// The rerun cache: a run's outcome, kept with every input it read (see `RecordingFileSystem`),
/// handed back whole to a later run with the same key whose inputs all still hold. A cold run,
/// and one after any change, lints as without the cache and stores what it read; so a cached
/// outcome is the one a run without the cache would give. A cache that cannot be read is a miss,
/// one that cannot be written a note.
package struct RunCache: Sendable {
  /// The folder of the entries, created when first written.
  package var directory: String
  /// The most bytes the entries may take together; the least recently used go first.
  package var sizeLimit = 256 << 20
  /// The most entries kept (one per distinct command line, folder and tool build).
  package var entryLimit = 64

  package init(directory: String) {
    self.directory = directory
  }

  /// What a run through the cache gives.
  package struct Result: Sendable {
    package var outcome: LintRun.Outcome
    /// Whether the outcome came from the cache, without linting.
    package var reused: Bool
    /// Why the outcome could not be stored, lowercase, for a note on stderr.
    package var note: String?
    /// How many files' first-pass results a run after an edit took from the cache, unread.
    package var filesReused = 0
    /// Whether stored first-pass results were offered to the run (an edit the cache can follow),
    /// even when every file was linted again.
    package var followedAnEdit = false
  }

  /// Lints as `LintRun.run(request)` does, or hands back the stored outcome when every input of
  /// the run that stored it still holds. `recorder` may already hold the reads of the rules
  /// from `rulesDirectory` (nil: the built-in rules). Runs that ask the toolchain
  /// (`--manifest evaluate`) are not cached.
  package func lint(
    _ request: LintRun.Request, recorder: RecordingFileSystem = RecordingFileSystem(),
    rulesDirectory: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(LintRun.Failure) -> Result {
    guard request.manifestMode == .static, let tool = ToolIdentity.current else {
      return Result(outcome: try LintRun.run(request), reused: false)
    }
    let key = CacheKey(
      tool: tool, request: request, rulesDirectory: rulesDirectory, environment: environment)
    let path = directory + "/" + key.fileName
    // The rules and configurations first, the inputs (these among them) checked after, so
    // that a configuration changed meanwhile is a miss; one that fails is a miss too, and the
    // run from scratch reports it as a run without the cache does.
    let stored = openEntry(path, key: key)
    if let stored,
      let setups = try? stored.outcome.packageRoots.map({ root throws(LintRun.Failure) in
        try LintRun.PackageSetup(root: root, request: request, fileSystem: LocalFileSystem())
      }),
      let hashed = Self.check(stored.blocks)
    {
      var outcome = stored.outcome
      outcome.rules = LintRun.ranRules(setups)
      outcome.configuredFailOn = LintRun.strictestFailOn(setups)
      // Settles the entry just checked (not the file, which another run may have replaced).
      if hashed, let inputs = try? stored.blocks.flatMap(CacheEntry.inputs(of:)),
        let settled = CacheEntry(
          key: key.bytes, inputs: inputs, outcome: stored.outcome,
          recordsHash: stored.recordsHash
        ).settled()
      {
        try? store(settled.encoded(), at: path)
      } else {
        markUsed(path)
      }
      return Result(outcome: outcome, reused: true)
    }
    let patterns = Self.patterns(of: request.catalog)
    let incremental = stored.flatMap { stored in
      loadRecords(for: path, hash: stored.recordsHash).flatMap {
        Self.incrementalReuse(stored.blocks, records: $0, patterns: patterns)
      }
    }
    let reuse = incremental?.reuse ?? FirstPassReuse()
    let outcome = try LintRun.run(request, fileSystem: recorder, reuse: reuse)
    let (inputs, records) = Self.stored(
      recorder, carried: incremental?.carried ?? [], reuse: reuse, patterns: patterns)
    var note: String?
    do {
      try store(
        CacheEntry(key: key.bytes, inputs: inputs, outcome: outcome), records: records, at: path)
      evict(keeping: key.fileName)
    } catch {
      note =
        "cannot write the cache in '\(directory)' (\(Self.detail(error))); use '--cache-dir DIR' or '--no-cache'"
    }
    return Result(
      outcome: outcome, reused: false, note: note, filesReused: reuse.reusedCount,
      followedAnEdit: incremental != nil)
  }

  /// The entry at `path` if it is whole and answers `key`.
  func load(_ path: String, key: CacheKey) -> CacheEntry? {
    guard let bytes = try? LocalFileSystem().readFile(path) else { return nil }
    return try? CacheEntry.decode(bytes, key: key.bytes)
  }

  /// The blocks of inputs and the outcome of the entry at `path`, if it is whole and answers
  /// `key`.
  func openEntry(_ path: String, key: CacheKey) -> (
    blocks: [[UInt8]], outcome: LintRun.Outcome, recordsHash: UInt64
  )? {
    guard let bytes = try? LocalFileSystem().readFile(path) else { return nil }
    return try? CacheEntry.open(bytes, key: key.bytes)
  }

  /// Reads the blocks of inputs and checks them, on all cores, stopping at the first input that
  /// does not hold or block that cannot be read: nil then; else whether some input was hashed
  /// (then the entry may be settled).
  static func check(_ blocks: [[UInt8]]) -> Bool? {
    let failed = StopFlag()
    let hashed = StopFlag()
    let realPaths = RealPathCheck()
    DispatchQueue.concurrentPerform(iterations: blocks.count) { index in
      guard !failed.isSet, let inputs = try? CacheEntry.inputs(of: blocks[index]) else {
        failed.set()
        return
      }
      if inputs.contains(where: { $0.hash != nil }) { hashed.set() }
      if !allHold(inputs, failed: failed, realPaths: realPaths) { failed.set() }
    }
    return failed.isSet ? nil : hashed.isSet
  }

  /// Whether every input of `inputs` still holds, in order, stopping early when `failed` is set
  /// (by another worker).
  static func allHold(
    _ inputs: [RecordedInput], failed: StopFlag = StopFlag(),
    realPaths: RealPathCheck = RealPathCheck()
  ) -> Bool {
    var folder = FolderCursor()
    for position in inputs.indices {
      if failed.isSet { return false }
      let input = inputs[position]
      // A folder is opened for two inputs or more; one alone is looked up by its path.
      let holds =
        folder.isOpen(input.folder)
          || (position + 1 < inputs.count && inputs[position + 1].folder == input.folder)
        ? input.stillHolds(in: &folder, realPaths: realPaths)
        : input.stillHolds(realPaths: realPaths)
      if !holds { return false }
    }
    return true
  }

  /// Inputs of one folder together, so a check opens each folder once.
  static func byFolder(_ a: RecordedInput, _ b: RecordedInput) -> Bool {
    (a.folder, a.name, a.kind.rawValue) < (b.folder, b.name, b.kind.rawValue)
  }

  private static func detail(_ error: CacheFileError) -> String {
    switch error {
    case .damaged: "the file was damaged"
    case .cannotWrite(let code):
      String(cString: strerror(code)).lowercased()
    }
  }
}

/// Set once by any worker, read by all.
final class StopFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  func set() {
    lock.lock()
    value = true
    lock.unlock()
  }
}
