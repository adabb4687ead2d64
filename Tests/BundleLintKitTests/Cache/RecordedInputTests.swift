import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// What the recording file system notes, and how a later run checks it.
@Suite struct RecordedInputTests {
  @Test func everyKindOfInputIsRecordedAndHolds() throws {
    let tree = try CacheTree(["a/b.swift": "let x = 1\n"])
    let recorder = RecordingFileSystem()
    _ = try recorder.entries(in: tree.root + "/a")
    _ = try recorder.readFile(tree.root + "/a/b.swift")
    _ = recorder.type(of: tree.root + "/Package.swift")
    _ = try recorder.realPath(tree.root + "/a")
    let inputs = recorder.inputs
    #expect(inputs.map(\.kind) == [.listing, .read, .type, .realPath])
    #expect(inputs.allSatisfy { $0.stillHolds() })
    // An absent file that appears.
    try tree.write("Package.swift", "")
    #expect(!inputs[2].stillHolds())
  }

  @Test func aRacyReadIsHashedAndCheckedByItsBytes() throws {
    let tree = try CacheTree(["b.swift": "let x = 1\n"])
    let path = tree.root + "/b.swift"
    let recorder = RecordingFileSystem()
    _ = try recorder.readFile(path)
    var input = try #require(recorder.inputs.first)
    // Just written: within the timestamp granularity of the run, so its bytes are hashed.
    #expect(input.hash != nil)
    #expect(input.stillHolds())
    // The same snapshot with other bytes: a same-tick edit the snapshot cannot show.
    input.hash = RecordingFileSystem.contentHash(Array("let x = 2\n".utf8))
    #expect(!input.stillHolds())
  }

  @Test func anOldFileIsCheckedByItsSnapshot() throws {
    let tree = try CacheTree(["b.swift": "let x = 1\n"])
    let path = tree.root + "/b.swift"
    let old = Date(timeIntervalSinceNow: -3600)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
    var input = RecordedInput(kind: .read, path: path, snapshot: FileSnapshot.take(path))
    #expect(
      input.snapshot.exists
        && !input.snapshot.isRacy(threshold: FileSnapshot.now() - 2_000_000_000)
          == (input.snapshot.changed < FileSnapshot.now() - 2_000_000_000)
    )
    #expect(input.stillHolds())
    try tree.write("b.swift", "let x = 2\n")
    #expect(!input.stillHolds())
    input.snapshot = FileSnapshot.take(path)
    #expect(input.stillHolds())
  }

  @Test func aFolderGainingAnEntryNoLongerHolds() throws {
    let tree = try CacheTree(["a/b.swift": ""])
    let recorder = RecordingFileSystem()
    _ = try recorder.entries(in: tree.root + "/a")
    let input = try #require(recorder.inputs.first)
    #expect(input.stillHolds())
    try tree.write("a/c.swift", "")
    #expect(!input.stillHolds())
  }

  @Test func theSnapshotsAreThoseAStatOfThePathGives() throws {
    let tree = try CacheTree(["a/b.swift": "let x = 1\n"])
    let recorder = RecordingFileSystem()
    _ = try recorder.entries(in: tree.root + "/a")
    _ = try recorder.readFile(tree.root + "/a/b.swift")
    _ = try? recorder.readFile(tree.root + "/a/missing.swift")
    #expect(
      recorder.inputs.map(\.snapshot) == [
        FileSnapshot.take(tree.root + "/a"), FileSnapshot.take(tree.root + "/a/b.swift"), .absent,
      ])
    #expect(recorder.inputs[0].snapshot.fileType == .directory)
  }

  @Test func repeatsAreKeptOnceAsFirstRecorded() throws {
    let tree = try CacheTree(["a/b.swift": "let x = 1\n", "c.swift": ""])
    let recorder = RecordingFileSystem()
    _ = try recorder.readFile(tree.root + "/a/b.swift")
    _ = try recorder.readFile(tree.root + "/c.swift")
    _ = recorder.type(of: tree.root + "/a/b.swift")
    var first = recorder.inputs
    first[0].hash = 7  // told apart from the second read's record
    _ = try recorder.readFile(tree.root + "/a/b.swift")
    #expect(recorder.everyRecord.count == 4)
    #expect(recorder.inputs.map(\.path) == first.map(\.path))
    #expect(recorder.readCounts[tree.root + "/a/b.swift"] == 2)
    let gathered = RecordedInput.gathered([first[0]] + recorder.everyRecord)
    #expect(gathered.filter { $0.kind == .read && $0.name == "b.swift" }.map(\.hash) == [7])
  }

  @Test func gatheredInputsAreSortedByFolderWithoutTheTypesASnapshotGives() {
    func input(
      _ kind: RecordedInput.Kind, _ path: String, type: FileType? = nil, answer: String = ""
    )
      -> RecordedInput
    {
      let mode: UInt32 = type == .directory ? 0o040755 : 0o100644
      let snapshot =
        type == nil
        ? FileSnapshot.absent
        : FileSnapshot(
          exists: true, mode: mode, size: 1, modified: 1, changed: 1, inode: 1, device: 1)
      return RecordedInput(kind: kind, path: path, snapshot: snapshot, answer: answer)
    }
    let records = [
      input(.type, "/p/b/Package.swift", answer: ""),
      input(.read, "/p/a/x.swift", type: .file),
      input(.type, "/p/a/x.swift", answer: "file"),  // the read's snapshot says so
      input(.listing, "/p/b", type: .directory),
      input(.type, "/p/b", answer: "file"),  // not what the listing saw: kept
      input(.realPath, "/p/a", answer: "/p/a"),
      input(.read, "/p/a/x.swift", type: .file),
      input(.type, "/p/c", answer: "directory"),
    ]
    let gathered = RecordedInput.gathered(records)
    #expect(
      gathered.map { "\($0.kind) \($0.path)" } == [
        "realPath /p/a", "listing /p/b", "type /p/b", "type /p/c", "read /p/a/x.swift",
        "type /p/b/Package.swift",
      ])
    #expect(gathered == gathered.sorted(by: RunCache.byFolder))
  }

  @Test func aListingHashDependsOnTheEntriesNotTheirOrder() {
    let entries = [
      DirectoryEntry(name: "a.swift", type: .file, hasValidName: true),
      DirectoryEntry(name: "b", type: .directory, hasValidName: true),
      DirectoryEntry(name: "c.strings", type: .file, hasValidName: true),
    ]
    let hash = RecordingFileSystem.listingHash(entries)
    #expect(RecordingFileSystem.listingHash(entries.reversed()) == hash)
    var renamed = entries
    renamed[0].name = "a2.swift"
    var retyped = entries
    retyped[1].type = .symlink
    let others = [
      RecordingFileSystem.listingHash(renamed), RecordingFileSystem.listingHash(retyped),
      RecordingFileSystem.listingHash(Array(entries.dropLast())),
      RecordingFileSystem.listingHash(entries + [entries[0]]),
      RecordingFileSystem.listingHash([]), RecordingFileSystem.listingHash(nil),
    ]
    #expect(!others.contains(hash))
    #expect(Set(others.dropLast(2)).count == 4)
  }
}
