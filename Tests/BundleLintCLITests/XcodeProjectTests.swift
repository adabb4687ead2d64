import Foundation
import Testing

/// `describe` reads the Xcode projects of a folder: each native target's kind, sources and
/// resources; a broken project is one message, and the others are still described.
@Suite struct XcodeProjectTests {
  @Test func describeShowsTheTargetsAndOneMessageForABrokenProject() throws {
    let result = try BinaryRunner.run(["describe", "Tests/Fixtures/XcodeProjects"])
    #expect(result.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let projects = try #require(json["projects"] as? [[String: Any]])
    let targets = projects.first { ($0["path"] as? String)?.hasSuffix("Targets.xcodeproj") == true }
    let described = try #require(targets?["targets"] as? [[String: Any]])
    #expect(
      described.compactMap { $0["kind"] as? String } == ["app", "staticFramework", "appExtension"])
    #expect(
      described.first?["resources"] as? [String] == [
        "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings",
        "App/Assets.xcassets",
      ])
    let problems = try #require(json["problems"] as? [[String: Any]])
    #expect(
      problems.map { $0["detail"] as? String } == [
        "the project file cannot be read on line 4: a string is not closed"
      ])
    #expect(
      result.stderr.components(separatedBy: "\n").filter { $0.contains("Broken.xcodeproj") }.count
        == 1)
  }
}
