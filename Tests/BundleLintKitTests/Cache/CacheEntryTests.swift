import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A cache file holds an outcome exactly, and a damaged one is told from a whole one.
@Suite struct CacheEntryTests {
  static func exampleEntry() throws -> CacheEntry {
    let tree = try CacheTree(copying: "Example")
    let recorder = RecordingFileSystem()
    let outcome = try LintRun.run(tree.request(), fileSystem: recorder)
    return CacheEntry(key: Array("key".utf8), inputs: recorder.inputs, outcome: outcome)
  }

  @Test func anEntryReadsBackAsWritten() throws {
    var entry = try Self.exampleEntry()
    entry.outcome.problems = [WorkspaceProblem(kind: .notFound, path: "/x", detail: "gone")]
    entry.outcome.skippedLinks = ["/link"]
    entry.outcome.generatorNote = XcodeGeneratorNote(
      specs: [XcodeGeneratorNote.Spec(path: "/p/project.yml", generator: .xcodeGen)])
    #expect(entry.outcome.diagnostics.contains { $0.fix != nil && !$0.notes.isEmpty })
    let decoded = try CacheEntry.decode(entry.encoded(), key: entry.key)
    #expect(decoded.inputs == entry.inputs)
    var expected = OutcomeSummary(entry.outcome)
    expected.rules = []
    expected.configuredFailOn = nil
    #expect(OutcomeSummary(decoded.outcome) == expected)
  }

  @Test func manyInputsAreStoredInBlocksAndReadBack() throws {
    var entry = try Self.exampleEntry()
    let extra = (0..<(2 * CacheEntry.blockSize + 7)).map { index in
      RecordedInput(
        kind: index % 2 == 0 ? .type : .read, path: "/tree/folder\(index / 10)/file\(index)",
        snapshot: index % 2 == 0 ? .absent : FileSnapshot.take("/"), answer: "")
    }
    entry.inputs += extra
    let file = entry.encoded()
    let (blocks, _, _) = try CacheEntry.open(file, key: entry.key)
    #expect(blocks.count == (entry.inputs.count + CacheEntry.blockSize - 1) / CacheEntry.blockSize)
    #expect(try CacheEntry.decode(file, key: entry.key).inputs == entry.inputs)
    // The made-up files do not exist: the check stops.
    #expect(RunCache.check(blocks) == nil)
  }

  @Test func aDamagedOrForeignFileIsRejected() throws {
    let entry = try Self.exampleEntry()
    let bytes = entry.encoded()
    #expect(throws: CacheFileError.damaged) {
      try CacheEntry.decode(bytes, key: Array("other".utf8))
    }
    for cut in [0, 10, bytes.count / 2, bytes.count - 1] {
      #expect(throws: CacheFileError.damaged) {
        try CacheEntry.decode(Array(bytes[..<cut]), key: entry.key)
      }
    }
    var flipped = bytes
    flipped[bytes.count - 3] ^= 1
    #expect(throws: CacheFileError.damaged) { try CacheEntry.decode(flipped, key: entry.key) }
  }
}
