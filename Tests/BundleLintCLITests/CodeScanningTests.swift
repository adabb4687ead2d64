import BundleLintTestSupport
import Foundation
import Testing

/// SARIF for code scanning: repository-relative URIs wherever the tool runs, rule help with the
/// examples `explain` shows, and the problem matchers the workflow adds.
@Suite struct CodeScanningTests {
  static func sarif(_ arguments: [String], in directory: URL? = nil) throws -> [String: Any] {
    let result = try BinaryRunner.run(["--format", "sarif"] + arguments, in: directory)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  static func run(_ log: [String: Any]) throws -> [String: Any] {
    try #require((log["runs"] as? [[String: Any]])?.first)
  }

  static func uris(_ log: [String: Any]) throws -> [String] {
    let results = try #require(try run(log)["results"] as? [[String: Any]])
    return results.compactMap { result in
      let location = (result["locations"] as? [[String: Any]])?.first
      let physical = location?["physicalLocation"] as? [String: Any]
      return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }
  }

  /// From the repository root or from the package's folder, the same log: URIs relative to the
  /// repository root (the nearest `.git` above), the same fingerprints.
  @Test func urisAreRelativeToTheRepositoryWhateverTheCurrentFolder() throws {
    let fromRoot = try BinaryRunner.run(["--format", "sarif", "Tests/Fixtures/Example"])
    let fromPackage = try BinaryRunner.run(
      ["--format", "sarif", "."], in: BinaryRunner.fixtures.appendingPathComponent("Example"))
    #expect(fromRoot.stdout == fromPackage.stdout)
    let log = try Self.sarif(["Tests/Fixtures/Example"])
    let uris = try Self.uris(log)
    #expect(!uris.isEmpty)
    #expect(uris.allSatisfy { $0.hasPrefix("Tests/Fixtures/Example/") })
    let base = try #require(try Self.run(log)["originalUriBaseIds"] as? [String: [String: String]])
    #expect(
      base["%SRCROOT%"]?["uri"] == BinaryRunner.packageRoot.standardizedFileURL.absoluteString)
  }

  /// In a monorepo the root is the repository's, not the package's, from any folder inside it;
  /// without a repository, the current folder.
  @Test func aPackageInAMonorepoAndOutsideAnyRepository() throws {
    let package = try TemporaryPackage(copying: "Example")
    let outside = try Self.uris(try Self.sarif(["."], in: package.root))
    #expect(outside.contains("Sources/Profile/ProfileScreen.swift"))
    let repository = try TemporaryPackage(["README.md": "a monorepo\n", ".git/HEAD": "ref\n"])
    let packages = repository.root.appendingPathComponent("Packages")
    try FileManager.default.createDirectory(at: packages, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: package.root, to: packages.appendingPathComponent("Example"))
    for folder in ["Packages/Example", "Packages/Example/Sources", "Packages"] {
      let uris = try Self.uris(
        try Self.sarif(["."], in: repository.root.appendingPathComponent(folder)))
      #expect(uris.contains("Packages/Example/Sources/Profile/ProfileScreen.swift"), "\(folder)")
    }
  }

  /// Each rule links to its documentation and carries `explain`'s example and fixed example.
  @Test func rulesHaveHelpURIAndMarkdownWithTheExamples() throws {
    let rules = try #require(
      ((try Self.run(try Self.sarif(["Tests/Fixtures/Example"])))["tool"] as? [String: Any])
        .flatMap { ($0["driver"] as? [String: Any])?["rules"] as? [[String: Any]] })
    #expect(rules.count >= 9)
    for rule in rules {
      let id = try #require(rule["id"] as? String)
      let uri = try #require(rule["helpUri"] as? String)
      #expect(uri.hasSuffix("/Rules/\(id).json"), "\(id)")
      let markdown = try #require((rule["help"] as? [String: String])?["markdown"])
      let explain = try BinaryRunner.run(["explain", id]).stdout
      #expect(markdown.contains("Fix safety: "), "\(id)")
      if explain.contains("\nFixed example\n") {
        #expect(markdown.contains("Fixed example:\n\n```swift\n"), "\(id)")
      }
      if explain.contains("\nExample\n") {
        #expect(markdown.contains("Example:\n\n```swift\n"), "\(id)")
      }
    }
  }
}
