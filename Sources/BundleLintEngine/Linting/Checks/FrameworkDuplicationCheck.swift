import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `framework-lookup-by-duplication`: a dynamic framework of an Xcode project looks up, in the
/// main bundle, a key or asset of its own tables or catalogs that every app and extension
/// running it copies too. It works, by duplication: the framework's own copy is never read, and
/// a host added later without the copy shows the key. A latent miss: a warning naming the hosts.
struct FrameworkDuplicationCheck: ResourceLookupCheck {
  static let check = ResourceCheck.frameworkDuplication

  let lookups: ResourceLookups

  /// Only in a framework with hosts known (`ModuleContext.frameworkOwnIndex`).
  static func mayFind(in module: ModuleContext) -> Bool {
    module.isFramework && !module.hostBundles.isEmpty
  }

  static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    guard let index = module.frameworkOwnIndex(for: site), !module.hostBundles.isEmpty,
      module.hostBundles.allSatisfy({ site.isFound(in: $0) }),
      site.resource != .key || site.hasWords(in: index)
    else { return nil }
    let advice = module.frameworkBundleAdvice(rule, for: site)
    return builder.diagnostic(
      rule: rule, site: site,
      values: [
        "module": module.name, "place": site.place(in: index),
        "detail": module.hostBundles.map { "'\($0.fileName)'" }.joined(separator: ", "),
        "fix": advice,
      ],
      notes: [advice])
  }
}
