import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `explicit-bundle-misses-key`: in a target of an Xcode project, a lookup passes a bundle that
/// resolves to a target of the project (`Bundle(for: BundleToken.self)` is the target's own
/// bundle when the target declares the class, `#bundle` the binary's, a containing-app helper
/// the app) whose tables lack the key, while exactly one other target's tables have it: the
/// raw key shows where the code runs. A file several targets compile is judged in each.
///
/// Also for a wrapper the file declares that looks its callers' keys up in such a bundle
/// (SwiftGen's `tr(_:_:_:)`): the literal keys the file passes to it are checked the same way,
/// and when the bundle has no table of that name at all, one finding at the wrapper's lookup
/// stands for all of them (one project edit fixes them).
struct ExplicitBundleCheck: RuleByRuleCheck {
  static func runs(_ rule: Rule) -> Bool {
    rule.kind == .resourceContent && rule.check == .explicitBundle
  }

  let rules: [Rule]

  /// Only in a project of several targets (one bundle to resolve to, another that has the key).
  static func mayFind(in module: ModuleContext) -> Bool { module.projectTargets.count > 1 }

  /// A lookup's bundle is passed under `bundle:` and a wrapper's names `Bundle` or `#bundle`:
  /// what resolves to a target is spelt with one of them (`Module.meaning(of:)`).
  static func triggerWords(of rule: Rule) -> [String] { ["Bundle", "bundle"] }

  /// A literal key looked up in a resolved target's bundle, where the code says it.
  private struct Lookup {
    var key: LocalizationKey
    var table: String?
    var call: CallSite
    var fallback: String?
  }

  static func findings(of rule: Rule, in file: LintedFile, builder: inout DiagnosticBuilder)
    -> [Diagnostic]
  {
    let module = file.module
    guard module.projectTargets.count > 1 else { return [] }
    let (syntax, source) = (file.syntax, file.source)
    // The classes the target surely declares: the file's own (a `BundleToken`), and the one a
    // framework's fixes name.
    var classes = Set(syntax.declarations.lazy.filter { $0.kind == .class }.map(\.name))
    if let bundleClass = module.bundleClass { classes.insert(bundleClass) }
    func target(of bundle: Argument) -> HostBundle? {
      resolvedTarget(of: bundle, in: module, classes: classes, source: source)
    }
    var found: [Diagnostic] = []
    for call in syntax.calls where !call.isInPreview && module.mayCompile(call.conditions) {
      for pattern in rule.calls where pattern.accepts(call) {
        guard
          let site = ResourceLookupSite(
            call: call, pattern: pattern, resource: .key, source: source)
        else { continue }
        if site.bundle == .other, site.resource == .key, let label = pattern.bundleLabel,
          let bundle = call.argument(labelled: label), let resolved = target(of: bundle)
        {
          let lookup = Lookup(
            key: site.name, table: site.table, call: call, fallback: site.defaultValue(in: source))
          if let finding = keyFinding(
            rule, lookup, bundle: bundle, in: resolved, module: module, &builder)
          {
            found.append(finding)
          }
        }
        break
      }
    }
    for wrapper in ExplicitBundleWrapper.find(in: syntax, source: source)
    where module.mayCompile(wrapper.lookup.conditions) {
      guard let resolved = target(of: wrapper.bundle) else { continue }
      let lookups = syntax.calls.compactMap { call -> Lookup? in
        guard module.mayCompile(call.conditions), let (key, table) = wrapper.keyAndTable(of: call)
        else { return nil }
        return Lookup(key: key, table: table, call: call, fallback: nil)
      }
      found += wrapperFindings(
        rule, wrapper, lookups, in: resolved, module: module, &builder)
    }
    return found
  }

  /// The target of the project whose bundle `bundle` is where `module`'s code runs; nil when
  /// the module model does not know it.
  private static func resolvedTarget(
    of bundle: Argument, in module: ModuleContext, classes: Set<String>, source: [UInt8]
  ) -> HostBundle? {
    let expression = BundleExpression(source.compactText(bundle.valueRange))
    let meaning = module.module.meaning(
      of: expression, classOwner: { classes.contains($0) ? module.name : nil })
    let name: String
    switch meaning {
    case .own: name = module.name
    case .other(let other): name = other
    case .hosts, .unknown: return nil
    }
    return module.projectTargets.first { $0.name == name }
  }

