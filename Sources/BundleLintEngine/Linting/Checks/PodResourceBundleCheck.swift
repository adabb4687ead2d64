import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `pod-lookup-misses-resource-bundle`: a pod whose `resource_bundles` hold all its resources
/// looks one up in `Bundle(for: C.self)` of a class it declares. That is the bundle of the
/// pod's framework (of the app, when the pod is linked statically), and CocoaPods puts the
/// resources in `Name.bundle` inside it, not in it: the lookup misses. An error when the miss
/// shows (a translated key, an asset or file), a warning while the key has no translation yet.
/// The fix passes the pod's own locator of its resource bundle when it has one
/// (`ModuleContext.frameworkBundleExpression`, as the framework rules' fixes do).
struct PodResourceBundleCheck: Check {
  static func runs(_ rule: Rule) -> Bool {
    rule.kind == .resourceContent && rule.check == .podResourceBundle
  }

  let rules: [Rule]

  init(rules: [Rule], context: CheckContext) { self.rules = rules }

  /// Only in a pod that copies none of its resources beside its code.
  static func mayFind(in module: ModuleContext) -> Bool {
    module.module.resourcesOnlyInResourceBundles && module.resourceIndex != nil
  }

  /// The bundle is written `Bundle(for: …)`.
  static func triggerWords(of rule: Rule) -> [String] { ["Bundle"] }

  func findings(in file: LintedFile, builder: inout DiagnosticBuilder) -> [CheckedFinding] {
    let (syntax, source, module) = (file.syntax, file.source, file.module)
    guard let index = module.resourceIndex else { return [] }
    var found: [CheckedFinding] = []
    for call in syntax.calls where !call.isInPreview && module.mayCompile(call.conditions) {
      for rule in rules {
        for pattern in rule.calls where pattern.accepts(call) {
          guard
            let site = ResourceLookupSite(
              call: call, pattern: pattern, resource: nil, source: source),
            site.bundle == .other, let label = pattern.bundleLabel,
            let argument = call.argument(labelled: label),
            case .forClass(let type) = BundleExpression(source.compactText(argument.valueRange)),
            site.isFound(in: index), !file.resolves(call, pattern: pattern)
          else { break }
          let declared = Self.declaresClass(type, in: file)
          guard declared != false,
            let diagnostic = Self.diagnostic(
              rule, site, index: index, module: module, &builder)
          else { break }
          found.append(
            CheckedFinding(
              diagnostic: diagnostic, lookalike: .call(call, pattern),
              dependsOn: declared == nil ? .moduleClasses : []))
          break
        }
      }
    }
    return found
  }

  /// Whether the pod declares class `type` (`Self`: the enclosing one); nil when no file
  /// declares it so far and the module's other files are not known yet.
  private static func declaresClass(_ type: String, in file: LintedFile) -> Bool? {
    if type == "Self" || file.module.bundleClass == type { return true }
    if CallShapeCheck.declaresClass(type, module: file.module, syntax: file.syntax) { return true }
    return file.module.knowsModuleDeclarations ? false : nil
  }

  /// The finding at `site`, which passes `Bundle(for: C.self)` and names what `index` (the
  /// pod's resource bundles) has; nil for a key with nothing to translate.
  private static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, index: ResourceIndex,
    module: ModuleContext, _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    if site.resource == .key, !site.hasWords(in: index) { return nil }
    // A key in its written language only shows the same text on a miss today.
    let latent =
      site.resource == .key
      && !index.translates(
        site.name, table: site.table, fallback: site.defaultValue(in: builder.source))
    let bundle = module.module.resourceBundleNames.first ?? module.name
    var diagnostic = builder.frameworkBundleDiagnostic(
      rule: rule, site: site,
      values: [
        "module": module.name, "detail": " '\(bundle).bundle'", "place": site.place(in: index),
      ])
    if latent {
      diagnostic.severity = .warning
      let note = rule.text(
        .notTranslatedYet, ["name": site.name.display, "place": site.place(in: index)])
      diagnostic.notes.insert(
        Note(message: note, location: diagnostic.location, role: .detail), at: 0)
    }
    return diagnostic
  }
}
