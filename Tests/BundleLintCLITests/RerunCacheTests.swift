import Foundation
import Testing

/// The rerun cache through the built binary: a warm rerun prints exactly what a `--no-cache`
/// run prints, whatever the format, the baseline, or other runs at the same time; a damaged or
/// unwritable cache costs a full run and at most a note.
@Suite struct RerunCacheTests {
  /// A fresh cache folder for one test, as `XDG_CACHE_HOME`.
  final class CacheHome {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-cache-home-\(UUID().uuidString)")
    var environment: [String: String?] { ["XDG_CACHE_HOME": url.path] }
    var folder: URL { url.appendingPathComponent("bundlelint") }

    func entries() -> [URL] {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".run") }.map { folder.appendingPathComponent($0) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  static func run(_ arguments: [String], in directory: URL, _ home: CacheHome) throws
    -> BinaryRunner.Result
  {
    try BinaryRunner.run(arguments, in: directory, environment: home.environment)
  }

  /// Expects `result` to print exactly what `--no-cache` prints.
  static func expectSame(
    _ result: BinaryRunner.Result, _ arguments: [String], in directory: URL, _ home: CacheHome,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let fresh = try run(["--no-cache"] + arguments, in: directory, home)
    #expect(result.stdout == fresh.stdout, sourceLocation: sourceLocation)
    #expect(result.stderr == fresh.stderr, sourceLocation: sourceLocation)
    #expect(result.status == fresh.status, sourceLocation: sourceLocation)
  }

  @Test(arguments: ["text", "full", "json", "sarif", "github", "junit", "checkstyle"])
  func aWarmRerunPrintsWhatANoCacheRunPrints(format: String) throws {
    let home = CacheHome()
    let example = try TemporaryPackage(copying: "Example")
    let arguments = ["--format", format, "."]
    let filled = try Self.run(arguments, in: example.root, home)
    #expect(home.entries().count == 1)
    let modified = try FileManager.default.attributesOfItem(atPath: home.entries()[0].path)
    let warm = try Self.run(arguments, in: example.root, home)
    #expect(warm.stdout == filled.stdout)
    #expect(warm.stderr == filled.stderr)
    #expect(warm.status == 1)
    try Self.expectSame(warm, arguments, in: example.root, home)
    // The warm run used the entry (it marks it used) and wrote no other.
    #expect(home.entries().count == 1)
    let used = try FileManager.default.attributesOfItem(atPath: home.entries()[0].path)
    #expect(
      (used[.modificationDate] as? Date)! >= (modified[.modificationDate] as? Date)!)
  }

  @Test func noCacheNeitherReadsNorWrites() throws {
    let home = CacheHome()
    let example = try TemporaryPackage(copying: "Example")
    let result = try Self.run(["--no-cache", "."], in: example.root, home)
    #expect(result.status == 1)
    #expect(!FileManager.default.fileExists(atPath: home.folder.path))
  }

  @Test func cacheDirChoosesTheFolder() throws {
    let home = CacheHome()
    let example = try TemporaryPackage(copying: "Example")
    _ = try Self.run(["--cache-dir", "ci-cache", "."], in: example.root, home)
    let written = try FileManager.default.contentsOfDirectory(
      atPath: example.root.appendingPathComponent("ci-cache").path)
    #expect(written.filter { $0.hasSuffix(".run") }.count == 1)
    #expect(!FileManager.default.fileExists(atPath: home.folder.path))
  }

  @Test func aSwiftEditThenABaselineEdit() throws {
    let home = CacheHome()
    let package = try AdoptionTests.shop("let title = Text(\"cart.title\")\n")
    let arguments = ["--baseline", "baseline.json", "."]
    _ = try Self.run(["--write-baseline", "baseline.json", "."], in: package.root, home)
    _ = try Self.run(arguments, in: package.root, home)
    try package.write(
      "Sources/Shop/Cart.swift", "let title = Text(\"cart.title\")\nlet l = Image(\"logo\")\n")
    let edited = try Self.run(arguments, in: package.root, home)
    #expect(edited.status == 1)
    try Self.expectSame(edited, arguments, in: package.root, home)
    try package.write("baseline.json", "{\"version\": 1, \"findings\": []}")
    let rebased = try Self.run(arguments, in: package.root, home)
    try Self.expectSame(rebased, arguments, in: package.root, home)
  }

