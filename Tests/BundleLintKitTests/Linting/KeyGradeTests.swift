import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// How a lookup of a key that the module's own table holds is graded (`CallShapeCheck.grade`):
/// an error when a miss shows today, a warning when it is latent (the key is not translated yet,
/// or a host holds it too), nothing when there is nothing to translate.
@Suite struct KeyGradeTests {
  /// What a lint of one lookup gave: its severity, whether its fix is safe, its first note.
  struct Graded: Equatable {
    var severity: Severity
    var safe: Bool
    var note: String
    var applicability: Fix.Applicability? = nil
  }

  /// Module `Feature` whose table `tableName` is `tables` (localization to `.strings` text).
  static func module(tables: [String: String], tableName: String = "Localizable")
    -> ModuleContext
  {
    var module = ModuleContext(
      name: "Feature",
      resources: ModuleResources(
        ownsBundle: true,
        stringTables: [
          .init(
            name: tableName, localizations: tables.keys.sorted(),
            files: tables.keys.sorted().map { "\($0).lproj/\(tableName).strings" })
        ]))
    var index = ResourceIndex()
    for (localization, text) in tables.sorted(by: { $0.key < $1.key }) {
      index.addTableFile(
        path: "\(localization).lproj/\(tableName).strings", table: tableName,
        bytes: Array(text.utf8))
    }
    module.resourceIndex = index
    return module
  }

  /// `source` linted in module `Feature` whose `Localizable` table is `tables` (localization to
  /// `.strings` text), with `host` as the tables of the app that runs it.
  static func grade(
    _ source: String, tables: [String: String], host: [String: [String]]? = nil,
    rule id: String = "localized-string-missing-bundle", tableName: String = "Localizable"
  ) throws -> Graded? {
    let rule = try LinterTests.rule(id)
    var module = Self.module(tables: tables, tableName: tableName)
    if let host {
      let app = HostTablesLoader(paths: ["/app/Localizable.xcstrings"]) { _ in
        HostTables(files: [("Localizable", host.mapValues { $0.map(TableKey.init) })])
      }
      module.hostTables = HostBundlesLoader(app: app)
    }
    let found = Linter.lint(
      source: Array(source.utf8), path: "a.swift", module: module, rules: [rule])
    try #require(found.count <= 1)
    return found.first.map {
      Graded(
        severity: $0.severity, safe: $0.fix?.applicability == .safe,
        note: $0.notes.first?.message ?? "", applicability: $0.fix?.applicability)
    }
  }

