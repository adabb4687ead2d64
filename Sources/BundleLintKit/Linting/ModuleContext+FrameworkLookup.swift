extension ModuleContext {
  /// Whether the module is a framework of an Xcode project: a binary of its own, whose main
  /// bundle is the host's.
  var isFramework: Bool { module.binary == .own && module.mainBundle == .host }

  /// For a dynamic framework of an Xcode project: its own index, when `site` looks up in the
  /// main bundle (its hosts') a name that index has; nil otherwise.
  func frameworkOwnIndex(for site: ResourceLookupSite) -> ResourceIndex? {
    guard site.bundle == .main, isFramework,
      let index = resourceIndex, site.isFound(in: index)
    else { return nil }
    return index
  }

  /// How `site` finds the framework's own bundle instead, in `rule`'s words: pass
  /// `Bundle(for: C.self)` for the class its fixes use (a form that takes a bundle, for a call
  /// that takes none), else declare a `BundleToken` class to pass.
  func frameworkBundleAdvice(_ rule: Rule, for site: ResourceLookupSite) -> String {
    let label = site.pattern.bundleLabel ?? "bundle"
    guard let name = bundleClass else {
      return rule.text(.addBundleToken, ["bundleLabel": label, "module": self.name])
    }
    return site.pattern.kind == .noBundleParameter
      ? rule.text(.useFormWithClassBundle, ["class": name])
      : rule.text(.passClassBundle, ["bundleLabel": label, "class": name])
  }
}
