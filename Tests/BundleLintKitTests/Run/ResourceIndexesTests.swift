import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `LintRun.resourceIndexes`: each module's tables and catalogs read into its index, and
/// modules made of the same ones (the iOS and watchOS targets of one framework) sharing a read.
@Suite struct ResourceIndexesTests {
  /// An in-memory tree that counts the reads of each file.
  final class CountingReads: FileSystem, @unchecked Sendable {
    let base: InMemoryFileSystem
    private let lock = NSLock()
    private(set) var reads: [String: Int] = [:]

    init(_ base: InMemoryFileSystem) { self.base = base }

    var currentDirectory: String { base.currentDirectory }
    func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
      try base.entries(in: directory)
    }
    func type(of path: String) -> FileType? { base.type(of: path) }
    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] {
      lock.lock()
      reads[path, default: 0] += 1
      lock.unlock()
      return try base.readFile(path)
    }
    func realPath(_ path: String) throws(FileSystemError) -> String { try base.realPath(path) }
  }

  static func module(_ name: String, tables: [String]) -> ResolvedModule {
    ResolvedModule(
      target: TargetDeclaration(name: name, kind: .regular), directory: name, swiftFiles: [],
      resources: ModuleResources(
        ownsBundle: true,
        stringTables: [
          ModuleResources.StringTable(
            name: "Localizable", localizations: ["en"], files: tables)
        ]))
  }

  static func package(_ modules: [ResolvedModule]) -> ResolvedPackage {
    ResolvedPackage(
      root: "/p", manifestPath: "/p/Package.swift",
      manifest: PackageManifest(
        toolsVersion: "5.9", name: "P", defaultLocalization: nil, targets: [], readMode: .static),
      modules: modules, problems: [])
  }

  @Test func modulesWithTheSameTablesShareOneRead() throws {
    var tree = InMemoryFileSystem()
    tree.addFile("/p/Shared/en.lproj/Localizable.strings", "\"shared.ok\" = \"OK\";\n")
    tree.addFile("/p/Watch/en.lproj/Localizable.strings", "\"watch.ok\" = \"OK\";\n")
    let fs = CountingReads(tree)
    let shared = ["Shared/en.lproj/Localizable.strings"]
    let package = Self.package([
      Self.module("SharediOS", tables: shared), Self.module("SharedWatch", tables: shared),
      Self.module("Watch", tables: ["Watch/en.lproj/Localizable.strings"]),
      ResolvedModule(
        target: TargetDeclaration(name: "Plain", kind: .regular), directory: "Plain",
        swiftFiles: [], resources: ModuleResources()),
    ])
    let indexes = LintRun.resourceIndexes(of: [package], fileSystem: fs).indexes[0]
    #expect(
      fs.reads == [
        "/p/Shared/en.lproj/Localizable.strings": 1, "/p/Watch/en.lproj/Localizable.strings": 1,
      ])
    let keys = indexes.map { $0?.tables["Localizable"]?.allKeys.sorted() }
    #expect(keys == [["shared.ok"], ["shared.ok"], ["watch.ok"], nil])
  }

  @Test func aSharedTableThatCannotBeReadIsReportedForEachModule() {
    let fs = CountingReads(InMemoryFileSystem())
    let missing = ["Shared/en.lproj/Localizable.strings"]
    let package = Self.package([
      Self.module("SharediOS", tables: missing), Self.module("SharedWatch", tables: missing),
    ])
    let (indexes, unreadable) = LintRun.resourceIndexes(of: [package], fileSystem: fs)
    #expect(fs.reads == ["/p/Shared/en.lproj/Localizable.strings": 1])
    #expect(indexes[0].map { $0 != nil } == [true, true])
    #expect(
      unreadable.map(\.path) == [
        "/p/Shared/en.lproj/Localizable.strings", "/p/Shared/en.lproj/Localizable.strings",
      ])
  }
}
