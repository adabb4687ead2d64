import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

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

  /// The expression a fix passes for the framework's resources: the pod's locator of its
  /// resource bundle (`.kitResources`) in a pod that keeps them in one, else
  /// `Bundle(for: C.self)` for the class its fixes use; nil when there is none.
  var frameworkBundleExpression: String? {
    guard module.resourceBundleNames.isEmpty else { return resourceBundleAccessor.map { "." + $0 } }
    return bundleClass.map { "Bundle(for: \($0).self)" }
  }

  /// For a pod that keeps its resources in a resource bundle: the `Bundle` member of its own
  /// that opens it (`BundleAccessor.opensResourceBundle`), the one its code passes first.
  var resourceBundleAccessor: String? {
    ownBundleAccessor
      ?? bundleAccessors.first { $0.module == name && $0.spellings.first?.hasPrefix(".") == true }?
      .name
  }

  /// How `site` finds the framework's resources instead, in `rule`'s words: in a pod that keeps
  /// them in a resource bundle, pass its locator, or add one; else pass `Bundle(for: C.self)`
  /// for the class its fixes use (a form that takes a bundle, for a call that takes none), or
  /// declare a `BundleToken` class to pass.
  func frameworkBundleAdvice(_ rule: Rule, for site: ResourceLookupSite) -> String {
    let label = site.pattern.bundleLabel ?? "bundle"
    if let bundle = module.resourceBundleNames.first {
      guard let accessor = resourceBundleAccessor else {
        return rule.text(.addResourceBundleLocator, ["bundleLabel": label, "bundle": bundle])
      }
      return rule.text(.passResourceBundle, ["bundleLabel": label, "accessor": accessor])
    }
    guard let name = bundleClass else {
      return rule.text(.addBundleToken, ["bundleLabel": label, "module": self.name])
    }
    return site.pattern.kind == .noBundleParameter
      ? rule.text(.useFormWithClassBundle, ["class": name])
      : rule.text(.passClassBundle, ["bundleLabel": label, "class": name])
  }
}
