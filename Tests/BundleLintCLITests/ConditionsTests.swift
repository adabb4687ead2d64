import Foundation
import Testing

/// What a SwiftPM build compiles, end to end on `Tests/Fixtures/Packages/Conditions`: its
/// manifest defines conditions (`.define`, `.unsafeFlags`, traits), a module without resources
/// uses `#if SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE`, and two test targets look things up.
@Suite struct ConditionsTests {
  static let package = "Tests/Fixtures/Packages/Conditions"

  /// `path:line [rule]` of each finding (notes left out).
  static func findings(_ arguments: [String] = []) throws -> [String] {
    let result = try BinaryRunner.run(arguments + [package])
    #expect(result.status == 1)
    return result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }.map { line in
      let place = line.split(separator: ":").prefix(2).joined(separator: ":")
      let rule = line.lastIndex(of: "[").map { String(line[$0...]) } ?? ""
      return String(place.dropFirst(package.count + 1)) + " " + rule
    }
  }

  static let strings = "[localized-string-missing-bundle]"
  static let reference = "[module-bundle-without-resources]"

  @Test func onlyCodeASwiftPMBuildMayCompileIsReported() throws {
    #expect(
      try Self.findings() == [
        "Sources/Plain/Plain.swift:4 \(Self.reference)",
        // `SHOP_FLAGS`, `IOS_ONLY` (iOS builds), `-DUNSAFE_FLAG`, the default trait `Metrics`,
        // `DEBUG` (debug builds). Not: `CARTHAGE`, `TARGET_OS_IOS`, the trait `Tracing` that
        // is off, `STAGING`, `SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE` in a module with
        // resources.
        "Sources/Shop/Cart.swift:12 \(Self.strings)",
        "Sources/Shop/Cart.swift:15 \(Self.strings)",
        "Sources/Shop/Cart.swift:18 \(Self.strings)",
        "Sources/Shop/Cart.swift:21 \(Self.strings)",
        "Sources/Shop/Cart.swift:33 \(Self.strings)",
        // `Tests/ShopTests` uses `Bundle.module` under `@testable import Shop`: it compiles.
        // `Tests/SnapshotTests` is a test target: its `Text("snapshot.title")` is not linted.
      ])
  }

  @Test func definedConditionsAreFlagsTheBuildPassesFromOutside() throws {
    let findings = try Self.findings([
      "--config", Self.package + "/staging.bundlelint.json",
    ])
    #expect(findings.contains("Sources/Shop/Cart.swift:27 \(Self.strings)"))  // STAGING
    #expect(findings.contains("Sources/Shop/Cart.swift:6 \(Self.strings)"))  // CARTHAGE
    #expect(!findings.contains("Sources/Shop/Cart.swift:9 \(Self.strings)"))  // TARGET_OS_IOS
    #expect(findings.count == 8)
  }

  @Test func lintTestTargetsLintsTestCodeToo() throws {
    let findings = try Self.findings([
      "--config", Self.package + "/lint-tests.bundlelint.json",
    ])
    #expect(findings.contains("Tests/SnapshotTests/SnapshotTests.swift:3 \(Self.strings)"))
    // `@testable import Shop` still gives `Bundle.module`: no error, whatever the setting.
    #expect(!findings.contains { $0.hasPrefix("Tests/ShopTests/") })
    #expect(findings.count == 7)
  }

  @Test(.enabled(if: BinaryRunner.swiftIsOnPath, "evaluating a manifest needs 'swift' on PATH"))
  func theToolchainsReadingOfTheManifestGivesTheSameFindings() throws {
    #expect(try Self.findings(["--manifest", "evaluate"]) == Self.findings())
  }
}
