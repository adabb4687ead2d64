import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Unreadable files and folders, with the file system injected so the cases run as root too.
@Suite struct InjectedFileSystemTests {
  /// An in-memory file system in which some files cannot be read.
  struct LockedFiles: FileSystem {
    var base: InMemoryFileSystem
    var locked: Set<String>

    var currentDirectory: String { base.currentDirectory }
    func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
      try base.entries(in: directory)
    }
    func type(of path: String) -> FileType? { base.type(of: path) }
    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
      if locked.contains(path) { throw .permissionDenied }
      return try base.readFile(path)
    }
    func realPath(_ path: String) throws(FileSystemError) -> String { try base.realPath(path) }
  }

  /// A package at /repo/Pkg whose target owns resources, with one ordinary file that has a finding.
  static func package() -> InMemoryFileSystem {
    var fs = InMemoryFileSystem(currentDirectory: "/repo")
    fs.addFile(
      "/repo/Pkg/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Pkg", defaultLocalization: "en",
        targets: [.target(name: "Mod", resources: [.process("Resources")])])

      """)
    fs.addFile("/repo/Pkg/Sources/Mod/Resources/en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
    fs.addFile("/repo/Pkg/Sources/Mod/Good.swift", "import SwiftUI\nlet good = Text(\"a\")\n")
    return fs
  }

  static func lint(_ fs: any FileSystem) throws -> LintRun.Outcome {
    try LintRun.run(
      LintRun.Request(
        paths: ["Pkg"], currentDirectory: "/repo", manifestMode: .static,
        catalog: RuleCatalog.builtin),
      fileSystem: fs)
  }

  static func mentions(_ outcome: LintRun.Outcome, _ path: String) -> Bool {
    outcome.diagnostics.contains {
      $0.location.path.hasSuffix(path) && $0.ruleID == "unreadable-file"
    }
      || outcome.problems.contains { $0.path.hasSuffix(path) }
  }

  @Test func unreadableFileIsReportedAndTheRestIsLinted() throws {
    var fs = Self.package()
    fs.addFile("/repo/Pkg/Sources/Mod/Secret.swift", "let t = Text(\"a\")\n")
    let outcome = try Self.lint(
      LockedFiles(base: fs, locked: ["/repo/Pkg/Sources/Mod/Secret.swift"]))
    #expect(
      Self.mentions(outcome, "Pkg/Sources/Mod/Secret.swift"),
      "\(outcome.diagnostics.map(\.message)) \(outcome.problems)")
    #expect(
      outcome.diagnostics.contains {
        $0.location.path.hasSuffix("Good.swift") && $0.ruleID != "unreadable-file"
      })
  }

  @Test func unreadableStringTableIsReported() throws {
    let table = "/repo/Pkg/Sources/Mod/Resources/en.lproj/Localizable.strings"
    let outcome = try Self.lint(LockedFiles(base: Self.package(), locked: [table]))
    #expect(
      outcome.diagnostics.filter { $0.location.path == table }.map(\.ruleID) == [
        "unreadable-file"
      ])
    #expect(
      outcome.diagnostics.contains {
        $0.ruleID == "unreadable-file" && $0.message.contains("permission denied")
      })
    // Linting one file does not read the tables for their own findings: nothing about them.
    let one = try LintRun.run(
      LintRun.Request(
        paths: ["Pkg/Sources/Mod/Good.swift"], currentDirectory: "/repo", manifestMode: .static,
        catalog: RuleCatalog.builtin),
      fileSystem: LockedFiles(base: Self.package(), locked: [table]))
    #expect(!one.diagnostics.contains { $0.ruleID == "unreadable-file" })
  }

  @Test func unreadableAssetCatalogIsReportedOnce() throws {
    var fs = Self.package()
    fs.addUnreadableDirectory("/repo/Pkg/Sources/Mod/Resources/Media.xcassets")
    let outcome = try Self.lint(fs)
    #expect(
      outcome.diagnostics.filter { $0.ruleID == "unreadable-file" }.map(\.location.path) == [
        "/repo/Pkg/Sources/Mod/Resources/Media.xcassets"
      ])
  }

  @Test func unreadableFolderIsReportedAndTheRestIsLinted() throws {
    var fs = Self.package()
    fs.addUnreadableDirectory("/repo/Pkg/Sources/Mod/Locked")
    let outcome = try Self.lint(fs)
    #expect(
      Self.mentions(outcome, "Pkg/Sources/Mod/Locked"),
      "\(outcome.diagnostics.map(\.message)) \(outcome.problems)")
    #expect(
      outcome.diagnostics.contains {
        $0.location.path.hasSuffix("Good.swift") && $0.ruleID != "unreadable-file"
      })
  }

  @Test func unreadableManifestSkipsItsPackage() throws {
    let outcome = try Self.lint(
      LockedFiles(base: Self.package(), locked: ["/repo/Pkg/Package.swift"]))
    #expect(
      Self.mentions(outcome, "Pkg/Package.swift"),
      "\(outcome.diagnostics.map(\.message)) \(outcome.problems)")
  }
}

/// A whole run with its configuration and baseline in memory: every file is read through the
/// injected file system, none from the disk.
@Suite struct InMemoryAdoptionTests {
  @Test func configurationAndBaselineAreReadThroughTheFileSystem() throws {
    var fs = InjectedFileSystemTests.package()
    fs.addFile(
      "/repo/Pkg/Sources/Mod/Bad.swift",
      "import SwiftUI\nlet a = Text(\"a\")\nlet b = Text(\"a\", bundle: .main)\n")
    fs.addFile(
      "/repo/Pkg/.bundlelint.json",
      #"{"rules": {"localized-string-missing-bundle": {"severity": "note"}}, "failOn": "error"}"#)
    let outcome = try InjectedFileSystemTests.lint(fs)
    #expect(outcome.problems.isEmpty)
    #expect(outcome.configuredFailOn == .error)
    let findings = outcome.diagnostics.filter { $0.location.path.hasSuffix("Bad.swift") }
    #expect(findings.map(\.location.line) == [2, 3])
    #expect(
      findings.allSatisfy { $0.ruleID == "localized-string-missing-bundle" && $0.severity == .note }
    )

    // Record the finding of line 2 only, then lint with that baseline.
    let recorded = Baseline.make(
      from: findings.filter { $0.location.line == 2 }, relativeTo: "/repo")
    fs.addFile("/repo/baseline.json", recorded.encode())
    let baseline = try Baseline.load(
      path: "/repo/baseline.json", relativeTo: "/repo", fileSystem: fs)
    let filtered = baseline.filter(findings, relativeTo: "/repo")
    #expect(filtered.new.map(\.location.line) == [3])
    #expect(filtered.matched == 1)
    #expect(throws: BaselineError.unreadable(file: "/repo/none.json")) {
      try Baseline.load(path: "/repo/none.json", relativeTo: "/repo", fileSystem: fs)
    }
  }

  @Test func anUnreadableConfigurationIsAnError() throws {
    var fs = InjectedFileSystemTests.package()
    fs.addFile("/repo/Pkg/.bundlelint.json", "{}")
    let locked = InjectedFileSystemTests.LockedFiles(
      base: fs, locked: ["/repo/Pkg/.bundlelint.json"])
    #expect(throws: LintRun.Failure.self) { try InjectedFileSystemTests.lint(locked) }
    #expect(throws: ConfigurationError.unreadable(file: "/repo/Pkg/.bundlelint.json")) {
      try Configuration.load(path: "/repo/Pkg/.bundlelint.json", fileSystem: locked)
    }
  }

  @Test func anInvalidConfigurationInMemoryNamesItsKey() throws {
    var fs = InjectedFileSystemTests.package()
    fs.addFile("/repo/Pkg/.bundlelint.json", #"{"failOn": "sometimes"}"#)
    do {
      _ = try InjectedFileSystemTests.lint(fs)
      Issue.record("the run accepted an invalid configuration")
    } catch {
      #expect(
        "\(error)"
          == "/repo/Pkg/.bundlelint.json: error: 'failOn': 'sometimes' is not 'warning', 'error' or 'never'"
      )
    }
  }
}
