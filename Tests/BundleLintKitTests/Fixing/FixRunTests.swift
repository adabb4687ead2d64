import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The fix loop on in-memory packages: rounds, applicability, the filter.
@Suite struct FixRunTests {
  static func package(_ code: String) -> InMemoryFileSystem {
    var files = InMemoryFileSystem(currentDirectory: "/p")
    files.addFile(
      "/p/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Shop", defaultLocalization: "en", targets: [
        .target(name: "Shop", resources: [.process("Resources")]),
      ])
      """)
    files.addFile("/p/Sources/Shop/Resources/en.lproj/Localizable.strings", "\"k\" = \"K\";\n")
    files.addFile("/p/Sources/Shop/A.swift", code)
    return files
  }

  static func request() -> LintRun.Request {
    LintRun.Request(
      paths: ["/p"], currentDirectory: "/p", manifestMode: .static, catalog: .builtin)
  }

  @Test func safeFixesAreAppliedAndTheResultIsLintedAgain() throws {
    let files = Self.package("let a = Text(\"k\")\nlet b = Text(\"k\", bundle: nil)\n")
    let result = try FixRun.run(Self.request(), fileSystem: files, allowingUnsafe: false)
    #expect(result.files.count == 1)
    #expect(
      String(decoding: result.files[0].fixed, as: UTF8.self)
        == "let a = Text(\"k\", bundle: .module)\nlet b = Text(\"k\", bundle: .module)\n")
    #expect(result.fixCount == 2)
    #expect(result.rounds == 1)
    #expect(result.outcome.diagnostics.isEmpty)
    // Nothing was written: the file system still has the original.
    #expect(try files.readFile("/p/Sources/Shop/A.swift") == result.files[0].original)
  }

  @Test func whatTheFilterLeavesOutIsNotFixed() throws {
    let files = Self.package("let a = Text(\"k\")\n")
    let result = try FixRun.run(Self.request(), fileSystem: files, allowingUnsafe: true) { _ in [] }
    #expect(result.files.isEmpty)
    #expect(result.outcome.diagnostics.count == 1)
  }

  @Test func aCleanPackageTakesNoRound() throws {
    let files = Self.package("let a = Text(\"k\", bundle: .module)\n")
    let result = try FixRun.run(Self.request(), fileSystem: files, allowingUnsafe: true)
    #expect(result.files.isEmpty)
    #expect(result.rounds == 0)
  }
}

extension FixRunTests {
  /// The rewrite of `Toggle` copies its `isOn:` argument, which holds another finding's edit:
  /// the overlapping fix waits for the second round, which finds it again in the new text.
  @Test func anOverlappingFixIsAppliedInTheNextRound() throws {
    let files = Self.package(
      "let t = Toggle(\"k\", isOn: flag(NSLocalizedString(\"k\", comment: \"\")))\n")
    let result = try FixRun.run(Self.request(), fileSystem: files, allowingUnsafe: true)
    #expect(
      String(decoding: try #require(result.files.first).fixed, as: UTF8.self)
        == "let t = Toggle(isOn: flag(NSLocalizedString(\"k\", bundle: .module, comment: \"\"))) { Text(\"k\", bundle: .module) }\n"
    )
    #expect(result.rounds == 2)
    #expect(result.fixCount == 2)
    #expect(result.outcome.diagnostics.isEmpty)
  }
}

/// A file system whose file at `path` holds other bytes from its second read on: a file an
/// editor saves while the run goes on.
final class ChangingFileSystem: FileSystem, @unchecked Sendable {
  let base: InMemoryFileSystem
  let path: String
  let later: [UInt8]
  private var reads = 0

  init(_ base: InMemoryFileSystem, changing path: String, to later: String) {
    self.base = base
    self.path = path
    self.later = Array(later.utf8)
  }

  var currentDirectory: String { base.currentDirectory }
  func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
    try base.entries(in: directory)
  }
  func type(of path: String) -> FileType? { base.type(of: path) }
  func realPath(_ path: String) throws(FileSystemError) -> String { try base.realPath(path) }
  func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
    guard path == self.path else { return try base.readFile(path) }
    reads += 1
    return reads == 1 ? try base.readFile(path) : later
  }
}

extension FixRunTests {
  @Test func aFileChangedDuringTheRunIsLeftAloneAndSaid() throws {
    let files = Self.package("let a = Text(\"k\")\n")
    let changing = ChangingFileSystem(
      files, changing: "/p/Sources/Shop/A.swift", to: "// edited\nlet a = Text(\"k\")\n")
    let result = try FixRun.run(Self.request(), fileSystem: changing, allowingUnsafe: true)
    #expect(result.files.isEmpty)
    #expect(result.changedDuringRun == ["/p/Sources/Shop/A.swift"])
  }
}

extension FixRunTests {
  /// `Text("k")` beside a `Text(verbatim:)` phrase is a warning with an unsafe fix while nothing
  /// in its type passes a bundle; the safe fix of `Image("logo")` passes one, and the next lint
  /// grades the `Text` an error with a safe fix. The loop keeps the first report's word.
  static let verbatimType = """
    struct Paywall: View {
      var body: some View { VStack { Text(verbatim: "Purchase Subscription"); Text("k"); Image("logo") } }
    }

    """

  static func withCatalog(_ code: String) -> InMemoryFileSystem {
    var files = package(code)
    files.addFile("/p/Sources/Shop/Media.xcassets/Contents.json", "{}")
    files.addFile("/p/Sources/Shop/Media.xcassets/logo.imageset/Contents.json", "{}")
    return files
  }

  @Test func aFixTheFirstReportCalledUnsafeStaysUnappliedWhenAnotherFixMakesItSafe() throws {
    let files = Self.withCatalog(Self.verbatimType)
    let first = try LintRun.run(Self.request(), fileSystem: files)
    let text = try #require(
      first.diagnostics.first { $0.ruleID == "localized-string-missing-bundle" })
    #expect(text.fix?.applicability == .unsafe)

    let result = try FixRun.run(Self.request(), fileSystem: files, allowingUnsafe: false)
    let fixed = String(decoding: try #require(result.files.first).fixed, as: UTF8.self)
    #expect(fixed.contains("Image(\"logo\", bundle: .module)"))
    #expect(fixed.contains("Text(\"k\");"))
    #expect(result.fixCount == 1)
    #expect(result.unsafeLeft == 1)
    // The linted result would call it safe now; what is left keeps the first report's grade.
    let left = try #require(
      result.outcome.diagnostics.first { $0.ruleID == "localized-string-missing-bundle" })
    #expect(left.severity == .error)
    #expect(left.fix?.applicability == .unsafe)

    let unsafe = try FixRun.run(Self.request(), fileSystem: files, allowingUnsafe: true)
    let all = String(decoding: try #require(unsafe.files.first).fixed, as: UTF8.self)
    #expect(all.contains("Text(\"k\", bundle: .module)"))
    #expect(unsafe.fixCount == 2)
  }

  /// A finding the fixes themselves bring about was in no report the user read: it is left.
  @Test func aFindingOnlyALaterRoundSeesIsNotFixed() {
    var decisions = FixDecisions([], allowingUnsafe: true)
    let later = Diagnostic(
      ruleID: "asset-missing-bundle", severity: .error, message: "m",
      location: SourceLocation(path: "/p/A.swift", offset: 3, line: 1, column: 4),
      fix: Fix(
        title: "t",
        edits: [
          Edit(
            start: SourceLocation(path: "/p/A.swift", offset: 5, line: 1, column: 6),
            end: SourceLocation(path: "/p/A.swift", offset: 5, line: 1, column: 6),
            replacement: "x")
        ], applicability: .safe))
    #expect(decisions.candidates(in: [later]).isEmpty)
    decisions.record([], in: "/p/A.swift")
    #expect(decisions.decided([later]) == [later])
  }
}
