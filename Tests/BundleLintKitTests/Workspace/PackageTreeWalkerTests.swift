import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

struct PackageTreeWalkerTests {
  /// An in-memory tree that counts the real paths and the listings asked of it.
  final class CountingFileSystem: FileSystem, @unchecked Sendable {
    let base: InMemoryFileSystem
    private let lock = NSLock()
    private(set) var realPaths: [String] = []
    private(set) var listings: [String] = []

    init(_ base: InMemoryFileSystem) { self.base = base }

    var currentDirectory: String { base.currentDirectory }
    func entries(in directory: String) throws(FileSystemError) -> [DirectoryEntry] {
      lock.lock()
      listings.append(directory)
      lock.unlock()
      return try base.entries(in: directory)
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

  /// The part of a package's walk below a nested package is what walking the nested package
  /// gives: entries, nested packages, problems and links, in order; nothing for a path that is
  /// not below the walk's root.
  @Test func theSubtreeOfANestedPackageIsItsOwnWalk() {
    var tree = InMemoryFileSystem()
    tree.addFile("/p/Package.swift")
    tree.addFile("/p/Sources/A/A.swift")
    tree.addFile("/p/Tests/Package.swift")
    tree.addFile("/p/Tests/Sources/T/T.swift")
    tree.addFile("/p/Tests/Sources/T/Sub/U.swift")
    tree.addSymlink("/p/Tests/Sources/T/up", to: "/p/Tests")
    tree.addSymlink("/p/Tests/Sources/T/toA", to: "/p/Sources/A")
    tree.addSymlink("/p/Tests/Sources/T/broken.swift", to: "nothing.swift")
    tree.addUnreadableDirectory("/p/Tests/Locked")
    tree.addFile("/p/Tests/bad\u{FFFD}.swift")
    tree.invalidNames = ["/p/Tests/bad\u{FFFD}.swift"]
    tree.addFile("/p/Tests/.hidden/H.swift")
    tree.addFile("/p/Tests/.build/B.swift")
    tree.addFile("/p/Tests/Inner/Package.swift")
    tree.addFile("/p/Tests/Inner/Sources/I/I.swift")
    tree.addFile("/p/Testsuite/Package.swift")
    let outer = walk(CountingFileSystem(tree), "/p")
    #expect(outer.nestedPackages == ["/p/Tests", "/p/Tests/Inner", "/p/Testsuite"])
    for nested in ["/p/Tests", "/p/Tests/Inner", "/p/Testsuite"] {
      let fresh = walk(CountingFileSystem(tree), nested)
      let derived = outer.subtree(at: nested, of: "/p")
      #expect(derived?.entries == fresh.entries, "\(nested)")
      #expect(derived?.nestedPackages == fresh.nestedPackages, "\(nested)")
      #expect(derived?.problems == fresh.problems, "\(nested)")
      #expect(derived?.links == fresh.links, "\(nested)")
    }
    #expect(!(outer.subtree(at: "/p/Tests", of: "/p")?.entries.isEmpty ?? true))
    #expect(outer.subtree(at: "/p", of: "/p") == nil)
    #expect(outer.subtree(at: "/q/Tests", of: "/p") == nil)
  }

  /// Loading a folder lists each folder below it once, those of nested packages included.
  @Test func nestedPackagesAreWalkedOnce() {
    var tree = InMemoryFileSystem()
    let manifest =
      "// swift-tools-version:5.9\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])"
    tree.addFile("/p/Package.swift", manifest)
    tree.addFile("/p/Sources/A/A.swift")
    tree.addFile("/p/Tests/Package.swift", manifest)
    tree.addFile("/p/Tests/Sources/A/T.swift")
    tree.addFile("/p/Tests/Sources/A/Sub/U.swift")
    tree.addFile("/p/Tests/Inner/Package.swift", manifest)
    tree.addFile("/p/Tests/Inner/Sources/A/I.swift")
    let fileSystem = CountingFileSystem(tree)
    let scan = Project.load(paths: ["/p"], fileSystem: fileSystem)
    #expect(scan.packages.map(\.root) == ["/p", "/p/Tests", "/p/Tests/Inner"])
    #expect(
      scan.files.map(\.path) == [
        "/p/Sources/A/A.swift", "/p/Tests/Inner/Sources/A/I.swift",
        "/p/Tests/Sources/A/Sub/U.swift", "/p/Tests/Sources/A/T.swift",
      ])
    // The folder asked for is listed by the search for packages too.
    let belowRoot = fileSystem.listings.filter { $0 != "/p" }
    #expect(belowRoot.count == Set(belowRoot).count, "\(fileSystem.listings.sorted())")
    #expect(fileSystem.listings.contains("/p/Tests/Sources/A/Sub"))
  }
}
