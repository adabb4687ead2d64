import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Where a package looks for its configuration: its folder and each above it up to the
/// repository root; outside a repository, its folder alone.
@Suite struct ConfigurationSearchTests {
  @Test func upToTheRepositoryRoot() {
    let paths = Configuration.searchPaths(from: "/repo/Packages/Shop") { $0 == "/repo" }
    #expect(
      paths == [
        "/repo/Packages/Shop/.bundlelint.json", "/repo/Packages/.bundlelint.json",
        "/repo/.bundlelint.json",
      ])
  }

  @Test func aPackageAtTheRootLooksInItsFolder() {
    #expect(
      Configuration.searchPaths(from: "/repo") { $0 == "/repo" } == ["/repo/.bundlelint.json"])
  }

  @Test func outsideARepositoryOnlyThePackagesFolder() {
    #expect(
      Configuration.searchPaths(from: "/tmp/Shop") { _ in false }
        == ["/tmp/Shop/.bundlelint.json"])
  }

  @Test func theNearestFileWins() {
    var files = InMemoryFileSystem(currentDirectory: "/repo")
    files.addFile("/repo/.git/HEAD", "ref: refs/heads/main\n")
    files.addFile("/repo/.bundlelint.json", "{}")
    files.addFile("/repo/Packages/Cart/.bundlelint.json", "{}")
    #expect(
      Configuration.nearest(from: "/repo/Packages/Shop", fileSystem: files)
        == "/repo/.bundlelint.json")
    #expect(
      Configuration.nearest(from: "/repo/Packages/Cart", fileSystem: files)
        == "/repo/Packages/Cart/.bundlelint.json")
  }
}
