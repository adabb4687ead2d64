import BundleLintCore
import BundleLintSyntax

extension PackageManifest {
  /// The targets whose code a product links: its own and, transitively, the targets of the
  /// same package they depend on.
  package func targets(linkedBy product: ProductDeclaration) -> Set<String> {
    Self.closure(of: product.targets, dependencies: targetDependencies)
  }

  /// Each target's dependencies on targets of the package, by name.
  package var targetDependencies: [String: [String]] {
    Dictionary(targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { first, _ in first })
  }

  /// `names` and, transitively, what they depend on in `dependencies` (only names it has).
  package static func closure(of names: [String], dependencies: [String: [String]]) -> Set<String> {
    var linked: Set<String> = []
    var pending = names
    while let name = pending.popLast() {
      guard let next = dependencies[name], linked.insert(name).inserted else { continue }
      pending += next
    }
    return linked
  }
}
