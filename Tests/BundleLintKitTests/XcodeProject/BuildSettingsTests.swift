import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Build settings per target and configuration, through the levels Xcode uses: defaults,
/// the project's `.xcconfig` and settings, the target's `.xcconfig` and settings.
@Suite struct BuildSettingsTests {
  static let folder = PackageRoot.fixtures.appendingPathComponent("XcodeProjects/Settings")

  /// The fixture's files, by path relative to the project's folder.
  static func readFixture(_ path: String) -> [UInt8]? {
    (try? Data(contentsOf: folder.appendingPathComponent(path))).map(Array.init)
  }

  static func targets(
    projectName: String? = "Settings", readFile: (String) -> [UInt8]? = readFixture
  ) throws -> [String: XcodeTarget] {
    let url = folder.appendingPathComponent("Settings.xcodeproj/project.pbxproj")
    let project = try ProjectFile.read(Array(Data(contentsOf: url)))
    let targets = project.nativeTargets(projectName: projectName, readFile: readFile)
    return Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
  }

  static func resolved(_ text: String) -> BuildSettingValue {
    BuildSettingValue(text: text, isResolved: true)
  }

  static func unresolved(_ text: String) -> BuildSettingValue {
    BuildSettingValue(text: text, isResolved: false)
  }

  @Test func theFixtureReadsAsFoundationReadsIt() throws {
    let url = Self.folder.appendingPathComponent("Settings.xcodeproj/project.pbxproj")
    let bytes = try Array(Data(contentsOf: url))
    let oracle = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    #expect(
      PlistParserTests.canonical(try PlistParser.parse(bytes))
        == PlistParserTests.canonical(foundation: oracle))
  }

  @Test func theAppResolvesThroughEveryLevel() throws {
    let app = try #require(try Self.targets()["App"])
    #expect(app.settings.keys.sorted() == ["Debug", "Release"])
    let debug = try #require(app.settings["Debug"])
    // PRODUCT_NAME from the target's settings, through a variable of the target's `.xcconfig`
    // chain; the identifier from the project's settings, its prefix from the project's.
    #expect(debug.productName == Self.resolved("My App"))
    #expect(debug.bundleIdentifier == Self.resolved("com.example.My-App"))
    #expect(debug.sdkRoot == Self.resolved("iphoneos"))
    #expect(debug["SUPPORTED_PLATFORMS"] == Self.resolved("iphoneos iphonesimulator"))
    // `$(inherited)` at every level: Identifiers → Project.xcconfig → project settings (an
    // array) → Common → App.xcconfig.
    #expect(
      debug["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]
        == Self.resolved("DEBUG IDENTIFIERS PROJECT_XCCONFIG COMMON APP_XCCONFIG"))
    #expect(debug["OTHER_SWIFT_FLAGS"] == Self.resolved(" -D APP_FLAG -DAPP_FLAG2 -Xcc -DC_ONLY"))
    let conditions = debug.compilationConditions
    #expect(
      conditions.names == [
        "APP_FLAG", "APP_FLAG2", "APP_XCCONFIG", "COMMON", "DEBUG", "IDENTIFIERS",
        "PROJECT_XCCONFIG",
      ])
    #expect(conditions.isComplete)
    // The simulator-only flags are kept apart, not mixed in.
    #expect(
      debug.conditional == [
        ConditionalBuildSetting(
          name: "OTHER_SWIFT_FLAGS", condition: "[sdk=iphonesimulator*]",
          value: Self.resolved(" -DSIMULATOR"))
      ])
    // The missing `#include? "Local.xcconfig"` is silent.
    #expect(debug.problems.isEmpty)

    let release = try #require(app.settings["Release"])
    #expect(release.bundleIdentifier == Self.resolved("com.example.My-App"))
    #expect(
      release.compilationConditions.names == [
        "APP_XCCONFIG", "COMMON", "IDENTIFIERS", "PROJECT_XCCONFIG",
      ])
  }

  @Test func theWidgetSetsItsIdentifierInItsOwnFile() throws {
    let widget = try #require(try Self.targets()["Widget"]?.settings["Debug"])
    #expect(widget.bundleIdentifier == Self.resolved("com.example.my-app.widget"))
    #expect(widget.productName == Self.resolved("Widget"))
    #expect(widget.compilationConditions.names.contains("WIDGET"))
    #expect(widget.compilationConditions.names.contains("COMMON"))
  }

  @Test func configConditionsAreEvaluatedAndDefaultsApply() throws {
    let kit = try #require(try Self.targets()["Kit"])
    // No PRODUCT_NAME anywhere: `$(TARGET_NAME)`.
    #expect(kit.settings["Debug"]?.productName == Self.resolved("Kit"))
    #expect(kit.settings["Debug"]?.bundleIdentifier == Self.resolved("com.example.Kit.debug"))
    #expect(kit.settings["Release"]?.bundleIdentifier == Self.resolved("com.example.Kit"))
    // Set by no level, and its default comes from the SDK.
    #expect(kit.settings["Debug"]?["SUPPORTED_PLATFORMS"] == Self.unresolved(""))
  }

  @Test func whatCannotBeKnownStaysUnresolved() throws {
    let tool = try #require(try Self.targets()["Tool"])
    #expect(tool.settings.keys.sorted() == ["Debug"])
    let debug = try #require(tool.settings["Debug"])
    // An undefined variable.
    #expect(debug.bundleIdentifier == Self.unresolved("$(UNDEFINED_PREFIX).tool"))
    // Set above the missing include: known.
    #expect(debug.productName == Self.resolved("SettingsTool"))
    // Set only below it (in the project's `.xcconfig`): Secrets.xcconfig could change it.
    #expect(debug.sdkRoot == Self.unresolved(""))
    #expect(debug.compilationConditions.isComplete == false)
    #expect(
      debug.problems == [
        .missing(
          path: "Config/Targets/Secrets.xcconfig", includedFrom: "Config/Targets/Tool.xcconfig",
          line: 2)
      ])
    // Without the project's name, PROJECT_NAME is not known.
    let unnamed = try Self.targets(projectName: nil)["Tool"]?.settings["Debug"]
    #expect(unnamed?.productName == Self.unresolved("$(PROJECT_NAME)Tool"))
  }

  @Test func unreadableConfigurationFilesLeaveWhatFallsThroughUnresolved() throws {
    let app = try #require(try Self.targets(readFile: { _ in nil })["App"]?.settings["Debug"])
    #expect(
      app.problems == [
        .missing(path: "Config/Project.xcconfig", includedFrom: nil, line: 0),
        .missing(path: "Config/Targets/App.xcconfig", includedFrom: nil, line: 0),
      ])
    // The target's own settings are above the unread files; what they refer to is not.
    #expect(app.productName == Self.unresolved("$(APP_NAME)"))
    #expect(app.bundleIdentifier == Self.unresolved(""))
  }

  /// A project with one target, `T`, one configuration, `Debug`, and the given settings.
  static func project(
    project: String = "", target: String = "", extra: String = "", productType: String = ""
  ) throws -> ProjectFile {
    let text = """
      {
        objects = {
          P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T); };
          G = {isa = PBXGroup; children = (S); sourceTree = "<group>"; };
          S = {isa = PBXFileSystemSynchronizedRootGroup; path = Config; sourceTree = "<group>"; };
          PL = {isa = XCConfigurationList; buildConfigurations = (PD); };
          PD = {isa = XCBuildConfiguration; buildSettings = {\(project)}; name = Debug; };
          T = {isa = PBXNativeTarget; buildConfigurationList = TL; name = T; \(productType) };
          TL = {isa = XCConfigurationList; buildConfigurations = (TD); };
          TD = {isa = XCBuildConfiguration; buildSettings = {\(target)}; name = Debug; \(extra) };
        };
        rootObject = P;
      }
      """
    return try ProjectFile.read(Array(text.utf8))
  }

  static func debug(_ project: ProjectFile, files: [String: String] = [:]) throws
    -> XcodeBuildSettings
  {
    let target = try #require(project.objects["T"])
    let settings = project.buildSettings(of: target, projectName: "P") {
      files[$0].map { Array($0.utf8) }
    }
    return try #require(settings["Debug"])
  }

  @Test func onlyAppsAndExtensionsResolveTheirInfoPlistSettings() throws {
    let settings =
      "INFOPLIST_FILE = App/Info.plist; INFOPLIST_KEY_CFBundleLocalizations = \"en de\";"
    let app = try Self.debug(
      Self.project(
        target: settings, productType: "productType = \"com.apple.product-type.application\";"))
    #expect(app["INFOPLIST_FILE"] == Self.resolved("App/Info.plist"))
    #expect(app["INFOPLIST_KEY_CFBundleLocalizations"] == Self.resolved("en de"))
    #expect(app["INFOPLIST_KEY_CFBundleAllowMixedLocalizations"] == Self.resolved(""))
    let framework = try Self.debug(
      Self.project(
        target: settings, productType: "productType = \"com.apple.product-type.framework\";"))
    #expect(framework["INFOPLIST_FILE"] == nil)
    #expect(framework["INFOPLIST_KEY_CFBundleLocalizations"] == nil)
    #expect(framework.bundleIdentifier == Self.resolved(""))
  }

  @Test func aSynchronizedFolderAnchorsTheTargetsFile() throws {
    let project = try Self.project(
      target: "PRODUCT_NAME = \"$(inherited)-$(CONFIGURATION)\";",
      extra: """
        baseConfigurationReferenceAnchor = S;
        baseConfigurationReferenceRelativePath = Target.xcconfig;
        """)
    let settings = try Self.debug(
      project,
      files: [
        "Config/Target.xcconfig": """
        PRODUCT_BUNDLE_IDENTIFIER = org.$(PRODUCT_NAME:lower)
        PRODUCT_NAME = $(inherited)App
        PRODUCT_NAME = $(inherited)x
        """
      ])
    // `$(inherited)` goes down line by line in a file, then to the default.
    #expect(settings.productName == Self.resolved("TAppx-Debug"))
    #expect(settings.bundleIdentifier == Self.resolved("org.tappx-debug"))
  }

  @Test func cyclesAndSelfReferencesAreUnresolved() throws {
    let project = try Self.project(
      project: "A = \"$(B)\"; B = \"$(A)\"; PRODUCT_NAME = \"$(PRODUCT_NAME)x\";",
      target: "PRODUCT_BUNDLE_IDENTIFIER = \"com.$(A)\"; SDKROOT = \"$(SDKROOT:default=macosx)\";")
    let settings = try Self.debug(project)
    #expect(settings.bundleIdentifier == Self.unresolved("com.$(A)"))
    #expect(settings.productName == Self.unresolved("$(PRODUCT_NAME)x"))
    #expect(settings.sdkRoot == Self.unresolved("$(SDKROOT:default=macosx)"))
  }

  @Test func settingsThatDoubleOneAnotherStopGrowing() throws {
    let doubling = (1...40).map { "A\($0) = \"$(A\($0 - 1))$(A\($0 - 1))\";" }.joined()
    let project = try Self.project(
      project: "A0 = x; " + doubling, target: "PRODUCT_NAME = \"$(A40)\"; SDKROOT = \"$(A12)\";")
    let settings = try Self.debug(project)
    #expect(settings.productName == Self.unresolved("$(A40)"))
    #expect(settings.sdkRoot == Self.resolved(String(repeating: "x", count: 4096)))
  }

  @Test func listsWrittenAsArraysAndConditionalKeys() throws {
    let project = try Self.project(
      project: """
        SWIFT_ACTIVE_COMPILATION_CONDITIONS = (A, "$(inherited)"); SDKROOT = iphoneos;
        "SWIFT_ACTIVE_COMPILATION_CONDITIONS[arch=arm64]" = "$(inherited) ARM";
        """,
      target: """
        OTHER_SWIFT_FLAGS = ("$(inherited)", "-D", "TWO WORDS", "-DB");
        "SDKROOT[config=Debug]" = macosx; "SDKROOT[config=Rel*]" = appletvos;
        "PRODUCT_NAME[config=Debug][sdk=*][arch=*]" = Any;
        """)
    let settings = try Self.debug(project)
    #expect(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == Self.resolved("A "))
    #expect(settings.compilationConditions.names == ["A", "B"])
    #expect(settings.sdkRoot == Self.resolved("macosx"))
    // A `*` pattern matches every build.
    #expect(settings.productName == Self.resolved("Any"))
    #expect(
      settings.conditional.map(\.condition) == ["[arch=arm64]"]
        && settings.conditional.map(\.value) == [Self.resolved("A  ARM")])
  }

  @Test(arguments: [
    ("Debug", "Debug", true), ("Deb*", "Debug", true), ("*", "", true), ("*bug", "Debug", true),
    ("D*g", "Debug", true), ("Debug", "Release", false), ("D*x", "Debug", false),
    ("", "Debug", false), ("**", "Debug", true),
  ])
  func configPatterns(pattern: String, configuration: String, matches: Bool) {
    #expect(SettingResolver.matches(pattern, configuration) == matches)
  }

  /// The Project stage passes the disk to the reader: the fixture read through `load`.
  @Test func theScanReadsTheConfigurationFiles() throws {
    let path = Self.folder.appendingPathComponent("Settings.xcodeproj").path
    let file = try #require(XcodeProjectScan.read(path, fileSystem: LocalFileSystem()).file)
    let read = XcodeProjectScan.scan(path, file, fileSystem: LocalFileSystem())
    let app = try #require(read.targets.first { $0.name == "App" })
    #expect(app.settings["Debug"]?.bundleIdentifier == Self.resolved("com.example.My-App"))
    let tool = try #require(read.targets.first { $0.name == "Tool" })
    #expect(tool.settings["Debug"]?.productName == Self.resolved("SettingsTool"))
  }
}
