import Foundation
import Testing

/// `describe` says which builds compile a target's files besides SwiftPM, and which manifests
/// SwiftPM refuses.
@Suite struct DescribeBuildsTests {
  /// The first package object of `describe`'s JSON for the fixture `name`.
  static func firstPackage(_ name: String) throws -> [String: Any] {
    let result = try BinaryRunner.run(["describe", "Tests/Fixtures/" + name])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let packages = try #require(json["packages"] as? [[String: Any]])
    return try #require(packages.first)
  }

  @Test func aTargetPodAndXcodeBuildTooSaysSo() throws {
    let package = try Self.firstPackage("DualBuild")
    #expect(package["swiftPMRefuses"] == nil)
    let target = try #require((package["targets"] as? [[String: Any]])?.first)
    let builds = try #require(target["otherBuilds"] as? [[String: Any]])
    #expect(builds.map { $0["build"] as? String } == ["Xcode target 'Kit'", "pod 'Kit'"])
    #expect(builds.map { $0["swiftFiles"] as? Int } == [2, 2])
  }

  @Test func aRefusedManifestSaysWhy() throws {
    let package = try Self.firstPackage("StrayManifest")
    #expect(package["swiftPMRefuses"] as? String == "missingDefaultLocalization")
  }
}

/// `describe --file PATH`: every build that compiles one file, and which of them the lint
/// speaks for.
@Suite struct DescribeFileTests {
  /// The builds `describe --file` lists for `file` of the fixture `name`: kind, name, linted.
  static func builds(_ file: String, in name: String) throws -> [String] {
    let result = try BinaryRunner.run(
      ["describe", "--file", file], in: BinaryRunner.fixtures.appendingPathComponent(name))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["file"] as? String == file)
    let builds = try #require(json["builds"] as? [[String: Any]])
    return builds.map {
      "\($0["kind"] ?? "") \($0["name"] ?? "") \(($0["linted"] as? Bool) == true ? "linted" : "-")"
    }
  }

  @Test func aFileOfALibraryBuiltThreeWaysListsEachBuild() throws {
    #expect(
      try Self.builds("Sources/Kit/PayButton.swift", in: "DualBuild") == [
        "swiftPM Kit linted", "xcodeTarget Kit -", "pod Kit -",
      ])
  }

  @Test func aRefusedManifestIsNoBuildAndTheAppLintsTheFile() throws {
    #expect(
      try Self.builds("App/AppView.swift", in: "StrayManifest") == [
        "refusedSwiftPM App -", "xcodeTarget App linted",
      ])
  }

  @Test func aGraphFormatIsRefused() throws {
    let result = try BinaryRunner.run(
      ["describe", "--file", "Sources/Kit/PayButton.swift", "--format", "dot"],
      in: BinaryRunner.fixtures.appendingPathComponent("DualBuild"))
    #expect(result.status == 2)
    #expect(result.stderr.contains("json with '--file'"))
  }
}
