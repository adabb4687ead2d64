import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `framework-key-misses-in-extension`: a framework's main-bundle lookup of a literal key that
/// runs in an app extension, with the evidence that it does: the declaration holding the
/// lookup (`static let cancel = NSLocalizedString("cancel", comment: "")`) is named by a file
/// only that extension compiles, or such a file calls the framework's main-bundle wrapper with
/// the key (`"cancel".localized()`). In the extension the main bundle is the `.appex`: a key
/// its tables lack shows as the key (or the call's `value:`). An error when the extension has
/// the table but not the key; a warning when it has no such table (a build step may add one).
struct ExtensionReferenceCheck: RuleByRuleCheck {
  static func runs(_ rule: Rule) -> Bool {
    rule.kind == .resourceContent && rule.check == .extensionReference
  }

  let rules: [Rule]

  /// In a framework, which an extension may run (what the extension names is learnt later), and
  /// in an app extension.
  static func mayFind(in module: ModuleContext) -> Bool {
    module.isFramework || module.module.isAppExtension
  }

  static func findings(of rule: Rule, in file: LintedFile, builder: inout DiagnosticBuilder)
    -> [Diagnostic]
  {
    let module = file.module
    let (syntax, source) = (file.syntax, file.source)
    var found: [Diagnostic] = []
    // In the framework: lookups held by declarations an extension's own files name.
    if module.extensionReferences.contains(where: { !$0.members.isEmpty }) {
      for call in syntax.calls where !call.isInPreview && module.mayCompile(call.conditions) {
        guard
          let (key, table) = mainBundleKey(
            of: call, rule: rule, wrappers: module.mainBundleWrappers, source),
          let holder = KeyHolder.name(around: call.calleeOffset, in: syntax, source: source),
          let references = module.extensionReferences.first(where: {
            $0.members.contains(holder) && !has(key, table, in: $0.host)
          })
        else { continue }
        found.append(
          diagnostic(
            rule, key: key, table: table, at: call, host: references.host,
            user: "'\(holder)' of framework \(module.name)", &builder))
      }
    }
    // In the extension: calls of a framework's main-bundle wrapper with a literal key.
    if module.module.isAppExtension, !module.frameworkWrappers.isEmpty {
      let own = HostBundle(
        name: module.name, fileName: module.module.productFileName ?? module.name,
        index: module.resourceIndex, resourcesDeclaration: module.manifestLocation)
      for call in syntax.calls where !call.isInPreview && module.mayCompile(call.conditions) {
        for wrapper in module.frameworkWrappers {
          guard let key = wrapper.key(of: call, source: source), !has(key, nil, in: own) else {
            continue
          }
          found.append(
            diagnostic(
              rule, key: key, table: nil, at: call, host: own,
              user: "'\(wrapper.name)' of framework \(wrapper.module)", &builder))
          break
        }
      }
    }
    return found
  }

  /// The literal key `call` looks up in the main bundle, and its table: one of `rule`'s lookup
  /// shapes without a bundle or with `.main`, or a call of one of `wrappers`.
  static func mainBundleKey(
    of call: CallSite, rule: Rule, wrappers: [MainBundleWrapper], _ source: [UInt8]
  ) -> (LocalizationKey, String?)? {
    for pattern in rule.calls where pattern.accepts(call) {
      guard
        let site = ResourceLookupSite(call: call, pattern: pattern, resource: .key, source: source)
      else { continue }
      return site.bundle == .main && site.resource == .key ? (site.name, site.table) : nil
    }
    for wrapper in wrappers {
      if let key = wrapper.key(of: call, source: source) { return (key, nil) }
    }
    return nil
  }

  /// Whether `host`'s bundle has `key` in `table`.
  static func has(_ key: LocalizationKey, _ table: String?, in host: HostBundle) -> Bool {
    host.index?.match(key, table: table) != nil
  }

  /// The finding at `call`: an error when `host` has the table, a warning when it has none.
  static func diagnostic(
    _ rule: Rule, key: LocalizationKey, table: String?, at call: CallSite, host: HostBundle,
    user: String, _ builder: inout DiagnosticBuilder
  ) -> Diagnostic {
    let tableName = table ?? ResourceIndex.defaultTable
    let hasTable = host.index?.tables[tableName] != nil
    let place =
      hasTable
      ? rule.text(.lacksKey, ["table": host.index?.tableFileName(table) ?? tableName])
      : rule.text(.noSuchTable, ["table": tableName])
    let advice = rule.text(.copyResource, ["resource": "\(tableName) table", "target": host.name])
    let message = MessageTemplate.render(
      rule.message,
      [
        "lookup": key.display, "callee": call.callee, "module": user, "detail": host.fileName,
        "place": place, "fix": advice,
      ])
    return builder.projectEditDiagnostic(
      rule, message: message, severity: hasTable ? rule.severity : .warning, at: call,
      advice: advice, copyingInto: host)
  }
}
