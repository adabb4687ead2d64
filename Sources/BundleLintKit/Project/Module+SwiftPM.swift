extension Module {
  /// The module a SwiftPM target makes: its Swift files and resources as SwiftPM builds them,
  /// `Bundle.module` generated when it owns resources, `Bundle.main` the host app's, a SwiftPM
  /// build's compilation conditions, and as the place for notes the manifest's first
  /// `resources:` entry of the target (or the target, when it declares none).
  ///
  /// - Parameters:
  ///   - module: the target as SwiftPM resolves it.
  ///   - manifestPath: the manifest's path as notes will print it.
  ///   - guessed: the target was guessed from the folder layout (the manifest could not be read
  ///     whole), so whether `Bundle.module` exists is unknown.
  public init(swiftPM module: ResolvedModule, manifestPath: String, guessed: Bool = false) {
    let position =
      module.target.resources.lazy.compactMap(\.position).first ?? module.target.position
    // Resources declared in folders a build step fills hold only a `.gitkeep` in the checkout:
    // a target that declares any bundled resource may get `Bundle.module` at build time.
    let declaresBundle = module.target.resources.contains { $0.rule != .embedInCode }
    self.init(
      name: module.target.name, sourceFiles: module.swiftFiles, resources: module.resources,
      generatedAccessor: module.resources.ownsBundle
        ? .generated : (guessed || declaresBundle ? .unknown : .absent),
      mainBundle: .host, conditions: .swiftPM,
      resourcesDeclaration: position.map { ManifestLocation(path: manifestPath, position: $0) })
  }
}

extension ResolvedPackage {
  /// The package's targets as modules.
  public var moduleModels: [Module] {
    modules.map { module in
      Module(
        swiftPM: module, manifestPath: manifestPath,
        guessed: manifest.usesConventionalTargets && module.target.position == nil)
    }
  }
}
