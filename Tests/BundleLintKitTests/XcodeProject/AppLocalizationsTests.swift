import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// What an app's or extension's bundle declares of languages, and which of a module's it lacks.
@Suite struct AppLocalizationsTests {
  static func app(resources: [String] = [], settings: [String: [String: String]] = [:])
    -> XcodeTarget
  {
    var target = XcodeTarget(
      id: "A", name: "App", kind: .app, swiftFiles: [], resources: resources, line: 1)
    target.settings = settings.mapValues { values in
      XcodeBuildSettings(
        values: values.mapValues { BuildSettingValue(text: $0, isResolved: true) })
    }
    return target
  }

  @Test func theLprojFoldersOfTheResourcesAndTheCatalogsLanguagesAreDeclared() throws {
    let target = Self.app(resources: [
      "App/Base.lproj/Main.storyboard", "App/fr.lproj/InfoPlist.strings", "App/Assets.xcassets",
      "Legal/es.lproj",
    ])
    let declared = try #require(
      AppLocalizations.of(
        target, developmentRegion: "en", catalogLanguages: ["ja"], infoPlists: []))
    #expect(declared.declared == ["en", "es", "fr", "ja"])
    #expect(!declared.allowsMixedLocalizations)
  }

  @Test func theTranslationsOfALocalizedIntentDefinitionAreDeclaredToo() throws {
    var target = Self.app()
    target.localizedSources = [
      "Widget/Base.lproj/Intents.intentdefinition", "Widget/it.lproj/Intents.strings",
    ]
    let declared = try #require(
      AppLocalizations.of(target, developmentRegion: "en", catalogLanguages: [], infoPlists: []))
    #expect(declared.declared == ["en", "it"])
  }

  @Test(
    arguments: [
      ("App/de.lproj/InfoPlist.strings", "de"), ("pt-BR.lproj", "pt-BR"),
      ("A/zh-Hans.lproj/Sub/ja.lproj/Main.strings", "ja"), ("App/Assets.xcassets", nil),
      ("App/lproj/x.strings", nil), ("App/de.lproj.bak/x", nil),
    ] as [(String, String?)])
  func aPathsLanguageIsItsInnermostLprojFolder(path: String, language: String?) {
    #expect(AppLocalizations.folderLanguage(path) == language)
  }

  @Test func theDevelopmentRegionIsEnglishWhenTheProjectSetsNone() throws {
    let declared = try #require(
      AppLocalizations.of(
        Self.app(), developmentRegion: nil, catalogLanguages: [], infoPlists: []))
    #expect(declared.declared == ["en"])
  }

  @Test func theInfoPlistAndTheGeneratedInfoPlistSettingsDeclareToo() throws {
    let target = Self.app(settings: [
      "Debug": ["INFOPLIST_KEY_CFBundleLocalizations": "en ko"],
      "Release": ["INFOPLIST_KEY_CFBundleAllowMixedLocalizations": "NO"],
    ])
    let declared = try #require(
      AppLocalizations.of(
        target, developmentRegion: "en", catalogLanguages: [],
        infoPlists: [InfoPlist(localizations: ["de"])]))
    #expect(declared.declared == ["de", "en", "ko"])
    #expect(!declared.allowsMixedLocalizations)
  }

  @Test func mixedLocalizationsComeFromEitherPlace() throws {
    let bySetting = Self.app(settings: [
      "Release": ["INFOPLIST_KEY_CFBundleAllowMixedLocalizations": "YES"]
    ])
    let fromSetting = AppLocalizations.of(
      bySetting, developmentRegion: "en", catalogLanguages: [], infoPlists: [])
    #expect(fromSetting?.allowsMixedLocalizations == true)
    let fromPlist = AppLocalizations.of(
      Self.app(), developmentRegion: "en", catalogLanguages: [],
      infoPlists: [InfoPlist(allowsMixedLocalizations: true)])
    #expect(fromPlist?.allowsMixedLocalizations == true)
  }

  @Test func aSettingWhoseValueCannotBeResolvedLeavesTheDeclarationsUnknown() {
    var target = Self.app()
    target.settings["Release"] = XcodeBuildSettings(values: [
      "INFOPLIST_KEY_CFBundleLocalizations": BuildSettingValue(
        text: "en $(MORE_LANGUAGES)", isResolved: false)
    ])
    let declared = AppLocalizations.of(
      target, developmentRegion: "en", catalogLanguages: [], infoPlists: [])
    #expect(declared == nil)
  }

  @Test func aSettingOnlyAnUnreadableFileCouldSetIsTakenAsUnset() throws {
    var target = Self.app()
    target.settings["Release"] = XcodeBuildSettings(values: [
      "INFOPLIST_KEY_CFBundleLocalizations": BuildSettingValue(text: "", isResolved: false)
    ])
    let declared = try #require(
      AppLocalizations.of(target, developmentRegion: "en", catalogLanguages: [], infoPlists: []))
    #expect(declared.declared == ["en"])
  }

  @Test func anInfoPlistThatCannotBeKnownLeavesTheDeclarationsUnknown() {
    let declared = AppLocalizations.of(
      Self.app(), developmentRegion: "en", catalogLanguages: [],
      infoPlists: [InfoPlist(), nil])
    #expect(declared == nil)
  }

  @Test(arguments: [
    (["en"], ["de", "ja"], ["de", "ja"]),
    (["en", "de"], ["de", "ja"], ["ja"]),
    (["en", "de"], ["de-CH"], []),
    (["en", "pt-BR"], ["pt"], []),
    (["en", "zh-Hans"], ["zh-Hans", "zh-Hant"], ["zh-Hant"]),
    (["en", "zh_Hans"], ["zh-hans"], []),
    (["en", "pt-BR"], ["pt-PT"], ["pt-PT"]),
  ])
  func aLanguageCountsWithOrWithoutARegion(
    declared: [String], module: [String], lacking: [String]
  ) {
    #expect(AppLocalizations(declared: declared).lacking(Set(module)) == lacking)
  }
}
