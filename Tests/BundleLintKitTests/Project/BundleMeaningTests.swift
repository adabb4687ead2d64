import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// What the code writes for a bundle (`BundleExpression`) and what that is where a module's
/// code runs (`Module.meaning(of:)`), for each kind of binary.
@Suite struct BundleMeaningTests {
  @Test(
    arguments: [
      (nil, BundleExpression.main), (".main", .main), ("Bundle.main", .main), ("nil", .main),
      (".module", .module), ("Bundle.module", .module), ("#bundle", .compilingBinary),
      ("Bundle(for:Finder.self)", .forClass("Finder")),
      ("Bundle(for:type(of:self))", .forClass("Self")),
      (".init(for:Self.self)", .forClass("Self")),
      ("Bundle(identifier:\"com.example.Kit\")!", .identifier("com.example.Kit")),
      ("Bundle(identifier:\"com.example.\\(name)\")", .unknown),
      ("Bundle(identifier:id)", .unknown),
      (
        "Bundle(url:Bundle.main.bundleURL.deletingLastPathComponent().deletingLastPathComponent())!",
        .containingApp
      ),
      ("Bundle(url:Bundle.main.bundleURL)", .unknown),
      ("bundle", .unknown), ("Bundle(for:x)", .unknown),
    ] as [(String?, BundleExpression)])
  func expressionsAreReadFromTheirText(text: String?, expected: BundleExpression) {
    #expect(BundleExpression(text) == expected)
  }

  static func module(
    _ name: String, binary: Module.Binary, main: Module.MainBundle, hosts: [String],
    resources: Bool = true
  ) -> Module {
    var module = Module(
      name: name, resources: ModuleResources(ownsBundle: resources), mainBundle: main,
      hosts: hosts)
    module.binary = binary
    return module
  }

  @Test func theMainBundleIsTheModulesOwnOnlyInAnAppOrExtension() {
    let share = Self.module("Share", binary: .own, main: .own, hosts: ["Share"])
    let kit = Self.module("Kit", binary: .own, main: .host, hosts: ["App", "Share"])
    let feature = Self.module("Feature", binary: .package, main: .host, hosts: ["App"])
    #expect(share.meaning(of: .main) == .own)
    #expect(kit.meaning(of: .main) == .hosts(["App", "Share"]))
    #expect(feature.meaning(of: .main) == .hosts(["App"]))
  }

  @Test func bundleForAClassIsTheBinaryThatDeclaresIt() {
    let declares: (String) -> String? = { $0 == "Finder" ? "Kit" : nil }
    let dynamic = Self.module("Kit", binary: .own, main: .host, hosts: ["App"])
    let staticLibrary = Self.module("Kit", binary: .host, main: .host, hosts: ["App"])
    let package = Self.module("Kit", binary: .package, main: .host, hosts: ["App"])
    #expect(dynamic.meaning(of: .forClass("Finder"), classOwner: declares) == .own)
    #expect(staticLibrary.meaning(of: .forClass("Finder"), classOwner: declares) == .hosts(["App"]))
    #expect(package.meaning(of: .forClass("Finder"), classOwner: declares) == .hosts(["App"]))
    #expect(dynamic.meaning(of: .forClass("Self")) == .own)
    #expect(dynamic.meaning(of: .forClass("UIView"), classOwner: declares) == .unknown)
  }

  @Test func hashBundleIsTheCompilingBinarysOrThePackageTargetsResourceBundle() {
    #expect(
      Self.module("Kit", binary: .own, main: .host, hosts: []).meaning(of: .compilingBinary) == .own
    )
    #expect(
      Self.module("Feature", binary: .package, main: .host, hosts: ["App"])
        .meaning(of: .compilingBinary) == .own)
    #expect(
      Self.module("Feature", binary: .package, main: .host, hosts: ["App"], resources: false)
        .meaning(of: .compilingBinary) == .hosts(["App"]))
    #expect(
      Self.module("Lib", binary: .host, main: .host, hosts: ["App", "Widget"])
        .meaning(of: .compilingBinary) == .hosts(["App", "Widget"]))
  }

  @Test func moduleBundleNeedsTheGeneratedAccessor() {
    #expect(Self.module("F", binary: .package, main: .host, hosts: []).meaning(of: .module) == .own)
    #expect(
      Self.module("F", binary: .package, main: .host, hosts: [], resources: false)
        .meaning(of: .module) == .unknown)
  }

  @Test func identifiersAndContainingAppsNameOtherBundles() {
    var share = Self.module("Share", binary: .own, main: .own, hosts: ["Share"])
    share.bundleIdentifier = "com.example.App.Share"
    share.containingApps = ["App"]
    let owners = ["com.example.App": "App"]
    #expect(share.meaning(of: .identifier("com.example.App.Share")) == .own)
    #expect(
      share.meaning(of: .identifier("com.example.App"), identifierOwner: { owners[$0] })
        == .other("App"))
    #expect(share.meaning(of: .identifier("com.other")) == .unknown)
    #expect(share.meaning(of: .containingApp) == .other("App"))
    share.containingApps = ["App", "ProApp"]
    #expect(share.meaning(of: .containingApp) == .unknown)
    let app = Self.module("App", binary: .own, main: .own, hosts: ["App"])
    #expect(app.meaning(of: .containingApp) == .unknown)
    #expect(app.meaning(of: .unknown) == .unknown)
  }
}

