import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// What a SwiftPM target's module knows of its build: conditions, test target, the modules a
/// `@testable import` brings `Bundle.module` from.
@Suite struct ModuleConditionsTests {
  private func clause(_ condition: String) -> ConditionalClause {
    ConditionalClause(directive: .if, condition: condition, earlierConditions: [])
  }

  private func module(
    _ name: String, kind: TargetDeclaration.Kind = .regular, owns: Bool = false,
    defines: [ConditionDefine] = [], definesAreKnown: Bool = true
  ) -> ResolvedModule {
    var target = TargetDeclaration(name: name, kind: kind)
    target.defines = defines
    target.definesAreKnown = definesAreKnown
    if owns { target.resources = [ResourceDeclaration(path: "Resources", rule: .process)] }
    return ResolvedModule(
      target: target, directory: "Sources/\(name)", swiftFiles: [],
      resources: ModuleResources(ownsBundle: owns))
  }

  @Test func theManifestsDefinesAndTraitsHoldAsDeclared() {
    let resolved = module(
      "Core",
      defines: [
        ConditionDefine(name: "ALWAYS"),
        ConditionDefine(name: "IOS_ONLY", inSomeBuildsOnly: true),
        ConditionDefine(name: "WITH_METRICS", traits: ["Metrics"]),
        ConditionDefine(name: "WITH_TRACING", traits: ["Tracing"]),
      ])
    let model = Module(
      swiftPM: resolved, manifestPath: "Package.swift", enabledTraits: ["Metrics"])
    let truths = [
      "ALWAYS", "IOS_ONLY", "WITH_METRICS", "WITH_TRACING", "Metrics", "Tracing", "CARTHAGE",
      "TARGET_OS_IOS", "DEBUG", "SWIFT_PACKAGE", "SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE",
      "SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE",
    ].map { model.conditions.compiles([clause($0)]) }
    #expect(
      truths == [
        .yes, .unknown, .yes, .no, .yes, .no, .no, .no, .unknown, .yes, .no, .yes,
      ])
  }

  @Test func unreadableSettingsLeaveOtherIdentifiersUnknown() {
    let unread = Module(
      swiftPM: module("Core", definesAreKnown: false), manifestPath: "Package.swift")
    #expect(unread.conditions.compiles([clause("CARTHAGE")]) == .unknown)
    #expect(unread.conditions.compiles([clause("SWIFT_PACKAGE")]) == .yes)
    // Only CocoaPods passes `COCOAPODS`: unset whatever the manifest's unread settings say,
    // unless the manifest defines it where it can be seen.
    #expect(unread.conditions.compiles([clause("COCOAPODS")]) == .no)
    let visiblyDefined = Module(
      swiftPM: module(
        "Core", defines: [ConditionDefine(name: "COCOAPODS")], definesAreKnown: false),
      manifestPath: "Package.swift")
    #expect(visiblyDefined.conditions.compiles([clause("COCOAPODS")]) == .yes)
    let unreadPackage = Module(
      swiftPM: module("Core"), manifestPath: "Package.swift", settingsAreKnown: false)
    #expect(unreadPackage.conditions.compiles([clause("CARTHAGE")]) == .unknown)
  }

  @Test func testTargetsAndTheModulesTheirTestableImportsSee() {
    let package = ResolvedPackage(
      root: "/p", manifestPath: "/p/Package.swift",
      manifest: PackageManifest(
        toolsVersion: "5.9", name: "P", defaultLocalization: nil, targets: [], readMode: .static),
      modules: [
        module("Feature", owns: true), module("Core"),
        module("FeatureTests", kind: .test),
      ], problems: [])
    let models = package.moduleModels
    #expect(models.map(\.isTest) == [false, false, true])
    #expect(models.map(\.testableBundleModules) == [[], ["Feature"], ["Feature"]])
  }
}
