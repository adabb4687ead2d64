import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `LintRun.contextFiles`: linting part of a package reads the rest of it, unreported.
@Suite struct ContextFilesTests {
  static func scan(lint paths: [String]) throws -> (WorkspaceScan, [LintRun.PackageSetup]) {
    var fs = InMemoryFileSystem(currentDirectory: "/p")
    fs.addFile(
      "/p/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B")])
      """)
    for path in ["Sources/A/A1.swift", "Sources/A/A2.swift", "Sources/B/B1.swift"] {
      fs.addFile("/p/" + path, "struct S {}\n")
    }
    let scan = Project.load(paths: paths, fileSystem: fs, currentDirectory: "/p")
    let request = LintRun.Request(
      paths: paths, currentDirectory: "/p", manifestMode: .static, catalog: .builtin)
    let setups = try scan.packages.map {
      try LintRun.PackageSetup(package: $0, request: request, fileSystem: fs)
    }
    return (scan, setups)
  }

  @Test func aWholePackageHasNoContextFiles() throws {
    let (scan, setups) = try Self.scan(lint: ["."])
    #expect(scan.files.count == 3)
    #expect(LintRun.contextFiles(of: scan.files, scan, setups: setups).isEmpty)
  }

  @Test func aFolderOfAPackageHasTheRestOfItAsContext() throws {
    let (scan, setups) = try Self.scan(lint: ["Sources/A"])
    #expect(scan.files.map(\.path) == ["/p/Sources/A/A1.swift", "/p/Sources/A/A2.swift"])
    let context = LintRun.contextFiles(of: scan.files, scan, setups: setups)
    #expect(context.map(\.path) == ["/p/Sources/B/B1.swift"])
    // One file: the rest of the package, both modules.
    let one = Array(scan.files.prefix(1))
    #expect(
      LintRun.contextFiles(of: one, scan, setups: setups).map(\.path) == [
        "/p/Sources/A/A2.swift", "/p/Sources/B/B1.swift",
      ])
  }
}
