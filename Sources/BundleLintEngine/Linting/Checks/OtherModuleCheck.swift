import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `resource-in-other-module`: a lookup in the main bundle whose key or asset another module of
/// the package has, and this module does not; the advice names that module's bundle.
struct OtherModuleCheck: ResourceLookupCheck {
  static let check = ResourceCheck.otherModule

  /// The advice names the other module's bundle accessor, learnt in the first pass.
  static var dependencies: CheckDependencies { .namedModuleAccessors }

  let lookups: ResourceLookups

  /// Only where another module of the package owns tables or catalogs.
  static func mayFind(in module: ModuleContext) -> Bool { !module.siblings.isEmpty }

  /// A main-bundle lookup of a key or asset that another module of the package has, and this
  /// module does not.
  static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    guard site.bundle == .main, !site.isFound(in: module.resourceIndex),
      let sibling = module.siblings.first(where: { $0.isImported && site.isFound(in: $0.index) }),
      site.resource != .key || sibling.index.translates(site.name, table: site.table),
      !site.isProvidedByHost(module)
    else { return nil }
    let advice = siblingAdvice(rule, site, sibling)
    let values: MessageValues = [
      "module": sibling.name, "place": site.place(in: sibling.index), "fix": advice,
    ]
    guard let accessor = sibling.bundleAccessor,
      let edit = site.bundleEdit(passing: ".\(accessor)", builder: builder)
    else { return builder.diagnostic(rule: rule, site: site, values: values, notes: [advice]) }
    // Safe when the file imports the module already; unsafe when the fix adds the import.
    let imports = ImportScan.imports(sibling.name, in: builder.source)
    return builder.diagnostic(
      rule: rule, site: site, values: values, notes: [advice],
      fix: (edit.range, edit.replacement, advice),
      alsoEdit: imports ? nil : ImportScan.insertion(of: sibling.name, in: builder.source),
      applicability: imports ? .safe : .unsafe)
  }

  /// How to look in `sibling`'s bundle instead.
  private static func siblingAdvice(
    _ rule: Rule, _ site: ResourceLookupSite, _ sibling: SiblingModule
  ) -> String {
    guard let accessor = sibling.bundleAccessor else {
      return rule.text(
        .giveAccessor, ["owner": sibling.name, "accessorName": lowerFirst(sibling.name)])
    }
    if site.pattern.kind == .bundleParameter, let label = site.pattern.bundleLabel {
      return rule.text(.passAccessor, ["bundleLabel": label, "accessor": accessor])
    }
    return rule.text(.useFormWithBundle, ["accessor": accessor])
  }

  private static func lowerFirst(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
  }
}
