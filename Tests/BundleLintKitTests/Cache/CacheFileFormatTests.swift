import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintRules
@testable import BundleLintSyntax

/// The cache's files keep their format: the files in `Tests/Fixtures/CacheFiles` (a run's entry,
/// `.run`, and its first-pass records, `.files`, written by a build of this format for the
/// fixture package of the same name) read back, and writing what was read gives the same bytes.
@Suite struct CacheFileFormatTests {
  static let names = [
    "example", "passed-keys", "class-bundle", "evidence", "xcode-hosted", "graph", "dual-build",
    "conditions",
  ]

  static func bytes(_ name: String) throws -> [UInt8] {
    let url = PackageRoot.fixtures.appendingPathComponent("CacheFiles/" + name)
    return Array(try Data(contentsOf: url))
  }

  /// The entry in `file`, whatever its key.
  static func entry(_ file: [UInt8]) throws -> CacheEntry {
    var reader = ByteReader(file, from: CacheEntry.magic.count + 16)
    return try CacheEntry.decode(file, key: try reader.data())
  }

  @Test(arguments: names)
  func anEntryIsWrittenAgainByteForByte(name: String) throws {
    let file = try Self.bytes(name + ".run")
    let entry = try Self.entry(file)
    #expect(!entry.inputs.isEmpty)
    #expect(!entry.outcome.diagnostics.isEmpty)
    let same = entry.encoded() == file
    #expect(same)
  }

  @Test(arguments: names)
  func recordsAreWrittenAgainByteForByte(name: String) throws {
    let bytes = try Self.bytes(name + ".files")
    #expect(try Self.entry(Self.bytes(name + ".run")).recordsHash == FNV1a.hash(bytes))
    let patterns = RunCache.patterns(of: .builtin)
    let records = try FirstPassRecords.decode(bytes, patterns: patterns)
    #expect(!records.results.isEmpty)
    let same = records.encoded(patterns: patterns) == bytes
    #expect(same)
  }

  /// The files hold nearly every kind of value the format writes, so the comparisons above cover
  /// those types' encodings (`ConditionalClause` and `MainBundleWrapper`, which no fixture
  /// package stores, have their bytes spelt out in their own tests).
  @Test func theFilesHoldEveryKindOfValue() throws {
    var diagnostics: [Diagnostic] = []
    var inputs: [RecordedInput] = []
    var results: [FileJob.Result] = []
    let patterns = RunCache.patterns(of: .builtin)
    for name in Self.names {
      let entry = try Self.entry(Self.bytes(name + ".run"))
      inputs += entry.inputs
      diagnostics += entry.outcome.diagnostics
      let records = try FirstPassRecords.decode(Self.bytes(name + ".files"), patterns: patterns)
      results += records.results.values
    }
    diagnostics += results.flatMap(\.diagnostics)
    let facts = results.map(\.facts)
    let declarations = facts.flatMap { $0.declarations + $0.wrappers.map(\.declaration) }
    #expect(diagnostics.contains { $0.fix != nil && $0.notes.contains { $0.location != nil } })
    #expect(Set(inputs.map(\.kind.rawValue)) == [1, 2, 3, 4])
    #expect(inputs.contains { $0.hash != nil })
    #expect(results.contains { !$0.lexed })
    #expect(results.contains { ($0.lookalikes ?? []).contains { $0 != nil } })
    #expect(declarations.contains { !$0.parameters.isEmpty && $0.bodyRange != nil })
    #expect(facts.contains { !$0.wrappers.isEmpty })
    #expect(facts.contains { !$0.bundleAccessors.isEmpty })
    #expect(facts.contains { !$0.keyArguments.isEmpty })
    #expect(facts.contains { !$0.literals.isEmpty })
    #expect(facts.contains { !$0.classBundleHelpers.isEmpty })
  }
}
