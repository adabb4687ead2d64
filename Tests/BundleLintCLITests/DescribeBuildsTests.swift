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
