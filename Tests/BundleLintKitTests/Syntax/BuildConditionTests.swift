import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct BuildConditionTests {
  typealias Truth = BuildCondition.Truth

  @Test(arguments: [
    ("SWIFT_PACKAGE", Truth.yes), ("!SWIFT_PACKAGE", .no), ("DEBUG", .unknown),
    ("os(iOS)", .unknown), ("canImport(UIKit)", .unknown), ("true", .yes), ("false", .no),
    ("SWIFT_PACKAGE&&DEBUG", .unknown), ("SWIFT_PACKAGE||DEBUG", .yes),
    ("!SWIFT_PACKAGE&&os(iOS)", .no), ("!SWIFT_PACKAGE||os(iOS)", .unknown),
    ("!(SWIFT_PACKAGE||DEBUG)", .no), ("!!SWIFT_PACKAGE", .yes),
    ("COCOAPODS", .no), ("COCOAPODS||!SWIFT_PACKAGE", .no), ("!COCOAPODS", .yes),
    ("COCOAPODS||DEBUG", .unknown),
    // Any identifier SwiftPM does not pass is unset: Objective-C's `TARGET_OS_…`, `CARTHAGE`.
    ("TARGET_OS_IOS", .no), ("CARTHAGE", .no), ("!CARTHAGE", .yes),
    ("TARGET_OS_IOS||os(iOS)", .unknown),
    ("swift(>=5.9)", .unknown), ("hasFeature(Embedded)", .unknown),
    ("hasAttribute(retroactive)", .unknown), ("targetEnvironment(simulator)", .unknown),
    ("arch(arm64)", .unknown), ("!DEBUG", .unknown),
    ("false||SWIFT_PACKAGE&&true", .yes), ("(false||SWIFT_PACKAGE)&&false", .no),
    ("compiler(>=5.9)&&!SWIFT_PACKAGE", .no), ("SWIFT_PACKAGE && !DEBUG", .unknown),
    ("", .unknown), ("SWIFT_PACKAGE&&", .unknown), ("(SWIFT_PACKAGE", .unknown),
    ("SWIFT_PACKAGE)", .unknown), ("os(iOS", .unknown), ("&&", .unknown),
  ])
  func evaluatesConditions(condition: String, expected: Truth) {
    #expect(BuildCondition.evaluate(condition, under: .swiftPM) == expected)
  }

  /// `os()` in a build whose platforms are known (an Xcode target's SDKs): true for its only
  /// system, false for one it does not build for, unknown when it builds for several.
  @Test(arguments: [
    (["iOS"], "os(iOS)", Truth.yes), (["iOS"], "os(watchOS)", .no), (["iOS"], "!os(macOS)", .yes),
    (["iOS", "macOS"], "os(macOS)", .unknown), (["iOS", "macOS"], "os(tvOS)", .no),
    (["visionOS"], "os(xrOS)", .yes),
    (["iOS"], "os(iOS)&&targetEnvironment(macCatalyst)", .unknown),
  ])
  func osFollowsTheBuildsPlatforms(platforms: [String], condition: String, expected: Truth) {
    var conditions = CompilationConditions.swiftPM
    conditions.platforms = Set(platforms)
    #expect(BuildCondition.evaluate(condition, under: conditions) == expected)
  }

  @Test func clausesAndEarlierConditions() {
    func clause(
      _ directive: ConditionalClause.Directive, _ condition: String?, _ earlier: [String] = []
    )
      -> ConditionalClause
    {
      ConditionalClause(directive: directive, condition: condition, earlierConditions: earlier)
    }
    #expect(CompilationConditions.swiftPM.compiles([]) == .yes)
    #expect(CompilationConditions.swiftPM.compiles([clause(.else, nil, ["SWIFT_PACKAGE"])]) == .no)
    #expect(
      CompilationConditions.swiftPM.compiles([clause(.else, nil, ["!SWIFT_PACKAGE"])]) == .yes)
    #expect(
      CompilationConditions.swiftPM.compiles([clause(.elseif, "DEBUG", ["SWIFT_PACKAGE"])]) == .no)
    #expect(
      CompilationConditions.swiftPM.compiles([clause(.elseif, "SWIFT_PACKAGE", ["os(iOS)"])])
        == .unknown)
    #expect(
      CompilationConditions.swiftPM.compiles([clause(.if, "os(iOS)"), clause(.if, "SWIFT_PACKAGE")])
        == .unknown)
    #expect(
      CompilationConditions.swiftPM.compiles([
        clause(.if, "os(iOS)"), clause(.if, "!SWIFT_PACKAGE"),
      ])
        == .no)
  }

  @Test func resourceBundleConditionsFollowTheAccessor() {
    let with = CompilationConditions.swiftPM(resourceBundle: .yes)
    let without = CompilationConditions.swiftPM(resourceBundle: .no)
    let unsure = CompilationConditions.swiftPM(resourceBundle: .unknown)
    let available = "SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE"
    let unavailable = "SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE"
    #expect(BuildCondition.evaluate(available, under: with) == .yes)
    #expect(BuildCondition.evaluate(unavailable, under: with) == .no)
    #expect(BuildCondition.evaluate(available, under: without) == .no)
    #expect(BuildCondition.evaluate(unavailable, under: without) == .yes)
    #expect(BuildCondition.evaluate(available, under: unsure) == .unknown)
    #expect(BuildCondition.evaluate(unavailable, under: unsure) == .unknown)
  }

  @Test func definesOfTheManifestAndOfTheConfiguration() {
    let conditions = CompilationConditions.swiftPM(
      resourceBundle: .no, defined: ["FEATURE_X"], undecided: ["STAGING_ONLY"])
    #expect(BuildCondition.evaluate("FEATURE_X", under: conditions) == .yes)
    #expect(BuildCondition.evaluate("STAGING_ONLY", under: conditions) == .unknown)
    #expect(BuildCondition.evaluate("OTHER", under: conditions) == .no)
    let configured = conditions.setting(["OTHER", "STAGING_ONLY"])
    #expect(BuildCondition.evaluate("OTHER", under: configured) == .yes)
    #expect(BuildCondition.evaluate("STAGING_ONLY", under: configured) == .yes)
    // A build whose settings are not all known leaves other identifiers unknown.
    var open = conditions
    open.others = .unknown
    #expect(BuildCondition.evaluate("OTHER", under: open) == .unknown)
    #expect(BuildCondition.evaluate("SWIFT_PACKAGE", under: open) == .yes)
  }

  /// The cached evaluation of an `#elseif` chain (made under `.swiftPM`) is read only where the
  /// module's build agrees with `.swiftPM` on every identifier of the chain.
  @Test(arguments: [
    (["SWIFT_PACKAGE"], CompilationConditions.swiftPM(resourceBundle: .yes), Truth.no),
    (["STAGING"], .swiftPM(resourceBundle: .yes), .yes),
    (["STAGING"], .swiftPM(resourceBundle: .yes, defined: ["STAGING"]), .no),
    (["STAGING"], .swiftPM(resourceBundle: .yes, undecided: ["STAGING"]), .unknown),
    (["DEBUG", "STAGING"], .swiftPM(resourceBundle: .no, defined: ["STAGING"]), .no),
    (["SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE"], .swiftPM(resourceBundle: .yes), .no),
    (["SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE"], .swiftPM(resourceBundle: .no), .yes),
    (["os(iOS)", "CARTHAGE"], .swiftPM(resourceBundle: .no), .unknown),
    (["os(iOS)", "CARTHAGE"], .swiftPM(resourceBundle: .no).setting(["CARTHAGE"]), .no),
  ])
  func earlierConditionsUnderEachModulesBuild(
    earlier: [String], conditions: CompilationConditions, expected: Truth
  ) {
    let list = ConditionList(earlier)
    #expect(list.noneHold(under: conditions) == expected)
    // The same answer as evaluating each condition.
    var direct = Truth.yes
    for condition in earlier {
      direct = direct && !BuildCondition.evaluate(condition, under: conditions)
    }
    #expect(direct == expected)
  }

  @Test func identifiersSkipCallsAndLiterals() {
    var names: Set<String> = []
    BuildCondition.identifiers(in: "os(iOS)&&!(A||true)||compiler(>=5.9)&&B_2||false", into: &names)
    #expect(names == ["A", "B_2"])
  }

  @Test func deepNestingIsALoopNotRecursion() {
    let depth = 100_000
    let nested =
      String(repeating: "(", count: depth) + "!SWIFT_PACKAGE" + String(repeating: ")", count: depth)
    #expect(BuildCondition.evaluate(nested, under: .swiftPM) == .no)
    let nots = String(repeating: "!", count: depth) + "SWIFT_PACKAGE"
    #expect(BuildCondition.evaluate(nots, under: .swiftPM) == .yes)
    #expect(
      BuildCondition.evaluate("os(" + String(repeating: "(", count: depth), under: .swiftPM)
        == .unknown)
  }
}
