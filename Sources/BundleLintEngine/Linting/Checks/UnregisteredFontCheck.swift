import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `package-font-not-registered`: a font looked up by name (`UIFont(name:size:)`,
/// `Font.custom(_:size:)`) that the module ships in its own resources and whose code never
/// registers fonts with Core Text: the app's `UIAppFonts` covers the main bundle only, so the
/// lookup falls back to the system font.
struct UnregisteredFontCheck: ResourceLookupCheck {
  static let check = ResourceCheck.unregisteredFont

  let lookups: ResourceLookups

  /// Only where the module ships fonts and never registers them.
  static func mayFind(in module: ModuleContext) -> Bool {
    !module.registersFonts && !(module.resourceIndex?.fonts.isEmpty ?? true)
  }

  /// A lookup of a font the module ships.
  static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    guard site.resource == .font, !module.registersFonts,
      let face = module.resourceIndex?.font(named: site.name.display)
    else { return nil }
    return builder.fontDiagnostic(
      rule, site, face: face, owner: module.name,
      values: ["module": module.name, "place": face.file])
  }
}
