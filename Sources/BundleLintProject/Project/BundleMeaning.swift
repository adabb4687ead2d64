import BundleLintCore
import BundleLintSyntax

/// What a bundle expression is where a module's code runs: the module model's answer to the
/// rules' question "which bundle does this lookup search?".
package enum BundleMeaning: Hashable, Sendable {
  /// The module's own bundle, which carries its resources.
  case own
  /// The main bundle of the processes that run the module's code: the named apps and
  /// extensions (empty when they are not known, as for a package linked by unseen apps).
  case hosts([String])
  /// The bundle of another module or target of the project, by name.
  case other(String)
  /// Not known from the checkout: the rules treat it as a bundle the code chose.
  case unknown
}
