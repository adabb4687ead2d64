import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `app-lacks-module-localizations`: a package module or dynamic framework translated into
/// languages that an app or extension running it does not declare. The system picks one language for the process from
/// those its main bundle declares; the module's bundle follows it, so its other translations
/// are never shown there.
struct HostLocalizationsCheck: Check {
  static func runs(_ rule: Rule) -> Bool {
    rule.kind == .resourceContent && rule.check == .hostLocalizations
  }

  init(rules: [Rule], context: CheckContext) {}

  static func findings(inResourcesOf files: ResourceFiles, rules: [Rule]) -> [Diagnostic] {
    guard !rules.isEmpty else { return [] }
    // The languages the tables name come first, their texts only for a language an app lacks:
    // a module in one language shows it whatever the app declares, and most apps declare the
    // languages of the modules they run.
    let named = namedLanguages(in: files)
    guard !named.isEmpty, let hosts = hosts(of: files.module) else { return [] }
    var translations = Translations(files)
    var diagnostics: [Diagnostic] = []
    for (host, loader) in hosts {
      guard let declared = loader?.declarations(for: named), !declared.allowsMixedLocalizations
      else { continue }
      let lacking = declared.lacking(named).filter { translations.file(of: $0) != nil }
      guard let first = lacking.first, let path = translations.file(of: first) else { continue }
      for rule in rules {
        var diagnostic = files.diagnostic(
          rule, path: path, line: 1,
          values: [
            "module": files.module.name, "detail": host,
            "localizations": quoted(lacking), "place": quoted(declared.declared),
          ], lineText: host)
        let advice = rule.text(
          .declareLocalizations, ["localizations": quoted(lacking), "host": host])
        diagnostic.notes.append(Note(message: advice, role: .fix))
        diagnostics.append(diagnostic)
      }
    }
    return diagnostics
  }

  /// The apps and extensions that run `module`, by the file name of their product, with how to
  /// read what each declares (nil when not known): a package module's, as the projects say; a
  /// dynamic framework's, its hosts in the projects. Nil when none is known.
  static func hosts(of module: ModuleContext) -> [(
    host: String, localizations: AppLocalizationsLoader?
  )]? {
    if module.isFramework {
      guard !module.hostBundles.isEmpty else { return nil }
      return module.hostBundles.map { ($0.fileName, $0.localizations) }
    }
    return module.hostTables?.eachHostLocalizations()
  }

  /// The languages the module's tables name beyond its development language (`Base` and
  /// files outside any `.lproj` are none), translated or not: their texts are not read.
  static func namedLanguages(in files: ResourceFiles) -> Set<String> {
    let development = AppLocalizations.folded(files.developmentLocalization ?? "en")
    var named: Set<String> = []
    for table in files.index.tables.values {
      for language in table.localizations
      where language != "" && language != "Base"
        && AppLocalizations.folded(language) != development
      {
        named.insert(language)
      }
    }
    return named
  }

  /// Which of the module's languages it is translated into, read when asked, language by
  /// language: a language is a translation where an entry of its tables shows text of its own,
  /// and its file is that of the `Localizable` table when it has the language, else of the
  /// first other table by name (relative to the package root; a String Catalog for each of its
  /// languages).
  struct Translations {
    private let files: ResourceFiles
    private let development: String
    private let tableNames: [String]
    private var known: [String: String?] = [:]
    /// Each table's development values by key number, made when a language first asks.
    private var developmentValues: [String: [UInt64?]] = [:]

    init(_ files: ResourceFiles) {
      self.files = files
      development = AppLocalizations.folded(files.developmentLocalization ?? "en")
      let others = files.index.tables.keys.filter { $0 != ResourceIndex.defaultTable }.sorted()
      tableNames = [ResourceIndex.defaultTable] + others
    }

    /// The file that holds `language`'s translation; nil when the module has none in it.
    mutating func file(of language: String) -> String? {
      if let found = known[language] { return found }
      var found: String?
      for name in tableNames {
        guard let table = files.index.tables[name], table.localizations.contains(language),
          hasText(table, named: name, in: language)
        else { continue }
        // A String Catalog holds every language in the one file.
        found = table.files[language] ?? table.files.values.min()
        if found != nil { break }
      }
      known[language] = .some(found)
      return found
    }

    /// Whether some entry of `table` in `language` shows text of its own: not empty, and not
    /// the text the development language's entry for the key shows (`"%@"` in both). A value
    /// not known (plural variants) counts. A file of empty values is a placeholder for a
    /// translation, not one.
    private mutating func hasText(
      _ table: ResourceIndex.Table, named name: String, in language: String
    ) -> Bool {
      let values =
        developmentValues[name]
        ?? table.localizations.first { AppLocalizations.folded($0) == development }.map(
          table.valueFingerprintsByKey(in:)) ?? []
      developmentValues[name] = values
      return table.hasValue(in: language, otherThan: values, orEmpty: emptyText)
    }
  }

  static let emptyText = StringTableParser.fingerprint(of: "")

  /// `'de', 'ja'`.
  private static func quoted(_ languages: [String]) -> String {
    languages.map { "'\($0)'" }.joined(separator: ", ")
  }
}
