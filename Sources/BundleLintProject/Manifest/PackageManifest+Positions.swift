import BundleLintCore
import BundleLintSyntax

extension PackageManifest {
  /// Copies the manifest positions of `other` (a static reading of the same file) onto the targets
  /// and resources that match by name and by path and rule, so findings on an evaluated manifest
  /// still point at its lines.
  mutating func takePositions(from other: PackageManifest) {
    let byName = Dictionary(
      other.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for index in targets.indices {
      guard let source = byName[targets[index].name] else { continue }
      targets[index].position = targets[index].position ?? source.position
      for resource in targets[index].resources.indices {
        let declared = targets[index].resources[resource]
        if let match = source.resources.first(where: {
          $0.path == declared.path && $0.rule == declared.rule
        }) {
          targets[index].resources[resource].position = declared.position ?? match.position
        }
      }
    }
  }
}
