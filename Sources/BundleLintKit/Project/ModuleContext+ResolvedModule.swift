extension ModuleContext {
  /// The context of a resolved module: its name and resources, and as the related place the
  /// manifest's first `resources:` entry of the target (or the target, when it declares none).
  ///
  /// - Parameters:
  ///   - manifestPath: the manifest's path as notes will print it.
  ///   - declarations: the declarations of all the module's files.
  public init(module: ResolvedModule, manifestPath: String, declarations: [Declaration] = []) {
    let position = module.target.resources.lazy.compactMap(\.position).first
      ?? module.target.position
    self.init(
      name: module.target.name, resources: module.resources, declarations: declarations,
      manifestLocation: position.map { ManifestLocation(path: manifestPath, position: $0) })
  }
}
