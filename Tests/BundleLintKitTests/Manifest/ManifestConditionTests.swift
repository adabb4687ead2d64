import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The compilation conditions a manifest defines: `swiftSettings:` defines, `-D` flags of
/// `unsafeFlags`, traits.
@Suite struct ManifestConditionTests {
  private func read(_ source: String) throws -> PackageManifest {
    try ManifestReader.read(Array(source.utf8)).get()
  }

  @Test func readsDefinesUnsafeFlagsAndTheirConditions() throws {
    let manifest = try read(
      """
      // swift-tools-version:6.1
      import PackageDescription
      let shared: [SwiftSetting] = [.define("SHARED")]
      let package = Package(
        name: "P",
        targets: [
          .target(
            name: "Core",
            swiftSettings: shared + [
              .define("ALWAYS"),
              .define("IOS_ONLY", .when(platforms: [.iOS])),
              .define("DEBUG_ONLY", .when(configuration: .debug)),
              .define("WITH_METRICS", .when(traits: ["Metrics"])),
              .unsafeFlags(["-DFLAG_A", "-D", "FLAG_B", "-Onone", "-DVALUE=1"]),
              .enableUpcomingFeature("ExistentialAny"),
            ]),
          .testTarget(name: "CoreTests", dependencies: ["Core"]),
        ])
      """)
    let core = manifest.targets[0]
    #expect(core.definesAreKnown)
    #expect(
      core.defines == [
        ConditionDefine(name: "SHARED"),
        ConditionDefine(name: "ALWAYS"),
        ConditionDefine(name: "IOS_ONLY", inSomeBuildsOnly: true),
        ConditionDefine(name: "DEBUG_ONLY", inSomeBuildsOnly: true),
        ConditionDefine(name: "WITH_METRICS", traits: ["Metrics"]),
        ConditionDefine(name: "FLAG_A"),
        ConditionDefine(name: "FLAG_B"),
      ])
    #expect(manifest.targets[1].defines.isEmpty && manifest.targets[1].definesAreKnown)
    #expect(manifest.settingsAreKnown)
    #expect(manifest.readMode == .static)
  }

  @Test(arguments: [
    "swiftSettings: mySettings()",
    "swiftSettings: [.define(flagName)]",
    "swiftSettings: [.unsafeFlags(flags)]",
    "swiftSettings: [.define(\"X\", condition)]",
    "swiftSettings: [.myTeamSettings]",
    "swiftSettings: settings.map { $0 }",
  ])
  func settingsItCannotReadLeaveTheDefinesUnknown(settings: String) throws {
    let manifest = try read(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.target(name: "Core", \(settings))])
      """)
    #expect(!manifest.targets[0].definesAreKnown)
  }

  @Test func aStatementThatSetsSettingsOnEveryTargetLeavesThemUnknown() throws {
    let manifest = try read(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "P", targets: [.target(name: "Core")])
      for target in package.targets {
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("STAGING")]
      }
      """)
    #expect(manifest.targets.map(\.name) == ["Core"])
    #expect(!manifest.settingsAreKnown)
  }

  @Test func aDefineReadUnderIfHoldsInSomeBuildsOnly() throws {
    let manifest = try read(
      """
      // swift-tools-version:5.9
      import PackageDescription
      #if os(Linux)
      let settings: [SwiftSetting] = [.define("LINUX_BUILD")]
      #else
      let settings: [SwiftSetting] = []
      #endif
      let package = Package(name: "P", targets: [.target(name: "Core", swiftSettings: settings)])
      """)
    #expect(
      manifest.targets[0].defines == [ConditionDefine(name: "LINUX_BUILD", inSomeBuildsOnly: true)])
  }

  @Test func defaultTraitsAndTheTraitsTheyEnable() throws {
    let manifest = try read(
      """
      // swift-tools-version:6.1
      import PackageDescription
      let package = Package(
        name: "P",
        traits: [
          .default(enabledTraits: ["Metrics"]),
          .trait(name: "Metrics", enabledTraits: ["Logging"]),
          "Logging",
          Trait(name: "Tracing"),
        ],
        targets: [.target(name: "Core")])
      """)
    #expect(manifest.traits.map(\.name) == ["default", "Metrics", "Logging", "Tracing"])
    #expect(manifest.defaultEnabledTraits == ["Metrics", "Logging"])
    #expect(manifest.settingsAreKnown)
  }

  @Test func unreadableTraitsLeaveTheSettingsUnknown() throws {
    let manifest = try read(
      """
      // swift-tools-version:6.1
      import PackageDescription
      let package = Package(name: "P", traits: allTraits(), targets: [.target(name: "Core")])
      """)
    #expect(!manifest.settingsAreKnown)
  }

  /// `swift package dump-package` (Swift 6.3) on `Tests/Fixtures/Packages/Conditions`, cut down.
  @Test func readsTheSettingsAndTraitsDumpPackagePrints() throws {
    let json = #"""
      {"name": "Conditions", "toolsVersion": {"_version": "6.1.0"}, "defaultLocalization": "en",
       "traits": [{"enabledTraits": ["Metrics"], "name": "default"},
                  {"enabledTraits": [], "name": "Metrics"}],
       "targets": [{"name": "Shop", "type": "regular", "settings": [
         {"kind": {"define": {"_0": "SHOP_FLAGS"}}, "tool": "swift"},
         {"condition": {"platformNames": ["ios"]}, "kind": {"define": {"_0": "IOS_ONLY"}}, "tool": "swift"},
         {"condition": {"config": "debug"}, "kind": {"define": {"_0": "DEBUG_ONLY"}}, "tool": "swift"},
         {"condition": {"platformNames": [], "traits": ["Tracing"]}, "kind": {"define": {"_0": "TRACING_FLAGS"}}, "tool": "swift"},
         {"kind": {"unsafeFlags": {"_0": ["-DUNSAFE_FLAG", "-D", "SECOND", "-Onone"]}}, "tool": "swift"},
         {"kind": {"define": {"_0": "C_ONLY"}}, "tool": "c"},
         {"kind": {"enableUpcomingFeature": {"_0": "ExistentialAny"}}, "tool": "swift"}]}]}
      """#
    let manifest = try ManifestReader.decodeDump(Array(json.utf8))
    #expect(manifest.defaultEnabledTraits == ["Metrics"])
    #expect(manifest.targets[0].definesAreKnown)
    #expect(
      manifest.targets[0].defines == [
        ConditionDefine(name: "SHOP_FLAGS"),
        ConditionDefine(name: "IOS_ONLY", inSomeBuildsOnly: true),
        ConditionDefine(name: "DEBUG_ONLY", inSomeBuildsOnly: true),
        ConditionDefine(name: "TRACING_FLAGS", traits: ["Tracing"]),
        ConditionDefine(name: "UNSAFE_FLAG"),
        ConditionDefine(name: "SECOND"),
      ])
  }
}
