import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What the linter knows about the module a file belongs to: the module itself, and what the
/// run learnt of the package's code around it.
package struct ModuleContext: Hashable, Sendable {
  /// The module: its bundle, resources, build conditions and hosts.
  package var module: Module
  /// The module's name (`Feature`).
  package var name: String { module.name }
  /// What the module owns, so which rules speak.
  package var resources: ModuleResources { module.resources }
  /// The place that gives the module its resources (or declares it), for notes.
  package var manifestLocation: ManifestLocation? { module.resourcesDeclaration }
  /// Declarations of all the module's files (the engine gathers them in a first pass): a call
  /// that resolves to one of them is the module's own look-alike, not the framework API.
  package var declarations: [Declaration] {
    didSet { declarationIndex = DeclarationIndex(declarations, conditions: module.conditions) }
  }
  /// `declarations` by name, built once per module rather than once per file.
  package private(set) var declarationIndex: DeclarationIndex
  /// Whether `declarations` are the whole module's. A first pass sees only each file's own,
  /// so a name from another file (`Bundle(for: Finder.self)`) is decided in a second pass.
  package var knowsModuleDeclarations = true
  /// The package's wrappers of localized lookups, from all its modules (the engine gathers them
  /// in a first pass; a file's own are added when it is linted).
  package var wrappers: [Wrapper]
  /// The package's properties that return a module's bundle (`static var designSystem: Bundle
  /// { .module }`), from all its modules.
  package var bundleAccessors: [BundleAccessor]
  /// The configuration's `moduleBundleHelpers`: expressions that stand for this module's bundle.
  package var moduleBundleHelpers: [String]
  /// What the module's string tables and asset catalogs contain; nil when they were not read
  /// (then the resource cross-checks stay silent).
  package var resourceIndex: ResourceIndex?
  /// The package's other modules that own tables or catalogs, for the cross-module check.
  package var siblings: [SiblingModule]
  /// Listed under `hostProvided`: keys and assets no module of the package has are the host
  /// app's, so main-bundle lookups of them are meant.
  package var isHostProvided: Bool
  /// The string tables of each bundle the module's main-bundle lookups search (each app and
  /// extension that runs it, or the repository's app tables when no Xcode project says): a key
  /// one of them has may be found there. Nil when there are none.
  package var hostTables: HostBundlesLoader?
  /// The run's calls that pass a literal key of their module's tables under a label, by label
  /// (a first pass gathers them): the evidence for lookups by a `LocalizedStringKey` property
  /// or parameter that such calls fill. Empty in a first pass.
  package var keyArguments: [String: [KeyArgument]] = [:]
  /// The module's own accessor of its bundle that its code already passes (`myModule` for
  /// `extension Bundle { static let myModule = Bundle.module }` used as `bundle: .myModule`):
  /// fixes pass it instead of `.module`. Nil in a first pass, or when the code uses none.
  package var ownBundleAccessor: String?
  /// For a framework of an Xcode project: the bundle of each app and extension that runs its
  /// code, which its main-bundle lookups search. Empty elsewhere, or when no target loads it.
  package var hostBundles: [HostBundle] = []
  /// For an app extension of an Xcode project: the bundles of the apps that embed it.
  package var containingAppBundles: [HostBundle] = []
  /// For a framework of an Xcode project: a class its code declares visibly at file scope, by
  /// which fixes find its bundle (`Bundle(for: X.self)`). Nil in a first pass, or when it
  /// declares none.
  package var bundleClass: String?
  /// For a framework of an Xcode project: its functions that look their key up in the main
  /// bundle (its own calls of them are lookups too). Empty in a first pass.
  package var mainBundleWrappers: [MainBundleWrapper] = []
  /// For a framework of an Xcode project: each app extension that runs it, with the members
  /// that the files only that extension compiles name. Empty in a first pass.
  package var extensionReferences: [ExtensionReferences] = []
  /// For an app extension of an Xcode project: the main-bundle wrappers of the frameworks it
  /// runs (each naming its framework). Empty in a first pass.
  package var frameworkWrappers: [MainBundleWrapper] = []
  /// For a target of an Xcode project: the bundle of every shipped target of its project,
  /// itself included, for lookups whose explicit bundle resolves to one. Empty elsewhere.
  package var projectTargets: [HostBundle] = []
  /// For a package module: what the files only each app extension of the projects compiles
  /// name (`MemberReferences`), by the extension's product (`Share.appex`); nil in a first
  /// pass, before the run learns it.
  package var hostReferences: [String: Set<String>]?
  /// For a SwiftPM target with resources: its properties whose value is `Bundle(for: X.self)`,
  /// gathered by a first pass (`BundleHelper.isForClass`).
  package var classBundleHelpers: [BundleHelper] = []
  /// For a module with a bundle of its own: the classes and actors its files declare, gathered
  /// by a first pass.
  package var classNames: Set<String> = []
  /// The file-scope declarations that only the module's preview code names, learnt after a
  /// first pass (`PreviewOnlyCode`): no finding is reported inside them.
  package var previewOnlyNames: Set<String> = []
  /// For a SwiftPM target: the other builds that compile its files
  /// (`ResolvedPackage.otherBuilds`). A fix that passes `.module` does not compile there.
  package var otherBuilds = OtherBuildIndex()
  /// Whether the package's tools version has `#bundle` (Swift 6.2), so every toolchain that
  /// builds it with SwiftPM expands the macro.
  package var toolsHaveBundleMacro = false
  /// Whether the module's code registers fonts with Core Text (`FontRegistration`); read only
  /// where a module of the package ships fonts.
  package var registersFonts = false

  package init(
    module: Module, declarations: [Declaration] = [], resourceIndex: ResourceIndex? = nil,
    siblings: [SiblingModule] = [], isHostProvided: Bool = false,
    hostTables: HostBundlesLoader? = nil,
    wrappers: [Wrapper] = [], bundleAccessors: [BundleAccessor] = [],
    moduleBundleHelpers: [String] = []
  ) {
    self.module = module
    self.declarations = declarations
    self.declarationIndex = DeclarationIndex(declarations, conditions: module.conditions)
    self.resourceIndex = resourceIndex
    self.siblings = siblings
    self.isHostProvided = isHostProvided
    self.hostTables = hostTables
    self.wrappers = wrappers
    self.bundleAccessors = bundleAccessors
    self.moduleBundleHelpers = moduleBundleHelpers
  }
}

extension ModuleContext {
  /// The context of a package module named `name` that owns `resources`, for tests and callers
  /// that have no module model.
  package init(
    name: String, resources: ModuleResources, declarations: [Declaration] = [],
    manifestLocation: ManifestLocation? = nil, resourceIndex: ResourceIndex? = nil,
    siblings: [SiblingModule] = [], isHostProvided: Bool = false, wrappers: [Wrapper] = [],
    bundleAccessors: [BundleAccessor] = [], moduleBundleHelpers: [String] = []
  ) {
    self.init(
      module: Module(name: name, resources: resources, resourcesDeclaration: manifestLocation),
      declarations: declarations, resourceIndex: resourceIndex, siblings: siblings,
      isHostProvided: isHostProvided, wrappers: wrappers, bundleAccessors: bundleAccessors,
      moduleBundleHelpers: moduleBundleHelpers)
  }

  /// Whether code under `clauses` may be compiled into the module.
  func mayCompile(_ clauses: [ConditionalClause]) -> Bool { module.mayCompile(clauses) }
}
