import BundleLintCore
import BundleLintSyntax

/// One `.library(…)` or `.executable(…)` entry of a manifest's `products:`: what an app links
/// by name (an Xcode target's package product dependency), and the targets it is made of.
public struct ProductDeclaration: Hashable, Sendable {
  public var name: String
  /// The names of the package's targets it builds, as written.
  public var targets: [String]

  public init(name: String, targets: [String]) {
    self.name = name
    self.targets = targets
  }
}
