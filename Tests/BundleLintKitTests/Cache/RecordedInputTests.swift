import Foundation
import Testing

@testable import BundleLintKit

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
}
