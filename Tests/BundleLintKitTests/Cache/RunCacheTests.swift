import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The rerun cache gives exactly what a run without it gives, after every kind of change, and
/// reuses a run only when nothing it read has changed.
@Suite struct RunCacheTests {
  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Shop", defaultLocalization: "en", targets: [
      .target(name: "Shop", resources: [.process("Resources")]),
    ])
    """
  static let strings = "\"cart.title\" = \"Cart\";\n"

  /// A package whose view looks up a table key and an image without the module's bundle.
  static func shop(
    _ view: String = "let title = Text(\"cart.title\")\nlet logo = Image(\"logo\")\n"
  )
    throws -> CacheTree
  {
    try CacheTree([
      "Package.swift": manifest,
      "Sources/Shop/Resources/en.lproj/Localizable.strings": strings,
      "Sources/Shop/Media.xcassets/Contents.json": "{}",
      "Sources/Shop/Media.xcassets/logo.imageset/Contents.json": "{}",
      "Sources/Shop/Cart.swift": view,
    ])
  }

  /// Fills the cache, checks that a rerun is reused and equal to a run without the cache, makes
  /// `change`, then checks that the next run is not reused and equals a run without the cache,
  /// and that the run after it is reused again. Returns the outcomes before and after.
  @discardableResult
  static func check(
    _ tree: CacheTree, request: LintRun.Request? = nil, change: () throws -> Void
  ) throws -> (before: OutcomeSummary, after: OutcomeSummary) {
    let request = request ?? tree.request()
    let cache = tree.cache
    let filled = try cache.lint(request)
    #expect(!filled.reused)
    #expect(filled.note == nil)
    let warm = try cache.lint(request)
    #expect(warm.reused)
    let before = OutcomeSummary(try LintRun.run(request))
    #expect(OutcomeSummary(filled.outcome) == before)
    #expect(OutcomeSummary(warm.outcome) == before)
    try change()
    let changed = try cache.lint(request)
    #expect(!changed.reused, "a changed input must not be served from the cache")
    let after = OutcomeSummary(try LintRun.run(request))
    #expect(OutcomeSummary(changed.outcome) == after)
    let again = try cache.lint(request)
    #expect(again.reused)
    #expect(OutcomeSummary(again.outcome) == after)
    return (before, after)
  }

  @Test func anUnchangedRerunIsReusedAndEqual() throws {
    let tree = try CacheTree(copying: "Example")
    let request = tree.request()
    let first = try tree.cache.lint(request)
    let second = try tree.cache.lint(request)
    #expect(!first.reused && second.reused)
    let fresh = OutcomeSummary(try LintRun.run(request))
    #expect(!fresh.diagnostics.isEmpty)
    #expect(OutcomeSummary(second.outcome) == fresh)
    #expect(tree.entries().count == 1)
  }

  @Test func aSwiftFileEdit() throws {
    let tree = try Self.shop()
    let (before, after) = try Self.check(tree) {
      try tree.write("Sources/Shop/Cart.swift", "let title = Text(\"cart.title\")\n")
    }
    #expect(before.diagnostics.count > after.diagnostics.count)
  }

  @Test func aSameSizeSwiftFileEditInTheRacyWindow() throws {
    // Written and linted in the same second: the cache hashes the bytes, as the size and the
    // modification time may not tell the edit.
    let tree = try Self.shop("let logo = Image(\"logo\")\n")
    try Self.check(tree) {
      try tree.write("Sources/Shop/Cart.swift", "let logo = Image(\"lo_o\")\n")
    }
  }

  @Test func aTableEditAddsAFindingInAnUnchangedFile() throws {
    let tree = try Self.shop("let later = Text(\"cart.later\", bundle: .module)\n")
    let (before, after) = try Self.check(tree) {
      try tree.write(
        "Sources/Shop/Resources/en.lproj/Localizable.strings", "\"cart.other\" = \"x\";\n")
    }
    #expect(before != after)
  }

  @Test func aTableEditRemovesAFindingInAnUnchangedFile() throws {
    let tree = try Self.shop("let later = Text(\"cart.later\", bundle: .module)\n")
    let (before, after) = try Self.check(tree) {
      try tree.write(
        "Sources/Shop/Resources/en.lproj/Localizable.strings",
        Self.strings + "\"cart.later\" = \"Later\";\n")
    }
    #expect(before.diagnostics.count > after.diagnostics.count)
  }

  @Test func aHostAppsTableEditChangesAPackagesFinding() throws {
    // Kit's finding depends on the table of Reader, the Xcode app that hosts it.
    let tree = try CacheTree(copying: "XcodeHosted")
    let (before, after) = try Self.check(tree) {
      try tree.write(
        "Reader/en.lproj/Localizable.strings",
        "\"kit.shared\" = \"Shared\";\n\"kit.title\" = \"Kit\";\n")
      try tree.write(
        "Reader/de.lproj/Localizable.strings",
        "\"kit.shared\" = \"Geteilt\";\n\"kit.title\" = \"Kit\";\n")
    }
    #expect(before != after)
  }

  @Test func anXcodeProjectFileEdit() throws {
    let tree = try CacheTree(copying: "XcodeHosted")
    let project = "Reader/Reader.xcodeproj/project.pbxproj"
    let text = try tree.read(project)
    try Self.check(tree) { try tree.write(project, text + "\n") }
  }

  @Test func anAssetCatalogEdit() throws {
    let tree = try Self.shop("let logo = Image(\"badge\", bundle: .module)\n")
    let (before, after) = try Self.check(tree) {
      try tree.write("Sources/Shop/Media.xcassets/badge.imageset/Contents.json", "{}")
    }
    #expect(before != after)
  }

  @Test func aManifestEdit() throws {
    let tree = try Self.shop()
    let (before, after) = try Self.check(tree) {
      try tree.write(
        "Package.swift",
        Self.manifest.replacingOccurrences(of: "resources: [.process(\"Resources\")]", with: ""))
    }
    #expect(before != after)
  }

  @Test func aNewPackageAppearingInsideTheTree() throws {
    let tree = try Self.shop()
    let (before, after) = try Self.check(tree) {
      try tree.write(
        "Sources/Shop/Nested/Package.swift",
        Self.manifest.replacingOccurrences(of: "Shop", with: "Nested"))
      try tree.write("Sources/Shop/Nested/Sources/Nested/View.swift", "let x = Image(\"y\")\n")
    }
    #expect(before.packageRoots != after.packageRoots)
  }

  @Test func aConfigurationEdit() throws {
    let tree = try Self.shop()
    let (before, after) = try Self.check(tree) {
      try tree.write(
        ".bundlelint.json",
        "{\"rules\": {\"asset-missing-bundle\": {\"enabled\": false}}, \"failOn\": \"error\"}")
    }
    #expect(before != after)
  }

  @Test func aConfigurationBrokenAfterACachedRunFailsAsWithoutTheCache() throws {
    let tree = try Self.shop()
    try tree.write(".bundlelint.json", "{}")
    let request = tree.request()
    _ = try tree.cache.lint(request)
    #expect(try tree.cache.lint(request).reused)
    try tree.write(".bundlelint.json", "{\"rulez\": {}}")
    var fresh: LintRun.Failure?
    do { _ = try LintRun.run(request) } catch { fresh = error }
    var cached: LintRun.Failure?
    do { _ = try tree.cache.lint(request) } catch { cached = error }
    #expect(fresh != nil)
    #expect(cached?.description == fresh?.description)
  }

  @Test func aConfigurationFileNamedWithConfigIsAnInput() throws {
    let tree = try Self.shop()
    try tree.write("lint.json", "{}")
    let request = tree.request(configurationPath: tree.root + "/lint.json")
    try Self.check(tree, request: request) {
      try tree.write(
        "lint.json", "{\"rules\": {\"asset-missing-bundle\": {\"severity\": \"error\"}}}")
    }
  }

  @Test func aRuleFileEdit() throws {
    let tree = try Self.shop()
    let rules = tree.folder.appendingPathComponent("rules").path
    try FileManager.default.copyItem(atPath: RepositoryPaths.rules, toPath: rules)
    let rule = rules + "/asset-missing-bundle.json"
    let request = { () throws -> (LintRun.Request, RecordingFileSystem) in
      let recorder = RecordingFileSystem()
      let catalog = try RuleCatalog.load(directory: rules, fileSystem: recorder)
      return (tree.request(catalog: catalog), recorder)
    }
    let (first, firstRecorder) = try request()
    #expect(!(try tree.cache.lint(first, recorder: firstRecorder, rulesDirectory: rules)).reused)
    let (second, secondRecorder) = try request()
    #expect(try tree.cache.lint(second, recorder: secondRecorder, rulesDirectory: rules).reused)
    let text = try String(contentsOfFile: rule, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\"error\"", with: "\"warning\"").utf8)
      .write(to: URL(fileURLWithPath: rule))
    let (third, thirdRecorder) = try request()
    let changed = try tree.cache.lint(third, recorder: thirdRecorder, rulesDirectory: rules)
    #expect(!changed.reused)
    #expect(OutcomeSummary(changed.outcome) == OutcomeSummary(try LintRun.run(third)))
  }

  @Test func aMovedFile() throws {
    let tree = try Self.shop()
    try Self.check(tree) {
      try tree.move("Sources/Shop/Cart.swift", to: "Sources/Shop/Views/Cart.swift")
    }
  }

  @Test func aRenamedModule() throws {
    let tree = try Self.shop()
    let (before, after) = try Self.check(tree) {
      try tree.move("Sources/Shop", to: "Sources/Store")
      try tree.write(
        "Package.swift",
        Self.manifest.replacingOccurrences(
          of: "name: \"Shop\", resources", with: "name: \"Store\", resources"))
    }
    #expect(before != after)
  }

  @Test func anAddedFile() throws {
    let tree = try Self.shop()
    let (before, after) = try Self.check(tree) {
      try tree.write("Sources/Shop/Badge.swift", "let badge = Image(\"logo\")\n")
    }
    #expect(before.filesScanned + 1 == after.filesScanned)
  }

  @Test func aRemovedFile() throws {
    let tree = try Self.shop()
    try tree.write("Sources/Shop/Badge.swift", "let badge = Image(\"logo\")\n")
    let (before, after) = try Self.check(tree) { try tree.remove("Sources/Shop/Badge.swift") }
    #expect(before.filesScanned == after.filesScanned + 1)
  }

  @Test func racyInputsSettleOnceOldEnough() throws {
    let tree = try Self.shop()
    let request = tree.request()
    _ = try tree.cache.lint(request)
    let key = try #require(tree.entries().first)
    func hashed() throws -> Int {
      let bytes = try [UInt8](
        Data(contentsOf: URL(fileURLWithPath: tree.cacheDirectory + "/" + key)))
      return try Self.decodedInputs(bytes).filter { $0.hash != nil }.count
    }
    // Just written: the sources were hashed.
    #expect(try hashed() > 0)
    Thread.sleep(forTimeInterval: 2.2)
    let settled = try tree.cache.lint(request)
    #expect(settled.reused)
    #expect(try hashed() == 0)
    // Still checked by stat: an edit is seen.
    try tree.write("Sources/Shop/Cart.swift", "let title = Text(\"cart.title\")\n")
    let edited = try tree.cache.lint(request)
    #expect(!edited.reused)
    #expect(OutcomeSummary(edited.outcome) == OutcomeSummary(try LintRun.run(request)))
  }

  /// The inputs of a cache file, whatever its key.
  static func decodedInputs(_ bytes: [UInt8]) throws -> [RecordedInput] {
    var reader = ByteReader(bytes, from: CacheEntry.magic.count + 16)
    let key = try reader.data()
    return try CacheEntry.decode(bytes, key: key).inputs
  }

  @Test func aCorruptOrTruncatedEntryIsAMiss() throws {
    let tree = try Self.shop()
    let request = tree.request()
    _ = try tree.cache.lint(request)
    let entry = try #require(tree.entries().first)
    let path = tree.cacheDirectory + "/" + entry
    let whole = try Data(contentsOf: URL(fileURLWithPath: path))
    let fresh = OutcomeSummary(try LintRun.run(request))
    var flipped = whole
    flipped[whole.count / 2] ^= 0x55
    for damaged in [whole.prefix(whole.count - 7), flipped, Data(), Data("junk".utf8)] {
      try damaged.write(to: URL(fileURLWithPath: path))
      let result = try tree.cache.lint(request)
      #expect(!result.reused)
      #expect(result.note == nil)
      #expect(OutcomeSummary(result.outcome) == fresh)
      // Written whole again.
      #expect(try tree.cache.lint(request).reused)
    }
  }

  @Test func anUnwritableCacheFolderIsANote() throws {
    let tree = try Self.shop()
    try tree.write("file", "a file, not a folder")
    let cache = RunCache(directory: tree.root + "/file/cache")
    let request = tree.request()
    let result = try cache.lint(request)
    #expect(!result.reused)
    #expect(result.note?.hasPrefix("cannot write the cache in '\(tree.root)/file/cache'") == true)
    #expect(OutcomeSummary(result.outcome) == OutcomeSummary(try LintRun.run(request)))
  }

  @Test func theOldestEntriesAreEvicted() throws {
    let tree = try Self.shop()
    var cache = tree.cache
    cache.entryLimit = 2
    for rule in ["asset-missing-bundle", "localized-string-missing-bundle", "unreadable-file"] {
      var request = tree.request()
      request.ignore = [rule]
      _ = try cache.lint(request)
      // Distinct modification times, whatever the file system's granularity.
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(tree.entries().count == 2)
    var newest = tree.request()
    newest.ignore = ["unreadable-file"]
    #expect(try cache.lint(newest).reused)
  }

  @Test func theDefaultFolderFollowsTheEnvironment() {
    #expect(
      RunCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"])
        == "/x/cache/bundlelint")
    #expect(RunCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative"]) == nil)
    #expect(RunCache.defaultDirectory(environment: [:]) == nil)
    #if os(macOS)
      #expect(
        RunCache.defaultDirectory(environment: ["HOME": "/Users/a"])
          == "/Users/a/Library/Caches/bundlelint")
    #else
      #expect(
        RunCache.defaultDirectory(environment: ["HOME": "/home/a"]) == "/home/a/.cache/bundlelint")
    #endif
  }
}
