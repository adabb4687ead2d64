import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `lookup-outside-package` (opt-in): a main-bundle lookup of a literal key or asset that no
/// module of the package has, in a module that owns tables (for a key) or catalogs (for an
/// asset). Adding the module's bundle changes nothing at run time until the module has the
/// name too, and the app may provide it on purpose: the missing-bundle rules stay silent there,
/// and teams that want every literal of such a module to come from it turn this rule on.
/// `hostProvided` modules are left out.
struct OutsidePackageCheck: ResourceLookupCheck {
  static let check = ResourceCheck.outsidePackage

  let lookups: ResourceLookups

  static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    guard site.bundle == .main, !module.isHostProvided, let index = module.resourceIndex,
      site.resource == .key
        ? !module.resources.stringTables.isEmpty : !module.resources.assetCatalogs.isEmpty,
      !site.isFound(in: index), !module.siblings.contains(where: { site.isFound(in: $0.index) }),
      !site.isProvidedByHost(module)
    else { return nil }
    let advice =
      site.resource == .key
      ? rule.text(.addKey, ["file": index.tableFileName(site.table)])
      : rule.text(.addAsset, ["lookup": site.name.display, "module": module.name])
    return builder.diagnostic(
      rule: rule, site: site, values: ["module": module.name, "fix": advice], notes: [advice])
  }
}
