import BundleLintTestSupport
import Foundation
import Testing

/// The README's first command, `swift run bundlelint Tests/Fixtures/Example`, end to end.
@Suite struct ExampleTests {
  @Test func exampleOutputIsExactlyTheGoldenFile() throws {
    let result = try BinaryRunner.run(["Tests/Fixtures/Example"])
    let mismatch = try GoldenFile.mismatch(result.stdout, "example-text.txt")
    #expect(mismatch == nil)
    #expect(
      result.stderr
        == "8 warnings, 17 errors, 2 notes in 10 Swift files (8 in modules with resources); 9 fixable with --fix (9 more with --unsafe-fixes)\n"
    )
    #expect(result.status == 1)
  }

  /// Every rule of `Rules/` fires, but those whose file says `"inExample": false`: the rules on
  /// by default, and the opt-in rules the example's `.bundlelint.json` turns on.
  @Test func everyRuleFiresOnTheExample() throws {
    let configuration = try JSONSerialization.jsonObject(
      with: Data(
        contentsOf: BinaryRunner.fixtures.appendingPathComponent("Example/.bundlelint.json")))
    let optedIn = Set((configuration as? [String: Any])?["optIn"] as? [String] ?? [])
    let ids = Set(
      RuleFile.all().filter { $0.inExample && (!$0.optIn || optedIn.contains($0.id)) }.map(\.id))
    #expect(ids.count >= 9)
    let result = try BinaryRunner.run(["Tests/Fixtures/Example"])
    let fired = Set(
      result.stdout.split(separator: "\n").compactMap { line -> String? in
        // A finding (of any severity, opt-in notes too) ends with its rule id in brackets.
        guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
        return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
      })
    #expect(fired == ids)
  }

  /// Lines the example marks `// correct` (and the ones that need no bundle) get no finding.
  @Test func correctLinesOfTheExampleHaveNoFinding() throws {
    let result = try BinaryRunner.run(["Tests/Fixtures/Example"])
    let flagged = Set(
      result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }.map { line in
        line.split(separator: ":").prefix(2).joined(separator: ":")
      })
    let example = BinaryRunner.fixtures.appendingPathComponent("Example")
    let files = FileManager.default.enumerator(at: example, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    var checked = 0
    for file in files {
      let relative = "Tests/Fixtures/Example" + file.path.dropFirst(example.path.count)
      let lines = try String(contentsOf: file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let place = "\(relative):\(index + 1)"
        if line.contains("// correct") || line.contains("not flagged") || line.contains("fine") {
          checked += 1
          #expect(!flagged.contains(place), "\(place) is correct code but was flagged")
        }
        if line.contains("// bug") {
          #expect(flagged.contains(place), "\(place) is a bug but was not flagged")
        }
      }
    }
    #expect(checked >= 10)
  }

  /// Two processes hash with different seeds: dictionary and set order differ between them, and
  /// no format may show it.
  @Test(arguments: ["text", "json", "sarif", "github", "junit", "checkstyle"])
  func outputIsTheSameInEveryProcess(format: String) throws {
    let arguments = ["--format", format, "Tests/Fixtures/Example"]
    let first = try BinaryRunner.run(arguments)
    let second = try BinaryRunner.run(arguments)
    #expect(!first.stdout.isEmpty)
    #expect(first.stdout == second.stdout)
  }

  @Test func pathsAreRelativeToTheCurrentFolder() throws {
    let result = try BinaryRunner.run(
      ["."], in: BinaryRunner.fixtures.appendingPathComponent("Example"))
    #expect(result.stdout.hasPrefix("Package.swift:22:9: error: "))
    #expect(result.stdout.contains("\nSources/DesignSystem/Brand.swift:13:7: error: 'Image'"))
  }
}
