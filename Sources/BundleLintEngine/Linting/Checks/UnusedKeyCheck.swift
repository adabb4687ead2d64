import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `unused-localization-key`: a key of the module's tables that no string literal in the
/// module's code uses.
struct UnusedKeyCheck: Check {
  static func runs(_ rule: Rule) -> Bool {
    rule.kind == .resourceContent && rule.check == .unusedKey
  }

  /// It reads every literal of the module's code.
  static var dependencies: CheckDependencies { .moduleLiterals }

  init(rules: [Rule], context: CheckContext) {}

  static func findings(inResourcesOf files: ResourceFiles, rules: [Rule]) -> [Diagnostic] {
    rules.flatMap { findings(of: $0, in: files) }
  }

  private static func findings(of rule: Rule, in files: ResourceFiles) -> [Diagnostic] {
    let (index, module) = (files.index, files.module)
    guard let literals = files.usedLiterals else { return [] }
    var used: Set<String> = []
    var usedForms: Set<String> = []
    for literal in literals {
      used.insert(literal.display)
      if literal.hasPlaceholders { usedForms.insert(literal.matchForm) }
    }
    let development = files.developmentLocalization ?? "en"
    var diagnostics: [Diagnostic] = []
    for name in index.tables.keys.sorted() {
      guard let table = index.tables[name],
        let localization = table.localizations.contains(development)
          ? development : table.localizations.sorted().first
      else { continue }
      var seen: Set<String> = []
      for (position, entry) in (table.entries(in: localization) ?? []).enumerated()
      where seen.insert(entry.key).inserted {
        if used.contains(entry.key) { continue }
        if let form = LocalizationKey.formatMatchForm(of: entry.key), usedForms.contains(form) {
          continue
        }
        diagnostics.append(
          files.diagnostic(
            rule,
            path: table.path(ofEntryAt: position, in: localization) ?? table.files[localization]
              ?? name, line: entry.line,
            values: ["lookup": entry.key, "place": name, "module": module.name],
            lineText: entry.key))
      }
    }
    return diagnostics
  }
}
