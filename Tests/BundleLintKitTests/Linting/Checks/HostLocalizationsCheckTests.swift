import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `app-lacks-module-localizations` on a module's tables, with hosts given directly.
@Suite struct HostLocalizationsCheckTests {
  static let rule = RuleCatalog.builtin.rules.first { $0.id == "app-lacks-module-localizations" }!

  /// A module `Feature` whose tables are `files` (path relative to the package root, table
  /// name and `.strings` text), run by `hosts` (product name and what it declares).
  static func files(
    _ tables: [(path: String, table: String, text: String)],
    hosts: [(String, AppLocalizations?)]?, development: String? = "en"
  ) -> ResourceFiles {
    var module = ModuleContext(name: "Feature", resources: ModuleResources(ownsBundle: true))
    var index = ResourceIndex()
    for table in tables {
      index.addTableFile(path: table.path, table: table.table, bytes: Array(table.text.utf8))
    }
    module.resourceIndex = index
    if let hosts {
      let named = hosts.map { name, declared in
        HostTablesLoader.Named(
          name: name, tables: HostTablesLoader(paths: []) { _ in HostTables() },
          assets: HostAssetsLoader(catalogs: []) { _ in [:] },
          localizations: AppLocalizationsLoader { _ in declared })
      }
      module.hostTables = HostBundlesLoader(app: nil) { named }
    }
    return ResourceFiles(
      module: module, index: index, packageRoot: "/p", developmentLocalization: development)
  }

  static let translated: [(path: String, table: String, text: String)] = [
    ("Sources/Feature/en.lproj/Localizable.strings", "Localizable", "\"a\" = \"A\";"),
    ("Sources/Feature/de.lproj/Localizable.strings", "Localizable", "\"a\" = \"Ä\";"),
    ("Sources/Feature/ja.lproj/Errors.strings", "Errors", "\"e\" = \"エ\";"),
    ("Sources/Feature/de.lproj/Errors.strings", "Errors", "\"e\" = \"E\";"),
  ]

  @Test func eachHostThatLacksALanguageGetsOneFindingOnTheFirstLanguagesTable() {
    let found = HostLocalizationsCheck.findings(
      inResourcesOf: Self.files(
        Self.translated,
        hosts: [
          ("App.app", AppLocalizations(declared: ["en"])),
          ("Share.appex", AppLocalizations(declared: ["en", "de"])),
          ("Mac.app", AppLocalizations(declared: ["en", "de", "ja"])),
        ]), rules: [Self.rule])
    #expect(found.count == 2)
    #expect(
      found.map(\.location.path) == [
        "/p/Sources/Feature/de.lproj/Localizable.strings",
        "/p/Sources/Feature/ja.lproj/Errors.strings",
      ])
    #expect(found.map(\.location.line) == [1, 1])
    #expect(
      found.first?.message
        == "module 'Feature' is translated into 'de', 'ja', which 'App.app' does not declare, so the system does not pick those languages for 'App.app' and users who prefer them see the module in a language it declares; declare them in 'App.app'"
    )
    #expect(
      found.last?.message.contains("into 'ja', which 'Share.appex' does not declare") == true)
    #expect(
      found.first?.notes.map(\.message) == [
        "add 'de', 'ja' to 'CFBundleLocalizations' in the Info.plist of 'App.app', or localize a resource of 'App.app' in them"
      ])
    #expect(found.allSatisfy { $0.severity == .warning && $0.fix == nil })
  }

  @Test func aHostThatAllowsMixedLocalizationsOrIsNotKnownIsLeftAlone() {
    let found = HostLocalizationsCheck.findings(
      inResourcesOf: Self.files(
        Self.translated,
        hosts: [
          ("App.app", AppLocalizations(declared: ["en"], allowsMixedLocalizations: true)),
          ("Share.appex", nil),
        ]), rules: [Self.rule])
    #expect(found.isEmpty)
  }

  @Test func aModuleInItsDevelopmentLanguageOnlyOrWithoutHostsIsLeftAlone() {
    let english: [(path: String, table: String, text: String)] = [
      ("Sources/Feature/en.lproj/Localizable.strings", "Localizable", "\"a\" = \"A\";"),
      ("Sources/Feature/Base.lproj/Localizable.strings", "Localizable", "\"a\" = \"A\";"),
    ]
    let hosts = [("App.app", AppLocalizations(declared: ["en"]) as AppLocalizations?)]
    #expect(
      HostLocalizationsCheck.findings(
        inResourcesOf: Self.files(english, hosts: hosts), rules: [Self.rule]
      ).isEmpty)
    #expect(
      HostLocalizationsCheck.findings(
        inResourcesOf: Self.files(Self.translated, hosts: nil), rules: [Self.rule]
      ).isEmpty)
  }

  @Test func theDevelopmentLanguageIsThePackagesDefaultLocalization() {
    // A package developed in German: its English table is the translation.
    let found = HostLocalizationsCheck.findings(
      inResourcesOf: Self.files(
        Array(Self.translated.prefix(2)),
        hosts: [("App.app", AppLocalizations(declared: ["de"]))], development: "de"),
      rules: [Self.rule])
    #expect(found.map(\.location.path) == ["/p/Sources/Feature/en.lproj/Localizable.strings"])
  }

  @Test func aLanguageOfEmptyValuesOrTheDevelopmentTextIsNoTranslation() {
    let placeholders: [(path: String, table: String, text: String)] = [
      (
        "Sources/Feature/en.lproj/Localizable.strings", "Localizable",
        "\"a\" = \"A\";\n\"f\" = \"%@\";"
      ),
      (
        "Sources/Feature/es.lproj/Localizable.strings", "Localizable",
        "\"a\" = \"\";\n\"f\" = \"%@\";"
      ),
      (
        "Sources/Feature/fr.lproj/Localizable.strings", "Localizable",
        "\"a\" = \"\";\n\"b\" = \"B\";"
      ),
    ]
    let found = HostLocalizationsCheck.findings(
      inResourcesOf: Self.files(
        placeholders, hosts: [("App.app", AppLocalizations(declared: ["en"]))]),
      rules: [Self.rule])
    #expect(found.map(\.location.path) == ["/p/Sources/Feature/fr.lproj/Localizable.strings"])
    #expect(found.first?.message.contains("translated into 'fr', which") == true)
  }

  @Test func aDynamicFrameworksHostsAreTheAppsAndExtensionsOfItsProject() {
    var files = Self.files(Array(Self.translated.prefix(2)), hosts: nil)
    files.module.module.binary = .own
    files.module.module.mainBundle = .host
    var app = HostBundle(name: "App", fileName: "App.app", index: nil)
    app.localizations = AppLocalizationsLoader { _ in AppLocalizations(declared: ["en"]) }
    var widget = HostBundle(name: "Widget", fileName: "Widget.appex", index: nil)
    widget.localizations = AppLocalizationsLoader { _ in AppLocalizations(declared: ["en", "de"]) }
    files.module.hostBundles = [app, widget]
    let found = HostLocalizationsCheck.findings(inResourcesOf: files, rules: [Self.rule])
    #expect(found.map(\.message).map { $0.contains("which 'App.app' does not declare") } == [true])
    // Without hosts in the projects, nothing is known.
    files.module.hostBundles = []
    #expect(HostLocalizationsCheck.findings(inResourcesOf: files, rules: [Self.rule]).isEmpty)
  }
}
