import Foundation
import Testing

/// Files that spell none of the trigger words are read but not lexed; `BUNDLELINT_NO_SKIP=1`
/// lexes every file. The output must not tell the two apart: every fixture tree, alone and all
/// together, in the text and JSON reports and with the opt-in rules on.
@Suite struct TriggerSkipTests {
  /// Every folder under `Tests/Fixtures` that holds a package or an Xcode project, and the
  /// fixtures folder itself.
  static let trees: [String] = {
    let root = BinaryRunner.fixtures
    var found: Set<String> = ["."]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      let name = (path as NSString).lastPathComponent
      if name == "Package.swift" {
        found.insert((path as NSString).deletingLastPathComponent)
      } else if name.hasSuffix(".xcodeproj") {
        found.insert((path as NSString).deletingLastPathComponent)
        enumerator?.skipDescendants()
      }
    }
    return found.map { $0.isEmpty ? "." : $0 }.sorted()
  }()

  static let reports: [[String]] = [
    [], ["--format", "json"],
    [
      "--select",
      "unused-localization-key,unused-suppression,invalid-suppression,lookup-outside-package",
    ],
  ]

  @Test(arguments: trees)
  func theOutputIsTheSameWithAndWithoutTheSkip(tree: String) throws {
    for report in Self.reports {
      let arguments = [tree] + report
      let skipping = try BinaryRunner.run(
        arguments, in: BinaryRunner.fixtures, environment: ["BUNDLELINT_NO_SKIP": nil])
      let lexingAll = try BinaryRunner.run(
        arguments, in: BinaryRunner.fixtures, environment: ["BUNDLELINT_NO_SKIP": "1"])
      #expect(skipping.stdout == lexingAll.stdout, "\(arguments)")
      #expect(skipping.stderr == lexingAll.stderr, "\(arguments)")
      #expect(skipping.status == lexingAll.status, "\(arguments)")
    }
  }

  @Test func thereAreFixturesToCompare() {
    #expect(Self.trees.count > 40)
  }
}
