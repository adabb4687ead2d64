import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax
import Foundation

/// The real file system, noting every input a run reads through it (each folder listed, file
/// read, type asked and path resolved, including what was absent) so that a later run can tell,
/// by looking at those inputs alone, whether it would read the same.
package final class RecordingFileSystem: FileSystem, @unchecked Sendable {
  /// Snapshots modified at or after this time (nanoseconds since 1970) are racy.
  let racyThreshold: Int64
  private let base = LocalFileSystem()
  private let lock = NSLock()
  /// Every input as recorded, repeats included (`inputs` keeps the first of each).
  private var recorded: [RecordedInput] = []
  private var reads: [String: Int] = [:]
  private var listings: [String: UInt64] = [:]

  /// How close to the run a modification time must be for a same-tick change to hide behind an
  /// equal snapshot: two seconds covers file systems with one- and two-second timestamps.
  static let timestampGranularity: Int64 = 2_000_000_000

  package init() {
    racyThreshold = FileSnapshot.now() - Self.timestampGranularity
  }

  /// What was read so far, in the order first read: the first record of each kind and path (an
  /// input read twice is checked as first read, which is at least as strict).
  var inputs: [RecordedInput] {
    var seen: Set<Identity> = []
    return everyRecord.filter { seen.insert(Identity($0)).inserted }
  }

  /// Every record so far, repeats included, in the order recorded.
  var everyRecord: [RecordedInput] {
    lock.lock()
    defer { lock.unlock() }
    return recorded
  }

  /// What tells two records apart: their kind and path.
  struct Identity: Hashable {
    var kind: RecordedInput.Kind
    var folder: String
    var name: String

    init(_ input: RecordedInput) {
      (kind, folder, name) = (input.kind, input.folder, input.name)
    }
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

  package var currentDirectory: String { base.currentDirectory }

  /// Each snapshot is the `fstat` of the folder or file once open, before it is read (a `stat`
  /// of the path when it cannot be opened): one path lookup, not two.
  package func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
    var opened: stat?
    let result = Result { () throws(FileSystemError) in
      try base.entries(in: directory, opened: { opened = $0 })
    }
    let snapshot = opened.map(FileSnapshot.init) ?? FileSnapshot.take(directory)
    var input = RecordedInput(kind: .listing, path: directory, snapshot: snapshot)
    let hash = Self.listingHash(try? result.get())
    if snapshot.isRacy(threshold: racyThreshold) { input.hash = hash }
    lock.lock()
    recorded.append(input)
    if listings[directory] == nil { listings[directory] = hash }
    lock.unlock()
    return try result.get()
  }

  package func type(of path: String) -> FileType? {
    let type = base.type(of: path)
    record(RecordedInput(kind: .type, path: path, answer: type?.rawValue ?? ""))
    return type
  }

  package func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
    var opened: stat?
    let result = Result { () throws(FileSystemError) in
      try base.readFile(path, opened: { opened = $0 })
    }
    let snapshot = opened.map(FileSnapshot.init) ?? FileSnapshot.take(path)
    var input = RecordedInput(kind: .read, path: path, snapshot: snapshot)
    if snapshot.isRacy(threshold: racyThreshold) {
      input.hash = Self.contentHash(try? result.get())
    }
    lock.lock()
    recorded.append(input)
    reads[path, default: 0] += 1
    lock.unlock()
    return try result.get()
  }

  package func realPath(_ path: String) throws(FileSystemError) -> String {
    let result = Result { () throws(FileSystemError) in try base.realPath(path) }
    record(RecordedInput(kind: .realPath, path: path, answer: Self.realPathAnswer(result)))
    return try result.get()
  }

  /// Notes `input`; repeats are dropped when the inputs are gathered (`inputs`,
  /// `RecordedInput.gathered`), not here, under the lock every reading thread takes.
  private func record(_ input: RecordedInput) {
    lock.lock()
    recorded.append(input)
    lock.unlock()
  }

  /// A hash of a folder's entries (names and types, in any order), or of the failure to list
  /// it: each entry hashed alone, the hashes sorted and hashed together (no name sorted).
  static func listingHash(_ entries: [DirectoryEntry]?) -> UInt64 {
    var hash = FNV1a()
    guard let entries else { return hash.value }
    var each: [UInt64] = []
    each.reserveCapacity(entries.count)
    for entry in entries {
      var one = FNV1a()
      one.add(entry.name.utf8)
      one.add(0)
      one.add(entry.type.rawValue.utf8)
      one.add(entry.hasValidName ? 1 : 2)
      each.append(one.value)
    }
    each.sort()
    for value in each {
      withUnsafeBytes(of: value.littleEndian) { hash.add($0) }
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
