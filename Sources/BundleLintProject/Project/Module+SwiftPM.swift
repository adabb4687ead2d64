import BundleLintCore
import BundleLintSyntax

extension Module {
  /// The module a SwiftPM target makes: its Swift files and resources as SwiftPM builds them,
  /// `Bundle.module` generated when it owns resources, `Bundle.main` the host app's, the
  /// compilation conditions of a SwiftPM build of the target, whether it is a test target, and
  /// as the place for notes the manifest's first `resources:` entry of the target (or the
  /// target, when it declares none).
  ///
  /// The conditions (`CompilationConditions.swiftPM(resourceBundle:defined:undecided:)`):
  /// `SWIFT_PACKAGE`; `SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE` or its `_UNAVAILABLE` twin as the
  /// accessor exists; `DEBUG` undecided; the target's `.define`s and `-D` flags (undecided when
  /// made for some platforms or one configuration only, absent when their traits are off); the
  /// package's enabled traits; any other identifier unset, unless part of the settings could
  /// not be read, which leaves every other identifier unknown (but `COCOAPODS`, which only
  /// CocoaPods passes).
  ///
  /// - Parameters:
  ///   - module: the target as SwiftPM resolves it.
  ///   - manifestPath: the manifest's path as notes will print it.
  ///   - guessed: the target was guessed from the folder layout (the manifest could not be read
  ///     whole), so whether `Bundle.module` exists is unknown.
  ///   - enabledTraits: the package's enabled traits (its default traits when it is the root).
  ///   - settingsAreKnown: the manifest's `swiftSettings:` and `traits:` were read whole.
  package init(
    swiftPM module: ResolvedModule, manifestPath: String, guessed: Bool = false,
    enabledTraits: Set<String> = [], settingsAreKnown: Bool = true
  ) {
    let position =
      module.target.resources.lazy.compactMap(\.position).first ?? module.target.position
    // Resources declared in folders a build step fills hold only a `.gitkeep` in the checkout:
    // a target that declares any bundled resource may get `Bundle.module` at build time.
    let declaresBundle = module.target.resources.contains { $0.rule != .embedInCode }
    let accessor: GeneratedAccessor =
      module.resources.ownsBundle
      ? .generated : (guessed || declaresBundle ? .unknown : .absent)
    var defined = enabledTraits
    var undecided: Set<String> = []
    for define in module.target.defines
    where define.traits.isEmpty || !enabledTraits.isDisjoint(with: define.traits) {
      if define.inSomeBuildsOnly {
        undecided.insert(define.name)
      } else {
        defined.insert(define.name)
      }
    }
    var conditions = CompilationConditions.swiftPM(
      resourceBundle: accessor.truth, defined: defined, undecided: undecided)
    if guessed || !settingsAreKnown || !module.target.definesAreKnown {
      conditions = conditions.withUnreadSettings
    }
    self.init(
      name: module.target.name, sourceFiles: module.swiftFiles, resources: module.resources,
      generatedAccessor: accessor, mainBundle: .host, conditions: conditions,
      resourcesDeclaration: position.map { ManifestLocation(path: manifestPath, position: $0) })
    isTest = module.target.kind == .test
  }
}

extension ResolvedPackage {
  /// The package's targets as modules, each knowing which of the others a `@testable import`
  /// brings an internal `Bundle.module` from.
  package var moduleModels: [Module] {
    if let xcodeModules { return xcodeModules }
    let traits = manifest.defaultEnabledTraits
    var models = modules.map { module in
      Module(
        swiftPM: module, manifestPath: manifestPath,
        guessed: manifest.usesConventionalTargets && module.target.position == nil,
        enabledTraits: traits, settingsAreKnown: manifest.settingsAreKnown)
    }
    let withBundle = Set(models.filter { $0.generatedAccessor != .absent }.map(\.name))
    for index in models.indices {
      models[index].testableBundleModules = withBundle.subtracting([models[index].name])
      models[index].deploymentTargets = manifest.platforms
    }
    return models
  }
}
