import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `package-key-misses-in-host` and `package-asset-misses-in-host`: a package module without
/// string tables (asset catalogs) looks a literal key (asset) up in the main bundle, and the
/// Xcode projects of the repository say which apps and extensions run it (they link a product
/// that holds it): one of them has the key (asset), and an app extension lacks it whose own
/// files name the code that looks it up (its type, or the property or function holding the
/// lookup). Silent when every host has it (the module relies on its hosts, as `hostProvided`
/// says), when none does, and when no extension that lacks it names the code: an extension
/// that links a module for its models may never run its views.
struct PackageHostCheck: RuleByRuleCheck {
  static func runs(_ rule: Rule) -> Bool {
    rule.kind == .resourceContent && rule.check == .packageHosts
  }

  /// The evidence, what the extensions' own files name, is learnt in a first pass.
  static var dependencies: CheckDependencies { .hostReferences }

  let rules: [Rule]

  /// Only in a package module without string tables or without asset catalogs that an app
  /// extension runs: a finding names an extension that lacks what another host has.
  static func mayFind(in module: ModuleContext) -> Bool {
    module.module.binary == .package
      && (module.resources.stringTables.isEmpty || module.resources.assetCatalogs.isEmpty)
      && module.hostTables?.runsInAppExtension == true
  }

  /// The key rule only in a module without string tables, the asset rule only in one without
  /// asset catalogs.
  static func mayFind(_ rule: Rule, in module: ModuleContext) -> Bool {
    mayFind(in: module)
      && (looksUpAssets(rule)
        ? module.resources.assetCatalogs.isEmpty : module.resources.stringTables.isEmpty)
  }

  /// Whether `rule` is the asset rule.
  static func looksUpAssets(_ rule: Rule) -> Bool {
    rule.appliesWhen.lookedUp.map { $0 != .key } ?? false
  }

  static func findings(of rule: Rule, in file: LintedFile, builder: inout DiagnosticBuilder)
    -> [Diagnostic]
  {
    let module = file.module
    guard mayFind(rule, in: module), let hosts = module.hostTables else { return [] }
    let (syntax, source) = (file.syntax, file.source)
    var found: [Diagnostic] = []
    // A call takes one of the rule's shapes only under its callee's name, or as `Text.init(`:
    // one set lookup rules out most calls instead of a comparison with every shape.
    let callees = Set(rule.calls.map(\.callee))
    for call in syntax.calls where !call.isInPreview && module.mayCompile(call.conditions) {
      guard call.callee == "init" || callees.contains(call.callee),
        let site = lookup(call, rule: rule, in: file), !site.name.hasPlaceholders,
        let answers = site.resource == .key
          ? hosts.eachHostProvides(site.name.display, table: site.table)
          : hosts.eachHostHasAsset(site.name.display, among: site.resource.assetTypes),
        let having = answers.first(where: \.provides)
      else { continue }
      let lacking = answers.filter { !$0.provides }.map(\.host)
      // Before the run knows what the extensions name (a first pass), any host that lacks it
      // is a candidate; the file is linted again with the evidence.
      guard
        let host = module.hostRunning(
          codeNames(around: call.calleeOffset, in: syntax, source: source), among: lacking)
      else { continue }
      let table = site.resource == .key ? site.table ?? ResourceIndex.defaultTable : "asset"
      let resource = site.resource == .key ? "\(table) table" : "asset catalog that has it"
      let advice = rule.text(.copyResource, ["resource": resource, "target": PathName.stem(host)])
      found.append(
        builder.diagnostic(
          rule: rule, site: site,
          values: ["module": having.host, "detail": host, "place": table, "fix": advice],
          notes: [advice]))
    }
    return found
  }

  /// The key or asset `call` looks up in the main bundle under one of `rule`'s shapes, unless
  /// a declaration of the module resolves the call.
  static func lookup(_ call: CallSite, rule: Rule, in file: LintedFile) -> ResourceLookupSite? {
    for pattern in rule.calls where pattern.accepts(call) {
      let resource = pattern.resource ?? rule.appliesWhen.lookedUp ?? .key
      guard
        let site = ResourceLookupSite(
          call: call, pattern: pattern, resource: resource, source: file.source)
      else { continue }
      guard site.bundle == .main, site.resource == resource, !file.resolves(call, pattern: pattern)
      else { return nil }
      return site
    }
    return nil
  }

  /// How other code names the code around `offset`: the file-scope type that holds it (a
  /// view's name; a nested type's name, such as `Context`, may be any other type's), and the
  /// property or function that holds it (`Strings.cancel`).
  static func codeNames(around offset: Int, in syntax: FileSyntax, source: [UInt8]) -> Set<String> {
    var names: Set<String> = []
    for declaration in syntax.declarations where declaration.enclosingType == nil {
      switch declaration.kind {
      case .struct, .class, .enum, .actor, .extension:
        if declaration.bodyRange?.contains(offset) == true {
          // `extension ServerFilter.Context` is named by its outermost type; an extension of
          // another module's type (`extension Models.Notification.Kind`, `import Models`) only
          // by the member holding the lookup: naming that type is no use of this module's code.
          let outermost = declaration.name.split(separator: ".").first.map(String.init) ?? ""
          if declaration.kind == .extension, declaration.name.contains("."),
            ImportScan.imports(outermost, in: source)
          {
            continue
          }
          names.insert(outermost)
        }
      default: continue
      }
    }
    if let holder = KeyHolder.name(around: offset, in: syntax, source: source) {
      names.insert(holder)
    }
    return names
  }
}
