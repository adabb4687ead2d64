import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintProject

@Suite struct DescribeReportTests {
  /// Compares with `Golden/describe.json`; `BUNDLELINT_RECORD=1 swift test` rewrites it.
  @Test func matchesTheGoldenFile() throws {
    let scan = Project.load(
      paths: ["Packages/Resources", "Packages/Privacy"],
      currentDirectory: ManifestFixtures.fixtures)
    let text = DescribeReport.render(scan, currentDirectory: ManifestFixtures.fixtures)
    let mismatch = try GoldenFile.mismatch(text, "describe.json")
    #expect(mismatch == nil)
  }

  @Test func isValidJSONWithTheDocumentedShape() throws {
    let scan = Project.load(paths: [ManifestFixtures.fixtures + "/Packages/Resources", "/nowhere"])
    let text = DescribeReport.render(scan, currentDirectory: "/")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let packages = try #require(object["packages"] as? [[String: Any]])
    let package = try #require(packages.first)
    #expect(
      package["path"] as? String == String(ManifestFixtures.fixtures.dropFirst())
        + "/Packages/Resources")
    #expect(package["manifestRead"] as? String == "static")
    #expect(package["toolsVersion"] as? String == "5.9")
    let targets = try #require(package["targets"] as? [[String: Any]])
    #expect(targets.map { $0["type"] as? String } == ["regular", "regular", "regular", "test"])
    #expect(targets.map { $0["ownsBundle"] as? Bool } == [true, true, false, true])
    #expect(targets.map { $0["swiftFiles"] as? Int } == [1, 1, 1, 1])
    let declared = try #require(targets[1]["declaredResources"] as? [[String: Any]])
    #expect(declared.map { $0["rule"] as? String } == ["process", "copy", "process", "process"])
    let problems = try #require(object["problems"] as? [[String: Any]])
    #expect(problems.first?["kind"] as? String == "notFound")
  }

  @Test(arguments: [
    ("/repo/app", "/repo/app", "."),
    ("/repo/app/Packages/Core", "/repo/app", "Packages/Core"),
    ("/elsewhere/Core", "/repo/app", "/elsewhere/Core"),
    ("/repo/application", "/repo/app", "/repo/application"),
    ("/repo/app", "/", "repo/app"),
  ])
  func packagePathIsRelativeToTheCurrentDirectoryWhenBelowIt(
    path: String, cwd: String, expected: String
  ) {
    #expect(DescribeReport.displayPath(path, currentDirectory: cwd) == expected)
  }

  @Test func stringsAreEscaped() {
    let text = JSONStream.text(controlEscapes: .unicode) { $0.string("a\"b\\c\nd\u{1}é\u{8}\u{C}") }
    #expect(text == #""a\"b\\c\nd\u0001é\u0008\u000c""# + "\n")
  }
}
