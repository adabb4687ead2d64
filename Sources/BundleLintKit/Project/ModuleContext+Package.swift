extension ModuleContext {
  /// The context of `module` in `package`: its resources, and for notes the manifest place that
  /// gives it those resources (its first `resources:` entry, else its target entry).
  init(package: ResolvedPackage, module: ResolvedModule) {
    let position = module.target.resources.first?.position ?? module.target.position
    self.init(
      name: module.target.name, resources: module.resources,
      manifestLocation: position.map { ManifestLocation(path: package.manifestPath, position: $0) })
  }
}
