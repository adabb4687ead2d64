import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `extension-lookup-misses`: code of an app extension looks up, in the main bundle (the
/// extension's own `.appex`), a key or asset that the extension lacks and the app that embeds
/// it has. Reported only with that evidence: a key the extension has, or that no containing
/// app has, is not its business. The fix is a project edit (copy the table or catalog into the
/// extension's Copy Bundle Resources) or passing the containing app's bundle.
struct ExtensionHostCheck: ResourceLookupCheck {
  static let check = ResourceCheck.extensionHost

  let lookups: ResourceLookups

  /// Only in an app extension whose own bundle is its main bundle, with a containing app known.
  static func mayFind(in module: ModuleContext) -> Bool {
    module.module.isAppExtension && module.module.mainBundle == .own
      && !module.containingAppBundles.isEmpty
  }

  static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    guard site.bundle == .main, module.module.isAppExtension, module.module.mainBundle == .own,
      !site.isFound(in: module.resourceIndex),
      let app = module.containingAppBundles.first(where: { site.isFound(in: $0) }),
      let index = app.index
    else { return nil }
    if site.resource == .key,
      !index.translates(
        site.name, table: site.table, fallback: site.defaultValue(in: builder.source))
        || !site.hasWords(in: index)
    {
      return nil
    }
    let place = site.place(in: index)
    let target = module.name
    let advice = rule.text(.copyResource, ["resource": place, "target": target])
    var diagnostic = builder.diagnostic(
      rule: rule, site: site,
      values: [
        "module": app.name, "place": place, "fix": advice,
        "detail": module.module.productFileName ?? target,
      ],
      notes: [advice])
    // The project edit goes in the extension's Copy Bundle Resources phase.
    if let phase = rule.resourcesNote(of: target, at: module.manifestLocation, role: .fix) {
      diagnostic.notes.append(phase)
    }
    return diagnostic
  }
}
