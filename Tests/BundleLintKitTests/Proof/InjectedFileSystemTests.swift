import Testing

@testable import BundleLintKit

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

  /// A package at /work/Pkg whose target owns resources, with one ordinary file that has a finding.
  static func package() -> InMemoryFileSystem {
    var fs = InMemoryFileSystem(currentDirectory: "/work")
    fs.addFile("/work/Pkg/Package.swift", """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Pkg", defaultLocalization: "en",
        targets: [.target(name: "Mod", resources: [.process("Resources")])])

      """)
    fs.addFile("/work/Pkg/Sources/Mod/Resources/en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
    fs.addFile("/work/Pkg/Sources/Mod/Good.swift", "import SwiftUI\nlet good = Text(\"a\")\n")
    return fs
  }

  static func lint(_ fs: any FileSystem) throws -> LintRun.Outcome {
    try LintRun.run(
      LintRun.Request(paths: ["Pkg"], currentDirectory: "/work", manifestMode: .static,
                      catalog: RuleCatalog.builtin),
      fileSystem: fs)
  }

  static func mentions(_ outcome: LintRun.Outcome, _ path: String) -> Bool {
    outcome.diagnostics.contains { $0.location.path.hasSuffix(path) && $0.ruleID == LintRun.unreadableFileRuleID }
      || outcome.problems.contains { $0.path.hasSuffix(path) }
  }

  @Test func unreadableFileIsReportedAndTheRestIsLinted() throws {
    var fs = Self.package()
    fs.addFile("/work/Pkg/Sources/Mod/Secret.swift", "let t = Text(\"a\")\n")
    let outcome = try Self.lint(LockedFiles(base: fs, locked: ["/work/Pkg/Sources/Mod/Secret.swift"]))
    #expect(Self.mentions(outcome, "Pkg/Sources/Mod/Secret.swift"), "\(outcome.diagnostics.map(\.message)) \(outcome.problems)")
    #expect(outcome.diagnostics.contains { $0.location.path.hasSuffix("Good.swift") && $0.ruleID != LintRun.unreadableFileRuleID })
  }

  @Test func unreadableFolderIsReportedAndTheRestIsLinted() throws {
    var fs = Self.package()
    fs.addUnreadableDirectory("/work/Pkg/Sources/Mod/Locked")
    let outcome = try Self.lint(fs)
    #expect(Self.mentions(outcome, "Pkg/Sources/Mod/Locked"), "\(outcome.diagnostics.map(\.message)) \(outcome.problems)")
    #expect(outcome.diagnostics.contains { $0.location.path.hasSuffix("Good.swift") && $0.ruleID != LintRun.unreadableFileRuleID })
  }

  @Test func unreadableManifestSkipsItsPackage() throws {
    let outcome = try Self.lint(LockedFiles(base: Self.package(), locked: ["/work/Pkg/Package.swift"]))
    #expect(Self.mentions(outcome, "Pkg/Package.swift"), "\(outcome.diagnostics.map(\.message)) \(outcome.problems)")
  }
}
