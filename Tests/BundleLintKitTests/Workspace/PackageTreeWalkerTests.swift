import Foundation
import Testing

@testable import BundleLintKit

struct PackageTreeWalkerTests {
  /// An in-memory tree that counts the real paths asked of it.
  final class CountingFileSystem: FileSystem, @unchecked Sendable {
    let base: InMemoryFileSystem
    private let lock = NSLock()
    private(set) var realPaths: [String] = []

    init(_ base: InMemoryFileSystem) { self.base = base }

    var currentDirectory: String { base.currentDirectory }
    func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
      try base.entries(in: directory)
    }
    func type(of path: String) -> FileType? { base.type(of: path) }
    func readFile(_ path: String) throws(FileSystemError) -> [UInt8] { try base.readFile(path) }
    func realPath(_ path: String) throws(FileSystemError) -> String {
      lock.lock()
      realPaths.append(path)
      lock.unlock()
      return try base.realPath(path)
    }
  }

  func walk(_ fileSystem: any FileSystem, _ root: String) -> PackageTreeWalker.Result {
    PackageTreeWalker(fileSystem: fileSystem, isManifest: { _ in true })
      .walk(root, rootIsPackage: true)
  }

  @Test func aTreeWithoutLinksAsksForNoRealPath() {
    var tree = InMemoryFileSystem()
    tree.addFile("/p/Sources/A/A.swift")
    tree.addFile("/p/Sources/A/Sub/B.swift")
    tree.addFile("/p/Resources/en.lproj/Localizable.strings")
    let fileSystem = CountingFileSystem(tree)
    let result = walk(fileSystem, "/p")
    #expect(
      result.entries.map(\.path) == [
        "Resources", "Resources/en.lproj", "Resources/en.lproj/Localizable.strings", "Sources",
        "Sources/A", "Sources/A/A.swift", "Sources/A/Sub", "Sources/A/Sub/B.swift",
      ])
    #expect(fileSystem.realPaths.isEmpty)
  }

  @Test func aLinkBackToTheRootIsALoopWhenTheRootIsReachedThroughALink() {
    var tree = InMemoryFileSystem()
    tree.addFile("/real/p/Sources/A/A.swift")
    tree.addSymlink("/real/p/Sources/A/up", to: "/real/p")
    tree.addSymlink("/real/p/Sources/shared", to: "/real/shared")
    tree.addFile("/real/shared/S.swift")
    tree.addSymlink("/link", to: "/real")
    let fileSystem = CountingFileSystem(tree)
    let result = walk(fileSystem, "/link/p")
    #expect(
      result.entries.map(\.path) == [
        "Sources", "Sources/A", "Sources/A/A.swift", "Sources/shared", "Sources/shared/S.swift",
      ])
    #expect(result.links.map(\.kind) == [.symlinkLoop])
    #expect(result.links.map(\.path) == ["/link/p/Sources/A/up"])
    // The root's real path is asked once, when the first link to a folder needs it.
    #expect(fileSystem.realPaths.filter { $0 == "/link/p" }.count == 1)
  }

  @Test func aLinkIntoAFolderBeingWalkedThroughALinkIsALoop() {
    var tree = InMemoryFileSystem()
    tree.addFile("/p/Sources/A/A.swift")
    tree.addSymlink("/p/Sources/B", to: "/outside")
    tree.addFile("/outside/Inner/I.swift")
    tree.addSymlink("/outside/Inner/back", to: "/outside")
    let result = walk(CountingFileSystem(tree), "/p")
    #expect(
      result.entries.map(\.path) == [
        "Sources", "Sources/A", "Sources/A/A.swift", "Sources/B", "Sources/B/Inner",
        "Sources/B/Inner/I.swift",
      ])
    #expect(result.links.map(\.path) == ["/p/Sources/B/Inner/back"])
  }
}
