import Foundation

/// The real file system, noting every input a run reads through it (each folder listed, file
/// read, type asked and path resolved, including what was absent) so that a later run can tell,
/// by looking at those inputs alone, whether it would read the same.
public final class RecordingFileSystem: FileSystem, @unchecked Sendable {
  /// Snapshots modified at or after this time (nanoseconds since 1970) are racy.
  let racyThreshold: Int64
  private let base = LocalFileSystem()
  private let lock = NSLock()
  private var recorded: [RecordedInput] = []
  private var seen: Set<String> = []
  private var reads: [String: Int] = [:]
  private var listings: [String: UInt64] = [:]

  /// How close to the run a modification time must be for a same-tick change to hide behind an
  /// equal snapshot: two seconds covers file systems with one- and two-second timestamps.
  static let timestampGranularity: Int64 = 2_000_000_000

  public init() {
    racyThreshold = FileSnapshot.now() - Self.timestampGranularity
  }

  /// What was read so far, in the order first read.
  var inputs: [RecordedInput] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  /// The hash of each folder's entries as listed (`listingHash`), by path: what a rerun
  /// compares a folder whose `stat` changed with (a file saved by renaming a new one over it
  /// changes its folder's times, not its entries).
  var listingHashes: [String: UInt64] {
    lock.lock()
    defer { lock.unlock() }
    return listings
  }

  /// How many times each file was read (by any stage).
  var readCounts: [String: Int] {
    lock.lock()
    defer { lock.unlock() }
    return reads
  }

  public var currentDirectory: String { base.currentDirectory }

  public func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
    let snapshot = FileSnapshot.take(directory)
    let result = Result { () throws(FileSystemError) in try base.entries(in: directory) }
    var input = RecordedInput(kind: .listing, path: directory, snapshot: snapshot)
    let hash = Self.listingHash(try? result.get())
    if snapshot.isRacy(threshold: racyThreshold) { input.hash = hash }
    record(input)
    lock.lock()
    if listings[directory] == nil { listings[directory] = hash }
    lock.unlock()
    return try result.get()
  }

  public func type(of path: String) -> FileType? {
    let type = base.type(of: path)
    record(RecordedInput(kind: .type, path: path, answer: type?.rawValue ?? ""))
    return type
  }

  public func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
    let snapshot = FileSnapshot.take(path)
    let result = Result { () throws(FileSystemError) in try base.readFile(path) }
    var input = RecordedInput(kind: .read, path: path, snapshot: snapshot)
    if snapshot.isRacy(threshold: racyThreshold) {
      input.hash = Self.contentHash(try? result.get())
    }
    record(input)
    lock.lock()
    reads[path, default: 0] += 1
    lock.unlock()
    return try result.get()
  }

  public func realPath(_ path: String) throws(FileSystemError) -> String {
    let result = Result { () throws(FileSystemError) in try base.realPath(path) }
    record(RecordedInput(kind: .realPath, path: path, answer: Self.realPathAnswer(result)))
    return try result.get()
  }

  /// Keeps the first record of each kind and path: an input read twice is checked as first
  /// read, which is at least as strict.
  private func record(_ input: RecordedInput) {
    let key = String(input.kind.rawValue) + "\u{0}" + input.path
    lock.lock()
    defer { lock.unlock() }
    if seen.insert(key).inserted { recorded.append(input) }
  }

  /// A hash of a folder's entries (names and types, sorted), or of the failure to list it.
  static func listingHash(_ entries: [DirectoryEntry]?) -> UInt64 {
    var hash = FNV1a()
    guard let entries else { return hash.value }
    for entry in entries.sorted(by: { $0.name < $1.name }) {
      hash.add(entry.name.utf8)
      hash.add(0)
      hash.add(entry.type.rawValue.utf8)
      hash.add(entry.hasValidName ? 1 : 2)
    }
    return hash.value
  }

  /// A hash of a file's bytes; a file that could not be read hashes as nothing, and its
  /// snapshot tells it from an empty file.
  static func contentHash(_ bytes: [UInt8]?) -> UInt64 {
    FNV1a.hash(bytes ?? [])
  }

  /// The recorded form of a `realPath` answer.
  static func realPathAnswer(_ result: Result<String, FileSystemError>) -> String {
    switch result {
    case .success(let path): path
    case .failure(let error): "\u{0}" + error.detail
    }
  }
}
