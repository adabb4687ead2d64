import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `framework-lookup-in-main-bundle`: code of a dynamic framework of an Xcode project looks up,
/// in the main bundle, a key or asset that the framework's own bundle has. The main bundle is
/// the app or extension that loads the framework: the lookup misses there unless that host
/// copies the same table or catalog. Reported when a host that runs the framework lacks it (or
/// when no host is known); when every host has it, the lookup works by duplication and the
/// check stays silent.
struct FrameworkHostCheck: ResourceLookupCheck {
  static let check = ResourceCheck.frameworkHost

  let lookups: ResourceLookups

  /// Only in a framework (`ModuleContext.frameworkOwnIndex`).
  static func mayFind(in module: ModuleContext) -> Bool { module.isFramework }

  static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    guard let index = module.frameworkOwnIndex(for: site) else { return nil }
    // Every language shows the text a miss shows (the key, or the call's `value:`), or the key
    // has nothing to translate (`– – –`).
    if site.resource == .key,
      !index.translates(
        site.name, table: site.table, fallback: site.defaultValue(in: builder.source))
        || !site.hasWords(in: index)
    {
      return nil
    }
    let lacking = module.hostBundles.filter { !site.isFound(in: $0) }
    if !module.hostBundles.isEmpty, lacking.isEmpty { return nil }
    let detail =
      lacking.first.map { rule.text(.missesInHost, ["host": $0.fileName]) } ?? ""
    return builder.frameworkBundleDiagnostic(
      rule: rule, site: site,
      values: ["module": module.name, "place": site.place(in: index), "detail": detail])
  }
}
