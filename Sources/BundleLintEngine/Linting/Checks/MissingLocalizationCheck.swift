import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `missing-localization`: a key of the development localization missing from another
/// localization of its table.
struct MissingLocalizationCheck: Check {
  static func runs(_ rule: Rule) -> Bool {
    rule.kind == .resourceContent && rule.check == .missingLocalization
  }

  init(rules: [Rule], context: CheckContext) {}

  static func findings(inResourcesOf files: ResourceFiles, rules: [Rule]) -> [Diagnostic] {
    rules.flatMap { findings(of: $0, in: files) }
  }

  private static func findings(of rule: Rule, in files: ResourceFiles) -> [Diagnostic] {
    let index = files.index
    let development = files.developmentLocalization ?? "en"
    var diagnostics: [Diagnostic] = []
    for name in index.tables.keys.sorted() {
      guard let table = index.tables[name], let entries = table.entries(in: development) else {
        continue
      }
      let others = table.localizations.filter { $0 != development && $0 != "" && $0 != "Base" }
        .sorted()
      if others.isEmpty { continue }
      let keySets = others.map { Set((table.entries(in: $0) ?? []).map(\.key)) }
      var seen: Set<String> = []
      for (position, entry) in entries.enumerated() where seen.insert(entry.key).inserted {
        let missing = zip(others, keySets).filter { !$0.1.contains(entry.key) }.map(\.0)
        if missing.isEmpty { continue }
        diagnostics.append(
          files.diagnostic(
            rule,
            path: table.path(ofEntryAt: position, in: development) ?? table.files[development]
              ?? name, line: entry.line,
            values: [
              "lookup": entry.key, "place": name,
              "localizations": missing.map { "'\($0)'" }.joined(separator: ", "),
            ], lineText: entry.key))
      }
    }
    return diagnostics
  }
}