/// The module an Xcode target makes: its binary and main bundle by kind,
/// its bundle identifier and the conditions its configurations set.
@Suite struct XcodeModuleTests {
  static func target(
    _ kind: XcodeTarget.Kind, settings: [String: [String: String]] = [:]
  ) -> XcodeTarget {
    var target = XcodeTarget(
      id: "T", name: "Share", kind: kind, swiftFiles: ["Share/View.swift"],
      resources: ["Share/de.lproj/Localizable.strings", "Share/en.lproj/Localizable.strings"],
      line: 1)
    target.settings = settings.mapValues { values in
      XcodeBuildSettings(
        values: values.mapValues { BuildSettingValue(text: $0, isResolved: true) })
    }
    return target
  }

  @Test func kindDecidesTheBinaryAndTheMainBundle() {
    let share = Module(
      xcode: Self.target(.appExtension), folder: "/r", hosts: ["Share"], containingApps: ["App"],
      readFile: { _ in nil })
    #expect(share.mainBundle == .own && share.binary == .own && share.resources.ownsBundle)
    #expect(share.sourceFiles == ["/r/Share/View.swift"])
    #expect(share.resources.stringTables.map(\.localizations) == [["de", "en"]])
    #expect(share.meaning(of: .containingApp) == .other("App"))
    let library = Module(
      xcode: Self.target(.staticLibrary), folder: "/r", hosts: ["App"], readFile: { _ in nil })
    #expect(library.mainBundle == .host && library.binary == .host)
    #expect(!library.resources.ownsBundle)
    #expect(library.meaning(of: .compilingBinary) == .hosts(["App"]))
  }

  @Test func conditionsSetInEveryConfigurationAreSetAndTheOthersUndecided() {
    let target = Self.target(
      .app,
      settings: [
        "Debug": [
          "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG APPSTORE", "OTHER_SWIFT_FLAGS": "",
        ],
        "Release": [
          "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "APPSTORE", "OTHER_SWIFT_FLAGS": "-DSTORE",
          "PRODUCT_BUNDLE_IDENTIFIER": "com.example.Share",
        ],
      ])
    let module = Module(xcode: target, folder: "/r", hosts: [], readFile: { _ in nil })
    #expect(module.conditions.set == ["APPSTORE"])
    #expect(module.conditions.undecided == ["DEBUG", "STORE"])
    #expect(module.bundleIdentifier == "com.example.Share")
    #expect(
      !module.mayCompile([
        ConditionalClause(directive: .if, condition: "SWIFT_PACKAGE", earlierConditions: [])
      ]))
  }

  @Test func aTargetsPlatformsComeFromItsSupportedPlatformsElseItsSDK() {
    func platforms(_ settings: [String: [String: String]]) -> Set<String>? {
      let module = Module(
        xcode: Self.target(.app, settings: settings), folder: "/r", hosts: [],
        readFile: { _ in nil })
      return module.conditions.platforms
    }
    #expect(platforms(["Release": ["SDKROOT": "iphoneos"]]) == ["iOS"])
    #expect(
      platforms(["Release": ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos macosx"]])
        == ["iOS", "macOS"])
    #expect(
      platforms(["Debug": ["SDKROOT": "watchos"], "Release": ["SDKROOT": "iphoneos"]])
        == ["iOS", "watchOS"])
    // `auto` without a platform list, or one configuration whose SDK is not known: unknown.
    #expect(platforms(["Release": ["SDKROOT": "auto"]]) == nil)
    #expect(platforms(["Debug": ["SDKROOT": "iphoneos"], "Release": [:]]) == nil)
    let module = Module(
      xcode: Self.target(.app, settings: ["Release": ["SDKROOT": "iphoneos"]]), folder: "/r",
      hosts: [], readFile: { _ in nil })
    #expect(
      !module.mayCompile([
        ConditionalClause(directive: .if, condition: "os(watchOS)", earlierConditions: [])
      ]))
  }
}
