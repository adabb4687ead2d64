import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The first-pass results a run stores read back as they were.
@Suite struct FirstPassRecordsTests {
  @Test(arguments: [
    "Example", "Evidence", "XcodeHosted", "XcodeProjects", "PassedKeys", "ClassBundle",
  ])
  func aRunsResultsReadBackAsTheyWere(fixture: String) throws {
    let tree = try CacheTree(copying: fixture)
    let reuse = FirstPassReuse()
    _ = try LintRun.run(tree.request(), fileSystem: LocalFileSystem(), reuse: reuse)
    let records = reuse.records(allReads: [:])
    #expect(!records.results.isEmpty)
    let patterns = RunCache.patterns(of: .builtin)
    let read = try FirstPassRecords.decode(records.encoded(patterns: patterns), patterns: patterns)
    #expect(read.triggerSets == records.triggerSets)
    #expect(read.results.count == records.results.count)
    for (key, result) in records.results {
      let back = try #require(read.results[key])
      #expect(back.diagnostics == result.diagnostics)
      #expect(back.facts.keyArguments.map(\.key) == result.facts.keyArguments.map(\.key))
      var facts = result.facts
      var backFacts = back.facts
      for index in facts.keyArguments.indices {
        facts.keyArguments[index].hosts = nil
        backFacts.keyArguments[index].hosts = nil
      }
      #expect(backFacts == facts)
      #expect(back.lexed == result.lexed)
      #expect(back.suppressed == result.suppressed)
      #expect(back.hadFindings == result.hadFindings)
      #expect(back.dependsOn.rawValue == result.dependsOn.rawValue)
      #expect(back.lookalikes?.count == result.lookalikes?.count)
    }
  }

  /// A field added to a first-pass result must be stored too (`FileJob.Result+BinaryEncoding`,
  /// `FileJob.FileFacts+BinaryEncoding`): this list fails until it is.
  @Test func everyFieldOfAResultIsStored() {
    let result = Mirror(reflecting: FileJob.Result()).children.compactMap(\.label)
    #expect(
      result == [
        "diagnostics", "suppressed", "hadFindings", "lookalikes", "dependsOn", "facts", "lexed",
      ])
    let facts = Mirror(reflecting: FileJob.FileFacts()).children.compactMap(\.label)
    #expect(
      facts == [
        "declarations", "wrappers", "bundleAccessors", "callees", "literals", "keyArguments",
        "keySlots", "bundleMembersPassed", "bundleMembersPassedForUnknownNames",
        "classBundleHelpers", "classNames", "bundleClasses",
        "mainBundleWrappers", "memberReferences", "declaredTypes", "createdTypes",
        "previewOnlyCandidates",
      ])
  }

  @Test func aDamagedRecordIsAMiss() throws {
    let tree = try CacheTree(copying: "Example")
    let reuse = FirstPassReuse()
    _ = try LintRun.run(tree.request(), fileSystem: LocalFileSystem(), reuse: reuse)
    let patterns = RunCache.patterns(of: .builtin)
    let bytes = reuse.records(allReads: [:]).encoded(patterns: patterns)
    for cut in [1, bytes.count / 3, bytes.count / 2, bytes.count - 1] {
      #expect(throws: CacheFileError.damaged) {
        try FirstPassRecords.decode(Array(bytes[..<cut]), patterns: patterns)
      }
    }
  }
}

/// The records' bytes do not depend on the order a run met its files in: a file several targets
/// compile has one key per module, and those keys are written in the order of their modules.
@Suite struct FirstPassRecordsOrderTests {
  static func records(modules: [Int]) -> FirstPassRecords {
    var records = FirstPassRecords()
    for module in modules {
      let key = FirstPassKey(
        path: "/p/Shared/View.swift", module: ModuleKey(package: 0, module: module),
        moduleName: "Target\(module)", triggers: module % 2 == 0 ? -1 : 0)
      var result = FileJob.Result()
      result.suppressed = module
      records.results[key] = result
    }
    records.triggerSets = [["Text"]]
    return records
  }

  @Test func keysOfOneFileAreWrittenInTheOrderOfTheirModules() throws {
    let patterns = RunCache.patterns(of: .builtin)
    let forward = Self.records(modules: Array(0..<24)).encoded(patterns: patterns)
    let backward = Self.records(modules: (0..<24).reversed()).encoded(patterns: patterns)
    #expect(forward == backward)
    let read = try FirstPassRecords.decode(forward, patterns: patterns)
    #expect(read.results.count == 24)
  }
}
