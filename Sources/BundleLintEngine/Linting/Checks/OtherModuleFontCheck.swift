import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `font-in-other-module`: a font looked up by name that this module does not ship and another
/// module of the package does. The lookup finds it only once that module has registered it with
/// Core Text; the finding says whether its code ever does.
struct OtherModuleFontCheck: ResourceLookupCheck {
  static let check = ResourceCheck.otherModuleFont

  let lookups: ResourceLookups

  /// Only where another module of the package ships fonts.
  static func mayFind(in module: ModuleContext) -> Bool {
    module.siblings.contains { !$0.index.fonts.isEmpty }
  }

  /// A lookup of a font another module ships and this one does not.
  static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    let name = site.name.display
    guard site.resource == .font, module.resourceIndex?.font(named: name) == nil else {
      return nil
    }
    let shipping = module.siblings.compactMap { sibling in
      sibling.index.font(named: name).map { (sibling: sibling, face: $0) }
    }
    guard let owner = shipping.first(where: \.sibling.isImported) ?? shipping.first else {
      return nil
    }
    let status = owner.sibling.registersFonts ? RuleText.registersFonts : .neverRegistersFonts
    return builder.fontDiagnostic(
      rule, site, face: owner.face, owner: owner.sibling.name,
      values: [
        "module": owner.sibling.name, "place": owner.face.file,
        "detail": rule.text(status, ["module": owner.sibling.name]),
      ])
  }
}