  /// The finding at one lookup: `resolved` lacks its key and exactly one other target has it.
  private static func keyFinding(
    _ rule: Rule, _ lookup: Lookup, bundle: Argument, in resolved: HostBundle,
    module: ModuleContext, _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    guard resolved.index?.match(lookup.key, table: lookup.table) == nil,
      let other = onlyOtherTarget(having: [lookup], besides: resolved, in: module)
    else { return nil }
    let tableName = lookup.table ?? ResourceIndex.defaultTable
    let hasTable = resolved.index?.tables[tableName] != nil
    let place =
      hasTable
      ? rule.text(.lacksKey, ["table": resolved.index?.tableFileName(lookup.table) ?? tableName])
      : rule.text(.noSuchTable, ["table": tableName])
    let advice =
      hasTable
      ? rule.text(.addKey, ["file": resolved.index?.tableFileName(lookup.table) ?? tableName])
      : rule.text(.copyResource, ["resource": "\(tableName) table", "target": resolved.name])
    let message = MessageTemplate.render(
      rule.message,
      [
        "lookup": lookup.key.display, "callee": lookup.call.callee,
        "detail": resolvedText(rule, bundle, resolved, builder.source), "place": place,
        "module": other.fileName, "fix": advice,
      ])
    return builder.projectEditDiagnostic(
      rule, message: message, severity: rule.severity, at: lookup.call, advice: advice,
      copyingInto: hasTable ? nil : resolved)
  }

  /// The findings of a wrapper's callers in this file: one at the wrapper's lookup for each
  /// table `resolved` lacks whole, else one at each caller whose key it lacks.
  private static func wrapperFindings(
    _ rule: Rule, _ wrapper: ExplicitBundleWrapper, _ lookups: [Lookup], in resolved: HostBundle,
    module: ModuleContext, _ builder: inout DiagnosticBuilder
  ) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let byTable = Dictionary(grouping: lookups) { $0.table ?? ResourceIndex.defaultTable }
    for tableName in byTable.keys.sorted() {
      let calls = byTable[tableName] ?? []
      guard resolved.index?.tables[tableName] == nil else {
        found += calls.compactMap {
          keyFinding(rule, $0, bundle: wrapper.bundle, in: resolved, module: module, &builder)
        }
        continue
      }
      guard let other = onlyOtherTarget(having: calls, besides: resolved, in: module) else {
        continue
      }
      let advice = rule.text(
        .copyResource, ["resource": "\(tableName) table", "target": resolved.name])
      let keys = Set(calls.map(\.key.display))
      let message = rule.text(
        .wrapperKeysMessage,
        [
          "callee": wrapper.name, "count": String(keys.count), "table": tableName,
          "detail": resolvedText(rule, wrapper.bundle, resolved, builder.source),
          "module": other.fileName, "fix": advice,
        ])
      found.append(
        builder.projectEditDiagnostic(
          rule, message: message, severity: rule.severity, at: wrapper.lookup, advice: advice,
          copyingInto: resolved))
    }
    return found
  }

  /// The one target other than `resolved` whose tables translate some of `lookups`' keys (and
  /// no other does); nil when none or several do.
  private static func onlyOtherTarget(
    having lookups: [Lookup], besides resolved: HostBundle, in module: ModuleContext
  ) -> HostBundle? {
    var having: HostBundle?
    for target in module.projectTargets where target.name != resolved.name {
      guard let index = target.index,
        lookups.contains(where: {
          index.translates($0.key, table: $0.table, fallback: $0.fallback)
        })
      else { continue }
      if having != nil { return nil }
      having = target
    }
    return having
  }

  /// `{detail}`: the bundle as the code writes it, and the target's product it is.
  private static func resolvedText(
    _ rule: Rule, _ bundle: Argument, _ resolved: HostBundle, _ source: [UInt8]
  ) -> String {
    let range = bundle.valueRange.clamped(to: 0..<source.count)
    let written = String(decoding: source[range], as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return rule.text(
      .resolvedBundle, ["bundle": written, "product": resolved.fileName, "target": resolved.name])
  }
}
