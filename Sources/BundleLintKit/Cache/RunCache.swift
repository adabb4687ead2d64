import Dispatch
import Foundation

/// The rerun cache: a run's outcome, kept with every input it read (see `RecordingFileSystem`),
/// handed back whole to a later run with the same key whose inputs all still hold. A cold run,
/// and one after any change, lints as without the cache and stores what it read; so a cached
/// outcome is the one a run without the cache would give. A cache that cannot be read is a miss,
/// one that cannot be written a note.
public struct RunCache: Sendable {
  /// The folder of the entries, created when first written.
  public var directory: String
  /// The most bytes the entries may take together; the least recently used go first.
  public var sizeLimit = 256 << 20
  /// The most entries kept (one per distinct command line, folder and tool build).
  public var entryLimit = 64

  public init(directory: String) {
    self.directory = directory
  }

  /// What a run through the cache gives.
  public struct Result: Sendable {
    public var outcome: LintRun.Outcome
    /// Whether the outcome came from the cache, without linting.
    public var reused: Bool
    /// Why the outcome could not be stored, lowercase, for a note on stderr.
    public var note: String?
  }

  /// Lints as `LintRun.run(request)` does, or hands back the stored outcome when every input of
  /// the run that stored it still holds. `recorder` may already hold the reads of the rules
  /// from `rulesDirectory` (nil: the built-in rules). Runs that ask the toolchain
  /// (`--manifest evaluate`) are not cached.
  public func lint(
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
    if let entry = load(path, key: key),
      let setups = try? entry.outcome.packageRoots.map({ root throws(LintRun.Failure) in
        try LintRun.PackageSetup(root: root, request: request, fileSystem: LocalFileSystem())
      }),
      Self.allHold(entry.inputs)
    {
      var outcome = entry.outcome
      outcome.rules = LintRun.ranRules(setups)
      outcome.configuredFailOn = LintRun.strictestFailOn(setups)
      if let settled = entry.settled() {
        try? store(settled.encoded(), at: path)
      } else {
        markUsed(path)
      }
      return Result(outcome: outcome, reused: true)
    }
    let outcome = try LintRun.run(request, fileSystem: recorder)
    let entry = CacheEntry(
      key: key.bytes, inputs: RecordedInput.compacted(recorder.inputs).sorted(by: Self.byFolder),
      outcome: outcome)
    var note: String?
    do {
      try store(entry.encoded(), at: path)
      evict(keeping: key.fileName)
    } catch {
      note =
        "cannot write the cache in '\(directory)' (\(Self.detail(error))); use '--cache-dir DIR' or '--no-cache'"
    }
    return Result(outcome: outcome, reused: false, note: note)
  }

  /// The entry at `path` if it is whole and answers `key`.
  func load(_ path: String, key: CacheKey) -> CacheEntry? {
    guard let bytes = try? LocalFileSystem().readFile(path) else { return nil }
    return try? CacheEntry.decode(bytes, key: key.bytes)
  }

  /// Whether every input still holds: checked on all cores, stopping at the first that does not.
  static func allHold(_ inputs: [RecordedInput]) -> Bool {
    let chunk = 256
    let chunks = (inputs.count + chunk - 1) / chunk
    let failed = StopFlag()
    inputs.withUnsafeBufferPointer { buffer in
      // Read only, and only until `concurrentPerform` returns.
      let inputs = SharedInputs(buffer: buffer)
      DispatchQueue.concurrentPerform(iterations: chunks) { index in
        var folder = FolderCursor()
        let end = min(inputs.buffer.count, (index + 1) * chunk)
        for position in (index * chunk)..<end {
          if failed.isSet { return }
          let input = inputs.buffer[position]
          // A folder is opened for two inputs or more; one alone is looked up by its path.
          let holds =
            folder.isOpen(input.folder)
              || (position + 1 < end && inputs.buffer[position + 1].folder == input.folder)
            ? input.stillHolds(in: &folder) : input.stillHolds()
          if !holds {
            failed.set()
            return
          }
        }
      }
    }
    return !failed.isSet
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

/// The inputs, shared by the workers that check them, which only read them.
private struct SharedInputs: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<RecordedInput>
}

/// Set once by any worker, read by all.
private final class StopFlag: @unchecked Sendable {
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
