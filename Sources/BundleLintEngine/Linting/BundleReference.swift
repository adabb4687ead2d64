import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Which bundle a bundle argument names, as far as the code shows.
package enum BundleReference: Hashable, Sendable {
  /// The module's own bundle: `.module`, `Bundle.module`, `#bundle`, a configured
  /// `moduleBundleHelpers` entry, or a property of the module that returns `Bundle.module`.
  case module
  /// `.main`, `Bundle.main` or `nil`.
  case main
  /// A public property of another module of the package that returns that module's bundle
  /// (`.designSystem`).
  case otherModule(String)
  /// Anything else: a variable, a parameter, `Bundle(for:)`.
  case unknown
}

extension ModuleContext {
  /// Which bundle `text` (an argument's text, whitespace removed) names, seen from this module.
  package func bundleReference(of text: String) -> BundleReference {
    switch text {
    case ".module", "Bundle.module", "Foundation.Bundle.module", "#bundle": return .module
    case ".main", "Bundle.main", "Foundation.Bundle.main", "nil": return .main
    default: break
    }
    if moduleBundleHelpers.contains(text) { return .module }
    for accessor in bundleAccessors where accessor.spellings.contains(text) {
      if accessor.module == name { return .module }
      if accessor.isVisibleOutsideModule { return .otherModule(accessor.module) }
    }
    return .unknown
  }
}
