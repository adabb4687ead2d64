import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// What an app's bundle declares of languages, from its Info.plist files and String Catalogs.
@Suite struct AppLocalizationsReaderTests {
  /// An app target whose every configuration sets `INFOPLIST_FILE` to `plist` (resolved or
  /// not), with `resources`.
  static func app(plist: BuildSettingValue?, resources: [String] = []) -> XcodeTarget {
    var target = XcodeTarget(
      id: "A", name: "App", kind: .app, swiftFiles: [], resources: resources, line: 1)
    for name in ["Debug", "Release"] {
      target.settings[name] = XcodeBuildSettings(
        values: plist.map { ["INFOPLIST_FILE": $0] } ?? [:])
    }
    return target
  }

  static let plist = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleLocalizations</key><array><string>de</string></array>
    </dict></plist>
    """.utf8)

  @Test(arguments: ["App/Info.plist", "$(SRCROOT)/App/Info.plist"])
  func theInfoPlistIsReadFromTheProjectsFolder(path: String) {
    var fileSystem = InMemoryFileSystem()
    fileSystem.addFile("/r/App/Info.plist", bytes: Self.plist)
    let resolved = BuildSettingValue(text: path, isResolved: !path.contains("$"))
    let declared = AppLocalizationsReader.localizations(
      of: Self.app(plist: resolved), projectFolder: "/r", developmentRegion: "en",
      fileSystem: fileSystem)
    #expect(declared?.declared == ["de", "en"])
  }

  @Test func anInfoPlistThatCannotBeFoundOrReadLeavesTheAppUnknown() {
    var fileSystem = InMemoryFileSystem()
    fileSystem.addFile("/r/App/Broken.plist", "<plist")
    let unresolved = BuildSettingValue(text: "$(CONFIG_DIR)/Info.plist", isResolved: false)
    for setting in [
      unresolved, BuildSettingValue(text: "App/Missing.plist", isResolved: true),
      BuildSettingValue(text: "App/Broken.plist", isResolved: true),
    ] {
      let declared = AppLocalizationsReader.localizations(
        of: Self.app(plist: setting), projectFolder: "/r", developmentRegion: "en",
        fileSystem: fileSystem)
      #expect(declared == nil, "\(setting.text)")
    }
  }

  @Test func anAppWithoutAnInfoPlistFileDeclaresItsResourcesAndCatalogLanguages() {
    var fileSystem = InMemoryFileSystem()
    fileSystem.addFile(
      "/r/App/Localizable.xcstrings",
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"hello": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
        "fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}}}}}}
      """)
    let target = Self.app(
      plist: BuildSettingValue(text: "", isResolved: true),
      resources: ["App/Localizable.xcstrings", "App/es.lproj/InfoPlist.strings"])
    let declared = AppLocalizationsReader.localizations(
      of: target, projectFolder: "/r", developmentRegion: "en", fileSystem: fileSystem)
    #expect(declared?.declared == ["en", "es", "fr"])
  }

  @Test func aCatalogThatIsNotThereLeavesTheAppUnknown() {
    let target = Self.app(
      plist: BuildSettingValue(text: "", isResolved: true),
      resources: ["App/Localizable.xcstrings", "App/es.lproj/InfoPlist.strings"])
    let declared = AppLocalizationsReader.localizations(
      of: target, projectFolder: "/r", developmentRegion: "en", fileSystem: InMemoryFileSystem())
    #expect(declared == nil)
  }
}
