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

extension PackageManifest {
  /// The targets whose code a product links: its own and, transitively, the targets of the
  /// same package they depend on.
  public func targets(linkedBy product: ProductDeclaration) -> Set<String> {
    let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var linked: Set<String> = []
    var pending = product.targets
    while let name = pending.popLast() {
      guard linked.insert(name).inserted, let target = byName[name] else { continue }
      pending += target.dependencies
    }
    return linked.filter { byName[$0] != nil }
  }
}
