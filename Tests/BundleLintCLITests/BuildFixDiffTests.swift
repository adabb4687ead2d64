import Foundation
import Testing

/// What `--diff` writes for files that several builds compile: only edits that compile in each
/// of them.
@Suite struct BuildFixDiffTests {
  /// The added and removed lines of `bundlelint --unsafe-fixes --diff` on the fixture `name`.
  static func changedLines(_ name: String) throws -> [String] {
    let result = try BinaryRunner.run(
      ["--no-cache", "--unsafe-fixes", "--diff", "."],
      in: BinaryRunner.fixtures.appendingPathComponent(name))
    return result.stdout.split(separator: "\n").map(String.init).filter {
      ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---")
    }
  }

  @Test func aLibraryBuiltThreeWaysGetsItsLocator() throws {
    let lines = try Self.changedLines("DualBuild")
    #expect(lines.count == 2)
    #expect(
      lines.last?.contains("NSLocalizedString(\"pay.title\", bundle: .kit, comment: \"\")") == true)
  }

  @Test func aLibraryWhoseBuildsAllHaveTheMacroGetsIt() throws {
    let lines = try Self.changedLines("MacroBuild")
    #expect(
      lines.last?.contains("NSLocalizedString(\"pay.title\", bundle: #bundle, comment: \"\")")
        == true)
  }

  @Test(arguments: ["LinkedFolder", "StrayManifest"])
  func noEditThatAnotherBuildRejects(fixture: String) throws {
    #expect(try Self.changedLines(fixture).allSatisfy { !$0.contains(".module") })
  }
}
