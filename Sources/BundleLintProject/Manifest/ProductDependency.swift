import BundleLintCore
import BundleLintSyntax

/// A `.product(name:package:)` entry of a target's `dependencies:`.
public struct ProductDependency: Hashable, Sendable {
  /// The product's name.
  public var name: String
  /// The package's identity as written (`package:`), nil when left out.
  public var package: String?
}
