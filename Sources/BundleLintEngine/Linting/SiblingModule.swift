import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Another module of the same package, as the cross-module check sees it.
package struct SiblingModule: Hashable, Sendable {
  /// The target's name (`DesignSystem`).
  package var name: String
  package var index: ResourceIndex
  /// A public `Bundle` member the module declares for its own bundle (`designSystem` for
  /// `extension Bundle { public static let designSystem = Bundle.module }`), if any.
  package var bundleAccessor: String?
  /// Whether the module can import it: the manifest says the module depends on it, directly or
  /// through other targets (true when the manifest's dependencies are not known). A key that
  /// only a module it cannot import has is a coincidence of names, not that module's string.
  package var isImported: Bool
  /// Whether the module's code registers fonts (`ModuleContext.registersFonts`).
  package var registersFonts = false

  package init(
    name: String, index: ResourceIndex, bundleAccessor: String? = nil, isImported: Bool = true
  ) {
    self.name = name
    self.index = index
    self.bundleAccessor = bundleAccessor
    self.isImported = isImported
  }
}
