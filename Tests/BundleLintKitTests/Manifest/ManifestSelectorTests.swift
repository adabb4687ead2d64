import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct ManifestSelectorTests {
  @Test(
    arguments: [
      // Only Package.swift.
      (["Package.swift", "README.md"], "5.9", "Package.swift"),
      // An exact match for the toolchain wins, whatever the regular manifest says.
      (
        ["Package.swift", "Package@swift-6.swift", "Package@swift-6.3.swift"], "6.2",
        "Package@swift-6.3.swift"
      ),
      (["Package.swift", "Package@swift-6.swift"], "6.3", "Package@swift-6.swift"),
      // Otherwise the newest variant not newer than the toolchain, when newer than Package.swift.
      (
        ["Package.swift", "Package@swift-5.9.swift", "Package@swift-5.7.swift"], "5.5",
        "Package@swift-5.9.swift"
      ),
      (["Package.swift", "Package@swift-5.9.swift"], "6.0", "Package.swift"),
      (["Package.swift", "Package@swift-7.0.swift"], "5.9", "Package.swift"),
      (["Package.swift", "Package@swift-5.9.swift"], nil, "Package@swift-5.9.swift"),
      (["Package@swift-notaversion.swift", "Package.swift"], "5.0", "Package.swift"),
    ] as [([String], String?, String)])
  func picksWhatSwiftPM6Picks(names: [String], regular: String?, expected: String) {
    #expect(
      ManifestSelector.pick(
        fileNames: names, regularToolsVersion: regular.flatMap(ToolsVersion.init))
        == expected)
  }

  @Test func noManifestGivesNil() {
    #expect(ManifestSelector.pick(fileNames: ["README.md"], regularToolsVersion: nil) == nil)
  }
}