  /// Its fix is safe where the hosts are known and none has the key; an unknown host may show a
  /// translation the module lacks.
  @Test func aKeyHeldOnlyInTheDevelopmentLanguageIsALatentWarning() throws {
    let table = ["en": #""Save changes" = "Save changes";"#]
    let graded = try #require(try Self.grade(#"Text("Save changes")"#, tables: table))
    #expect(graded.severity == .warning)
    #expect(!graded.safe)
    #expect(graded.note.contains("not translated yet"))
    let hosted = try Self.grade(#"Text("Save changes")"#, tables: table, host: ["en": ["Open"]])
    #expect(hosted?.severity == .warning)
    #expect(hosted?.safe == true)
  }

  @Test func aKeyTranslatedIntoAnotherLanguageIsAnError() throws {
    let graded = try #require(
      try Self.grade(
        #"Text("Save")"#,
        tables: ["en": #""Save" = "Save";"#, "de": #""Save" = "Sichern";"#]))
    #expect(graded.severity == .error && graded.safe)
    #expect(graded.note.contains("certain to miss it"))
  }

  /// A raw key (`settings.title`) shows today even in the development language.
  @Test func aKeyWhoseTextDiffersFromItIsAnErrorInOneLanguage() throws {
    let graded = try Self.grade(
      #"Text("settings.title")"#, tables: ["en": #""settings.title" = "Settings";"#])
    #expect(graded?.severity == .error)
  }

  /// A new key beside translated ones: the table has German, the key not yet.
  @Test func aNewKeyBesideTranslatedOnesIsALatentWarning() throws {
    let graded = try Self.grade(
      #"NSLocalizedString("Export", comment: "")"#,
      tables: [
        "en": #""Export" = "Export"; "Import" = "Import";"#, "de": #""Import" = "Importieren";"#,
      ], host: ["en": ["Open"]])
    #expect(graded?.severity == .warning)
    #expect(graded?.safe == true)
  }

  /// `value:` is what a miss shows: the same text as the table's only entry.
  @Test func aDefaultValueEqualToTheOnlyEntryIsLatent() throws {
    let graded = try Self.grade(
      #"NSLocalizedString("export.title", value: "Export", comment: "")"#,
      tables: ["en": #""export.title" = "Export";"#])
    #expect(graded?.severity == .warning)
  }

  @Test(arguments: [
    (#"Text("OK")"#, ["en": #""OK" = "OK";"#, "de": #""OK" = "OK";"#]),
    (#"Text("—")"#, ["en": #""—" = "—";"#]),
    (#"Text("…")"#, ["en": #""…" = "…";"#, "de": #""…" = "…";"#]),
    (#"Text("\(count)")"#, ["en": #""%lld" = "%lld";"#]),
    (#"Text("🏃")"#, ["en": #""🏃" = "🏃";"#]),
    (#"Text("\(a) – \(b)")"#, ["en": #""%@ – %@" = "%@ – %@";"#]),
    (#"Text("Not in the table")"#, ["en": #""Save" = "Save";"#]),
  ])
  func nothingToTranslateIsNoFinding(source: String, tables: [String: String]) throws {
    #expect(try Self.grade(source, tables: tables) == nil)
  }

  /// Letters of any script are words to translate.
  @Test(arguments: ["Speichern", "保存", "Сохранить", "x"])
  func lettersOfAnyScriptAreWords(key: String) {
    #expect(LocalizationKey.hasWords(key))
  }

  @Test(arguments: ["—", "%lld", "%1$@ / %2$@", "🏃‍♂️", "1, 2, 3", " ", "%%"])
  func symbolsDigitsAndSpecifiersAreNoWords(key: String) {
    #expect(!LocalizationKey.hasWords(key))
  }

  /// The app holds the key too: the lookup works by duplication, a warning naming the host,
  /// unsafe to fix (the app's text may be what users see now).
  @Test(arguments: [
    ["en": #""Save" = "Save";"#], ["en": #""Save" = "Save";"#, "de": #""Save" = "Sichern";"#],
  ])
  func aKeyAHostHoldsTooIsALatentWarningNamingTheHost(tables: [String: String]) throws {
    let graded = try #require(
      try Self.grade(#"Text("Save")"#, tables: tables, host: ["en": ["Save"], "de": ["Save"]]))
    #expect(graded.severity == .warning)
    #expect(!graded.safe)
    #expect(graded.note.contains("only because the app holds it too"))
  }

  /// A host that lacks the key changes nothing: the module's own table decides.
  @Test func aHostWithoutTheKeyLeavesTheGrade() throws {
    let graded = try Self.grade(
      #"Text("Save")"#, tables: ["en": #""Save" = "Save";"#, "de": #""Save" = "Sichern";"#],
      host: ["en": ["Open"]])
    #expect(graded?.severity == .error)
    #expect(graded?.safe == true)
  }

  /// The SwiftUI APIs that take a key and no bundle are graded the same way.
  @Test func aButtonKeyNotTranslatedYetIsAWarning() throws {
    let graded = try Self.grade(
      #"Button("Save changes") {}"#, tables: ["en": #""Save changes" = "Save changes";"#],
      rule: "key-api-without-bundle")
    #expect(graded?.severity == .warning)
    #expect(graded?.note.contains("not translated yet") == true)
  }

  /// The key is in another table of the module than the one the call reads: the bundle alone
  /// would not find it, so the fix is shown, not applied.
  @Test(arguments: [
    (#"NSLocalizedString("Pay", comment: "")"#, "('Localizable')"),
    (#"NSLocalizedString("Pay", tableName: "Orders", comment: "")"#, "('Orders')"),
    (#"NSLocalizedString("Pay", tableName: table, comment: "")"#, "('table')"),
  ])
  func aKeyInAnotherTableOfTheModuleIsAWarningWithAFixShownOnly(source: String, read: String)
    throws
  {
    let graded = try #require(
      try Self.grade(
        source, tables: ["en": #""Pay" = "Pay";"#, "de": #""Pay" = "Zahlen";"#],
        tableName: "Checkout"))
    #expect(graded.severity == .warning)
    #expect(graded.note.contains("Checkout.strings, not in the table this call reads \(read)"))
    #expect(graded.applicability == .displayOnly)
  }

  /// `InfoPlist` holds the Info.plist's keys: no lookup means them.
  @Test func aKeyOnlyInInfoPlistIsNoFinding() throws {
    #expect(
      try Self.grade(
        #"NSLocalizedString("CFBundleDisplayName", comment: "")"#,
        tables: ["en": #""CFBundleDisplayName" = "Shop";"#], tableName: "InfoPlist") == nil)
  }

  /// A literal with an interpolation matches the table's format key; the message and the note
  /// quote that key, as the table holds it.
  @Test func anInterpolationIsQuotedAsTheTablesFormatKey() throws {
    let rule = try LinterTests.rule("localized-string-missing-bundle")
    let module = Self.module(tables: [
      "de": #""Error: %@" = "Fehler: %@";"#, "en": #""Error: %@" = "Error: %@";"#,
    ])
    let found = Linter.lint(
      source: Array(#"Text("Error: \(error.localizedDescription)")"#.utf8), path: "a.swift",
      module: module, rules: [rule])
    let finding = try #require(found.first)
    #expect(finding.severity == .error)
    #expect(finding.message.hasPrefix("'Text' looks up 'Error: %@' in the main bundle"))
    #expect(finding.notes.first?.message.hasPrefix("'Error: %@' is in this module's") == true)
  }
}
