import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// What a module must own, or must lack, for a rule to speak.
public struct ModuleRequirement: Hashable, Sendable {
  /// All of these must hold. Any trait implies `bundle`, so a fix with `.module` compiles.
  public var owns: [ModuleTrait]
  /// None of these may hold.
  public var lacks: [ModuleTrait]

  public init(owns: [ModuleTrait] = [], lacks: [ModuleTrait] = []) {
    self.owns = owns
    self.lacks = lacks
  }

  /// Whether a module that owns `resources` meets the requirement.
  public func isMet(by resources: ModuleResources) -> Bool {
    let ownsAll = owns.allSatisfy { $0.holds(for: resources) }
    let bundle = owns.isEmpty || resources.ownsBundle
    return ownsAll && bundle && !lacks.contains { $0.holds(for: resources) }
  }

  /// What the missing-bundle rules that need this look up: keys in modules with string tables,
  /// assets in modules with catalogs; nil for other resources.
  package var lookedUp: ResourceLookup? {
    owns.contains(.stringTables) ? .key : owns.contains(.assetCatalogs) ? .asset : nil
  }
}
