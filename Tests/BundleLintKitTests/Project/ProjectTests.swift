import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct ProjectTests {
  static let packages = ManifestFixtures.fixtures + "/Packages"
  static let outer = packages + "/Outer"

  private func relativeFiles(_ scan: WorkspaceScan, to root: String) -> [String] {
    scan.files.map { PathName.relative($0.path, to: root) ?? $0.path }
  }

  @Test func findsNestedPackagesAndOnlyTheFilesSwiftPMCompiles() {
    let scan = Project.load(paths: [Self.outer])
    #expect(scan.problems.isEmpty)
    #expect(scan.explicitFiles == nil)
    #expect(
      scan.packages.map { PathName.relative($0.root, to: Self.outer) } == [
        "", "Sources/Outer/Plugin", "Vendor/Inner",
      ])
    #expect(
      relativeFiles(scan, to: Self.outer) == [
        "Sources/Outer/Nested/Nested.swift",
        "Sources/Outer/Outer.swift",
        "Sources/Outer/Plugin/Sources/Plugin/Plugin.swift",
        "Sources/Tool/main.swift",
        "Tests/OuterTests/OuterTests.swift",
        "Vendor/Inner/Sources/Inner/Inner.swift",
      ])
    let outer = scan.packages[0]
    #expect(
      outer.modules.map(\.directory) == [
        "Sources/Outer", "Sources/Outer/Nested", "Sources/Tool", "Tests/OuterTests",
      ])
    // Each file is linted in the module that compiles it.
    for file in scan.files {
      #expect(
        scan.packages[file.packageIndex].modules[file.moduleIndex].swiftFiles.contains(file.path))
    }
  }

  @Test func aSwiftFileNamedDirectlyIsLintedAloneInItsModule() throws {
    let file = Self.outer + "/Sources/Outer/Nested/Nested.swift"
    let scan = Project.load(paths: [file])
    #expect(scan.problems.isEmpty)
    #expect(scan.packages.map(\.root) == [Self.outer])
    let explicit = try #require(scan.explicitFiles)
    #expect(explicit.map(\.path) == [file])
    #expect(scan.files == explicit)
    #expect(scan.packages[0].modules[explicit[0].moduleIndex].target.name == "Nested")
  }

  @Test func aRelativePathIsResolvedAgainstTheCurrentDirectory() throws {
    let scan = Project.load(paths: ["Sources/Tool/main.swift"], currentDirectory: Self.outer)
    #expect(scan.files.map(\.path) == [Self.outer + "/Sources/Tool/main.swift"])
  }

  @Test func filesOutsideEveryTargetOrExcludedAreNotLinted() {
    for path in [
      "Scripts/script.swift", "Sources/Outer/Generated/Generated.swift",
      "Sources/Tool/Unused.swift",
    ] {
      let scan = Project.load(paths: [Self.outer + "/" + path])
      #expect(scan.files.isEmpty, "\(path)")
      #expect(scan.problems.map(\.kind) == [.noPackage], "\(path)")
      #expect(scan.problems.first?.detail.contains("no target") == true, "\(path)")
    }
  }

  @Test func aFolderInsideAPackageSelectsItsFilesAndThePackagesBelowIt() {
    let scan = Project.load(paths: [Self.outer + "/Sources/Outer"])
    #expect(
      relativeFiles(scan, to: Self.outer) == [
        "Sources/Outer/Nested/Nested.swift",
        "Sources/Outer/Outer.swift",
        "Sources/Outer/Plugin/Sources/Plugin/Plugin.swift",
      ])
  }

  @Test func missingPathsAndFoldersWithoutPackagesAreReported() {
    var fileSystem = InMemoryFileSystem()
    fileSystem.addFile("/empty/readme.md", "hi")
    let scan = Project.load(
      paths: ["/nowhere", "/empty", "/empty/readme.md"], fileSystem: fileSystem)
    #expect(scan.packages.isEmpty)
    #expect(scan.problems.map(\.kind) == [.notFound, .noPackage, .noPackage])
    #expect(scan.problems.map(\.path) == ["/nowhere", "/empty", "/empty/readme.md"])
  }

  @Test func aManifestOfImportsOnlyKeepsItsFolderOutQuietly() {
    var fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/lib/Package.swift",
      "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Lib\", targets: [.target(name: \"Lib\")])\n"
    )
    fileSystem.addFile("/lib/Sources/Lib/Lib.swift", "struct Lib {}\n")
    fileSystem.addFile(
      "/lib/Demo/Package.swift",
      "// swift-tools-version:5.9\nimport PackageDescription\n// Keeps this folder out of Lib\n")
    fileSystem.addFile("/lib/Demo/Demo.swift", "struct Demo {}\n")
    let scan = Project.load(paths: ["/lib"], fileSystem: fileSystem)
    #expect(scan.problems.isEmpty)
    #expect(scan.files.map(\.path) == ["/lib/Sources/Lib/Lib.swift"])
  }

  @Test func picksTheVersionSpecificManifest() throws {
    let scan = Project.load(paths: [ManifestFixtures.manifestFolder("Variant59")])
    let package = try #require(scan.packages.first)
    #expect(package.manifestPath.hasSuffix("/Package@swift-5.9.swift"))
    #expect(package.modules.map(\.target.name) == ["New"])
  }

  @Test(arguments: ["Empty", "Binary", "Incomplete"])
  func unreadableManifestsSkipThePackageWithAClearMessage(folder: String) throws {
    let scan = Project.load(paths: [ManifestFixtures.manifestFolder(folder)])
    #expect(scan.packages.isEmpty)
    let problem = try #require(scan.problems.first)
    #expect(problem.kind == .unreadableManifest)
    #expect(problem.path.hasSuffix("/\(folder)/Package.swift"))
    #expect(problem.detail.contains("the package is skipped"))
  }

  @Test func symlinkLoopsUnreadableFoldersAndOddNamesAreReportedOnceAndSkipped() {
    var fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/p/Package.swift",
      "// swift-tools-version:5.9\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])"
    )
    fileSystem.addFile("/p/Sources/A/A.swift")
    fileSystem.addFile("/p/Sources/A/Sub/B.swift")
    fileSystem.addSymlink("/p/Sources/A/Sub/back", to: "..")
    fileSystem.addSymlink("/p/Sources/A/self", to: "/p/Sources/A/self")
    fileSystem.addSymlink("/p/Sources/A/Linked.swift", to: "Sub/B.swift")
    fileSystem.addSymlink("/p/Sources/A/broken.swift", to: "nothing.swift")
    fileSystem.addUnreadableDirectory("/p/Sources/A/Locked")
    fileSystem.addFile("/p/Sources/A/bad\u{FFFD}.swift")
    fileSystem.invalidNames = ["/p/Sources/A/bad\u{FFFD}.swift"]
    fileSystem.addFile("/p/.build/checkouts/Dep/Package.swift", "garbage(")
    fileSystem.addFile("/p/Sources/A/.hidden/C.swift")
    fileSystem.addFile("/p/Sources/A/node_modules/x/D.swift")
    let scan = Project.load(paths: ["/p", "/p/Sources"], fileSystem: fileSystem)
    #expect(
      scan.files.map(\.path) == [
        "/p/Sources/A/A.swift", "/p/Sources/A/Linked.swift", "/p/Sources/A/Sub/B.swift",
      ])
    #expect(
      scan.problems.map { "\($0.kind) \($0.path)" }.sorted()
        == [
          "unreadableFile /p/Sources/A/bad\u{FFFD}.swift",
          // A Swift source of target A: SwiftPM would compile it, so it is needed.
          "brokenSymlink /p/Sources/A/broken.swift",
          "unreadableFolder /p/Sources/A/Locked",
        ].sorted())
    // Links that loop and that no target needs are counted, not reported.
    #expect(scan.skippedLinks == ["/p/Sources/A/Sub/back", "/p/Sources/A/self"])
  }

  @Test func mapBuiltTargetsFallBackOnTheFolderLayout() throws {
    var fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/m/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "M",
        targets: ["Alpha", "Beta"].map { .target(name: $0) } + [.testTarget(name: "AlphaTests", path: "Tests/Custom")]
      )
      """)
    fileSystem.addFile("/m/Sources/Alpha/Alpha.swift")
    fileSystem.addFile("/m/Sources/Beta/Beta.swift")
    fileSystem.addFile("/m/Sources/Beta/en.lproj/Localizable.strings")
    fileSystem.addFile("/m/Tests/Custom/AlphaTests.swift")
    fileSystem.addFile("/m/Tests/BetaTests/BetaTests.swift")
    let scan = Project.load(paths: ["/m"], fileSystem: fileSystem)
    let package = try #require(scan.packages.first)
    #expect(package.manifest.readMode == .partial)
    #expect(package.modules.map(\.target.name) == ["AlphaTests", "Alpha", "Beta", "BetaTests"])
    #expect(package.modules.map(\.target.kind) == [.test, .regular, .regular, .test])
    #expect(package.modules[2].resources.ownsBundle)
    #expect(scan.files.count == 4)
  }

  @Test func packageBoundariesFollowSwiftPM() throws {
    var fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/r/Package.swift",
      """
      // swift-tools-version:5.9
      let package = Package(name: "R", targets: [
        .target(name: "Core", path: "Sources", resources: [.copy("../Sources/PrivacyInfo.xcprivacy")]),
        .target(name: "Mirror", path: "Mirror"),
        .testTarget(name: "CoreTests", path: "Tests/CoreTests"),
      ])
      """)
    // A model type called `Package`: a source file, not a manifest.
    fileSystem.addFile("/r/Sources/Models/Package.swift", "final class Package {}")
    fileSystem.addFile("/r/Sources/Models/Offer.swift")
    fileSystem.addFile("/r/Sources/PrivacyInfo.xcprivacy")
    // The same folder reached through a link is compiled at both places, as SwiftPM does.
    fileSystem.addSymlink("/r/Mirror", to: "Sources")
    // `Tests` is a package of its own, but `CoreTests` names a folder inside it.
    fileSystem.addFile(
      "/r/Tests/Package.swift", "// swift-tools-version:5.9\nlet package = Package(name: \"T\")")
    fileSystem.addFile("/r/Tests/CoreTests/CoreTests.swift")
    fileSystem.addFile("/r/Tests/Other/Other.swift")
    let scan = Project.load(paths: ["/r"], fileSystem: fileSystem)
    let package = try #require(scan.packages.first { $0.root == "/r" })
    #expect(
      package.modules.map { "\($0.target.name) \($0.swiftFiles.count)" } == [
        "Core 2", "Mirror 2", "CoreTests 1",
      ])
    #expect(package.modules[0].resources.resources == ["Sources/PrivacyInfo.xcprivacy"])
    #expect(package.problems.isEmpty)
    #expect(scan.packages.map(\.root) == ["/r", "/r/Tests"])
    // A file named directly is linted in the outer package: `Models` is no package.
    let file = Project.load(paths: ["/r/Sources/Models/Offer.swift"], fileSystem: fileSystem)
    #expect(file.files.map(\.path) == ["/r/Sources/Models/Offer.swift"])
    #expect(file.packages.map(\.root) == ["/r"])
  }

  @Test func aLoneTargetMayTakeTheWholeSourcesFolderFrom59() throws {
    var fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/s/Package.swift",
      "// swift-tools-version:5.9\nlet package = Package(name: \"S\", targets: [.target(name: \"Lib\")])"
    )
    fileSystem.addFile("/s/Sources/main.swift")
    let scan = Project.load(paths: ["/s"], fileSystem: fileSystem)
    #expect(scan.packages.first?.modules.first?.directory == "Sources")
    #expect(scan.files.map(\.path) == ["/s/Sources/main.swift"])
  }

  @Test func walksTheRealFileSystemThroughLoopsAndOddNames() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bundlelint-walk-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let fileManager = FileManager.default
    try fileManager.createDirectory(atPath: root + "/Sources/A", withIntermediateDirectories: true)
    try Data("let package = Package(name: \"P\", targets: [.target(name: \"A\")])".utf8)
      .write(to: URL(fileURLWithPath: root + "/Package.swift"))
    try Data("struct A {}".utf8).write(to: URL(fileURLWithPath: root + "/Sources/A/A.swift"))
    try fileManager.createSymbolicLink(atPath: root + "/Sources/A/loop", withDestinationPath: ".")
    try fileManager.createSymbolicLink(atPath: root + "/Sources/A/l1", withDestinationPath: "l2")
    try fileManager.createSymbolicLink(atPath: root + "/Sources/A/l2", withDestinationPath: "l1")
    // A file name that is not UTF-8.
    let odd = root + "/Sources/A/odd\u{1}"
    var bytes = Array(odd.utf8)
    bytes[bytes.count - 1] = 0xFF
    bytes.append(0)
    let fd = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        open($0, O_CREAT | O_WRONLY, 0o644)
      }
    }
    if fd >= 0 { close(fd) }
    let scan = Project.load(paths: [root], fileSystem: LocalFileSystem())
    let realRoot = try LocalFileSystem().realPath(root)
    #expect(
      scan.files.map(\.path) == [root + "/Sources/A/A.swift"]
        || scan.files.map(\.path) == [realRoot + "/Sources/A/A.swift"])
    #expect(
      scan.problems.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.unreadableFile])
    // The loop back to the target folder and the two links that loop on each other are needed
    // by nothing: counted, not reported.
    #expect(scan.skippedLinks.map { PathName.lastComponent($0) } == ["l1", "l2", "loop"])
  }

  @Test(.disabled(if: getuid() == 0, "permissions do not apply to root"))
  func unreadableRealFolderIsReported() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bundlelint-perm-\(UUID().uuidString)"
    ).path
    defer {
      chmod(root + "/Sources/A/Locked", 0o755)
      try? FileManager.default.removeItem(atPath: root)
    }
    try FileManager.default.createDirectory(
      atPath: root + "/Sources/A/Locked", withIntermediateDirectories: true)
    try Data("let package = Package(name: \"P\", targets: [.target(name: \"A\")])".utf8)
      .write(to: URL(fileURLWithPath: root + "/Package.swift"))
    chmod(root + "/Sources/A/Locked", 0)
    let scan = Project.load(paths: [root], fileSystem: LocalFileSystem())
    #expect(scan.problems.map(\.kind) == [.unreadableFolder])
    #expect(scan.problems.first?.detail == "permission denied")
  }
}

@Suite struct WorkspaceEvaluateTests {
  /// `--manifest evaluate` gives the same modules and resources as the static reading.
  @Test(.enabled(if: DumpPackageComparisonTests.swiftAvailable))
  func evaluatedManifestGivesTheSameModules() throws {
    let root = ManifestFixtures.fixtures + "/Packages/Resources"
    let statics = Project.load(paths: [root])
    let evaluated = Project.load(paths: [root], manifestMode: .evaluate)
    #expect(evaluated.problems.isEmpty)
    let package = try #require(evaluated.packages.first)
    #expect(package.manifest.readMode == .evaluated)
    #expect(package.modules.map(\.target.name) == statics.packages[0].modules.map(\.target.name))
    #expect(package.modules.map(\.resources) == statics.packages[0].modules.map(\.resources))
    #expect(package.problems.map(\.kind) == statics.packages[0].problems.map(\.kind))
    #expect(evaluated.files == statics.files)
  }

  @Test(.enabled(if: DumpPackageComparisonTests.swiftAvailable))
  func aManifestThatFailsToEvaluateIsReported() throws {
    let scan = Project.load(
      paths: [ManifestFixtures.manifestFolder("Incomplete")], manifestMode: .evaluate)
    #expect(scan.packages.isEmpty)
    #expect(scan.problems.map(\.kind) == [.unreadableManifest])
    #expect(scan.problems.first?.detail.hasPrefix("'swift package dump-package' failed") == true)
  }
}
