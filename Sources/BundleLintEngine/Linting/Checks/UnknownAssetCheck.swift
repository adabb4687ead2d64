import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `unknown-asset`: a literal asset name looked up in the module's bundle that none of the
/// module's asset catalogs has, with a did-you-mean.
struct UnknownAssetCheck: ResourceLookupCheck {
  static let check = ResourceCheck.unknownAsset

  let lookups: ResourceLookups

  /// A module-bundle lookup of an asset none of the module's catalogs has.
  static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    let types = site.resource.assetTypes
    // A module whose images are files, not catalogs, is not this rule's business.
    guard site.bundle == .module, !types.isEmpty, !module.resources.assetCatalogs.isEmpty,
      let index = module.resourceIndex, !site.isFound(in: index)
    else { return nil }
    let kinds = types.map(\.folderDescription).joined(separator: " or ")
    let suggestion = index.suggestion(forAsset: site.name.display, among: types)
    return builder.typoDiagnostic(
      rule, site, place: rule.text(.noAsset, ["kinds": kinds]), suggestion: suggestion,
      otherwise: rule.text(.addAsset, ["lookup": site.name.display, "module": module.name]))
  }
}
