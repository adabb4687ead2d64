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
    let languages = translations(in: files)
    // A module in one language shows it whatever the app declares: nothing to ask the hosts.
    guard !languages.isEmpty, let hosts = hosts(of: files.module) else { return [] }
    var diagnostics: [Diagnostic] = []
    for (host, declared) in hosts {
      guard let declared, !declared.allowsMixedLocalizations else { continue }
      let lacking = declared.lacking(Set(languages.keys))
      guard let first = lacking.first, let path = languages[first] else { continue }
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

  /// The apps and extensions that run `module`, by the file name of their product, with what
  /// each declares (nil when not known): a package module's, as the projects say; a dynamic
  /// framework's, its hosts in the projects. Nil when none is known.
  static func hosts(of module: ModuleContext) -> [(host: String, localizations: AppLocalizations?)]?
  {
    if module.isFramework {
      guard !module.hostBundles.isEmpty else { return nil }
      return module.hostBundles.map { ($0.fileName, $0.localizations?.localizations) }
    }
    return module.hostTables?.eachHostLocalizations()
  }

  /// The languages the module's tables are translated into beyond its development language
  /// (`Base`, files outside any `.lproj` and files of empty values are none), each with the file that holds it
  /// (relative to the package root; a String Catalog for each of its languages), from the
  /// `Localizable` table when it has the language.
  static func translations(in files: ResourceFiles) -> [String: String] {
    let development = AppLocalizations.folded(files.developmentLocalization ?? "en")
    var found: [String: String] = [:]
    let others = files.index.tables.keys.filter { $0 != ResourceIndex.defaultTable }.sorted()
    let names = [ResourceIndex.defaultTable] + others
    for name in names {
      guard let table = files.index.tables[name] else { continue }
      for language in table.localizations
      where language != "" && language != "Base"
        && AppLocalizations.folded(language) != development && found[language] == nil
        && hasText(table, in: language, development: development)
      {
        // A String Catalog holds every language in the one file.
        if let file = table.files[language] ?? table.files.values.min() {
          found[language] = file
        }
      }
    }
    return found
  }

  /// Whether some entry of `table` in `language` shows text of its own: not empty, and not
  /// the text the development language's entry for the key shows (`"%@"` in both). A value not
  /// known (plural variants) counts. A file of empty values is a placeholder for a
  /// translation, not one.
  static func hasText(_ table: ResourceIndex.Table, in language: String, development: String)
    -> Bool
  {
    let source = table.localizations.first { AppLocalizations.folded($0) == development }
    var shown: [String: UInt64] = [:]
    for entry in source.flatMap(table.entries(in:)) ?? [] {
      if let value = entry.valueFingerprint { shown[entry.key] = value }
    }
    return table.entries(in: language)?.contains { entry in
      guard let value = entry.valueFingerprint else { return true }
      return value != emptyText && value != shown[entry.key]
    } ?? false
  }

  private static let emptyText = StringTableParser.fingerprint(of: "")

  /// `'de', 'ja'`.
  private static func quoted(_ languages: [String]) -> String {
    languages.map { "'\($0)'" }.joined(separator: ", ")
  }
}
