/// The resource cross-checks that read only a module's resource files: malformed files, keys
/// missing from a localization, keys no code uses. A pure function of the module's index.
extension Linter {
  /// What the file-level checks of one module need besides its index.
  struct ResourceFileInputs: Sendable {
    /// Absolute path of the package root; index paths are relative to it.
    var packageRoot: String
    /// The package's `defaultLocalization`; `en` when it has none.
    var developmentLocalization: String?
    /// The string literals passed as arguments anywhere in the module's code; nil when not
    /// gathered (then `unusedKey` stays silent).
    var usedLiterals: [LocalizationKey]?
  }

  /// The findings of the `resourceContent` rules among `rules` that read resource files, for
  /// `module`, sorted by path and line.
  static func lintResourceFiles(
    module: ModuleContext, inputs: ResourceFileInputs, rules: [Rule]
  ) -> [Diagnostic] {
    guard let index = module.resourceIndex else { return [] }
    var diagnostics: [Diagnostic] = []
    for rule in rules where rule.kind == .resourceContent {
      switch rule.check {
      case .malformedResource?:
        for problem in index.malformed {
          diagnostics.append(
            fileDiagnostic(
              rule, path: problem.path, line: problem.line, inputs: inputs,
              values: ["place": problem.path, "detail": problem.detail], lineText: problem.path))
        }
      case .missingLocalization?:
        diagnostics += missingLocalizations(rule, index: index, inputs: inputs)
      case .unusedKey?:
        diagnostics += unusedKeys(rule, index: index, module: module, inputs: inputs)
      default:
        continue
      }
    }
    return diagnostics.sorted {
      ($0.location.path, $0.location.line, $0.ruleID) < ($1.location.path, $1.location.line, $1.ruleID)
    }
  }

  private static func missingLocalizations(
    _ rule: Rule, index: ResourceIndex, inputs: ResourceFileInputs
  ) -> [Diagnostic] {
    let development = inputs.developmentLocalization ?? "en"
    var diagnostics: [Diagnostic] = []
    for name in index.tables.keys.sorted() {
      guard let table = index.tables[name], let entries = table.keys[development] else { continue }
      let others = table.keys.keys.filter { $0 != development && $0 != "" && $0 != "Base" }.sorted()
      if others.isEmpty { continue }
      let keySets = others.map { Set(table.keys[$0, default: []].map(\.key)) }
      var seen: Set<String> = []
      for entry in entries where seen.insert(entry.key).inserted {
        let missing = zip(others, keySets).filter { !$0.1.contains(entry.key) }.map(\.0)
        if missing.isEmpty { continue }
        diagnostics.append(
          fileDiagnostic(
            rule, path: entry.path ?? table.files[development] ?? name, line: entry.line,
            inputs: inputs,
            values: [
              "lookup": entry.key, "place": name,
              "localizations": missing.map { "'\($0)'" }.joined(separator: ", "),
            ], lineText: entry.key))
      }
    }
    return diagnostics
  }

  private static func unusedKeys(
    _ rule: Rule, index: ResourceIndex, module: ModuleContext, inputs: ResourceFileInputs
  ) -> [Diagnostic] {
    guard let literals = inputs.usedLiterals else { return [] }
    var used: Set<String> = []
    var usedForms: Set<String> = []
    for literal in literals {
      used.insert(literal.display)
      if literal.hasPlaceholders { usedForms.insert(literal.matchForm) }
    }
    let development = inputs.developmentLocalization ?? "en"
    var diagnostics: [Diagnostic] = []
    for name in index.tables.keys.sorted() {
      guard let table = index.tables[name],
        let localization = table.keys[development] != nil
          ? development : table.keys.keys.sorted().first
      else { continue }
      var seen: Set<String> = []
      for entry in table.keys[localization, default: []] where seen.insert(entry.key).inserted {
        if used.contains(entry.key) { continue }
        if let form = LocalizationKey.formatMatchForm(of: entry.key), usedForms.contains(form) {
          continue
        }
        diagnostics.append(
          fileDiagnostic(
            rule, path: entry.path ?? table.files[localization] ?? name, line: entry.line,
            inputs: inputs, values: ["lookup": entry.key, "place": name, "module": module.name],
            lineText: entry.key))
      }
    }
    return diagnostics
  }

  /// A finding on line `line` of the resource file `path` (relative to the package root).
  private static func fileDiagnostic(
    _ rule: Rule, path: String, line: Int, inputs: ResourceFileInputs, values: MessageValues,
    lineText: String
  ) -> Diagnostic {
    let location = SourceLocation(
      path: inputs.packageRoot + "/" + path, offset: 0, line: line, column: 1)
    return Diagnostic(
      ruleID: rule.id, severity: rule.severity, message: MessageTemplate.render(rule.message, values),
      location: location, lineText: lineText)
  }
}