  @Test func aRerunAfterAnEditLintsTheEditedFileAlone() throws {
    let home = CacheHome()
    let package = try AdoptionTests.shop(
      "let title = Text(\"cart.title\")\n",
      extra: [
        "Sources/Shop/Other.swift": "struct Other {}\n",
        "Sources/Shop/Util.swift": "import SwiftUI\nlet spacing = 8\n",
      ])
    var environment = home.environment
    environment["BUNDLELINT_CACHE_TRACE"] = "1"
    let filled = try BinaryRunner.run(["."], in: package.root, environment: environment)
    #expect(filled.stderr.contains("bundlelint: cache: from scratch"))
    try package.write(
      "Sources/Shop/Cart.swift", "let title = Text(\"cart.title\")\nlet l = Image(\"logo\")\n")
    let edited = try BinaryRunner.run(["."], in: package.root, environment: environment)
    #expect(edited.stderr.contains("bundlelint: cache: 2 files' first pass reused"))
    let fresh = try Self.run(["--no-cache", "."], in: package.root, home)
    #expect(edited.stdout == fresh.stdout)
    #expect(edited.status == fresh.status)
    #expect(
      edited.stderr.split(separator: "\n").filter { !$0.hasPrefix("bundlelint: cache:") }
        == fresh.stderr.split(separator: "\n"))
    let warm = try BinaryRunner.run(["."], in: package.root, environment: environment)
    #expect(warm.stderr.contains("bundlelint: cache: served whole"))
    #expect(warm.stdout == fresh.stdout)
  }

  @Test func twoRunsAtOnceOnTheSameCache() throws {
    let home = CacheHome()
    let example = try TemporaryPackage(copying: "Example")
    let arguments = ["--format", "json", "."]
    let fresh = try Self.run(["--no-cache"] + arguments, in: example.root, home)
    for _ in 0..<2 {
      let results = Results()
      let root = example.root
      let environment = home.environment
      DispatchQueue.concurrentPerform(iterations: 4) { _ in
        results.add(try? BinaryRunner.run(arguments, in: root, environment: environment))
      }
      #expect(results.all.count == 4)
      for result in results.all {
        #expect(result?.stdout == fresh.stdout)
        #expect(result?.stderr == fresh.stderr)
        #expect(result?.status == fresh.status)
      }
    }
    #expect(home.entries().count == 1)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.folder.path)
      .filter { !$0.hasSuffix(".run") && !$0.hasSuffix(".files") }
    #expect(leftovers.isEmpty)
  }

  /// The results of runs made at once.
  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var all: [BinaryRunner.Result?] = []

    func add(_ result: BinaryRunner.Result?) {
      lock.lock()
      all.append(result)
      lock.unlock()
    }
  }

  @Test func aCorruptOrTruncatedCacheIsAFullRunWithoutANote() throws {
    let home = CacheHome()
    let example = try TemporaryPackage(copying: "Example")
    _ = try Self.run(["."], in: example.root, home)
    let entry = try #require(home.entries().first)
    let whole = try Data(contentsOf: entry)
    for damaged in [whole.prefix(whole.count / 3), Data(repeating: 0xFF, count: whole.count)] {
      try damaged.write(to: entry)
      let result = try Self.run(["."], in: example.root, home)
      #expect(!result.stderr.contains("note: cannot"))
      try Self.expectSame(result, ["."], in: example.root, home)
    }
  }

  @Test func anUnwritableCacheFolderIsANote() throws {
    let home = CacheHome()
    let example = try TemporaryPackage(copying: "Example")
    try example.write("blocker", "a file where the cache folder would be")
    let result = try Self.run(["--cache-dir", "blocker/cache", "."], in: example.root, home)
    let fresh = try Self.run(["--no-cache", "."], in: example.root, home)
    #expect(result.stdout == fresh.stdout)
    #expect(result.status == fresh.status)
    #expect(
      result.stderr
        == "bundlelint: note: cannot write the cache in '\(example.root.path)/blocker/cache' (not a directory); use '--cache-dir DIR' or '--no-cache'\n"
        + fresh.stderr)
  }
}
