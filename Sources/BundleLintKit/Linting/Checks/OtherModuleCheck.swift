/// `resource-in-other-module`: a lookup in the main bundle whose key or asset another module of
/// the package has, and this module does not; the advice names that module's bundle.
struct OtherModuleCheck: ResourceLookupCheck {
  static func runs(_ rule: Rule) -> Bool {
    rule.kind == .resourceContent && rule.check == .otherModule
  }

  /// The advice names the other module's bundle accessor, learnt in the first pass.
  static var dependencies: CheckDependencies { .namedModuleAccessors }

  let rules: [Rule]
  let dispatch: ResourceDispatch

  init(rules: [Rule], context: CheckContext) {
    self.rules = rules
    dispatch = ResourceDispatch(rules: rules)
  }

  /// A main-bundle lookup of a key or asset that another module of the package has, and this
  /// module does not.
  static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    guard site.bundle == .main, !site.isFound(in: module.resourceIndex),
      let sibling = module.siblings.first(where: { site.isFound(in: $0.index) })
    else { return nil }
    let advice = siblingAdvice(site, sibling)
    return builder.diagnostic(
      rule: rule, site: site,
      values: ["module": sibling.name, "place": site.place(in: sibling.index), "fix": advice],
      notes: [advice])
  }

  /// How to look in `sibling`'s bundle instead.
  private static func siblingAdvice(_ site: ResourceLookupSite, _ sibling: SiblingModule)
    -> String
  {
    guard let accessor = sibling.bundleAccessor else {
      return "pass \(sibling.name)'s bundle: give it a public accessor such as 'extension Bundle { public static let \(lowerFirst(sibling.name)) = Bundle.module }'"
    }
    if site.pattern.kind == .bundleParameter, let label = site.pattern.bundleLabel {
      return "pass '\(label): .\(accessor)'"
    }
    return "use a form that takes a bundle and pass 'Bundle.\(accessor)'"
  }

  private static func lowerFirst(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
  }
}
