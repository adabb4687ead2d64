import BundleLintCore
import BundleLintSyntax

/// A module as the checks see it: code compiled into one binary, the bundle its resources ship
/// in, and what the bundle expressions of its code mean where it runs.
///
/// A SwiftPM target fills it (`Module+SwiftPM.swift`), and an Xcode target the same way
/// (`Module+Xcode.swift`). The checks ask it about bundles and builds, never which build
/// system made it.
public struct Module: Hashable, Sendable {
  /// Whether the module's code can name its own resource bundle through a generated accessor
  /// (`Bundle.module` in a package target).
  public enum GeneratedAccessor: Hashable, Sendable {
    /// The build generates it: the module's resources are reached through it.
    case generated
    /// The build generates none: naming it fails to compile.
    case absent
    /// Unknown: the module was guessed from the folder layout, or its resources come from a
    /// build step, so whether the accessor exists cannot be told from the checkout.
    case unknown
  }

  /// The binary the module's code is linked into, which decides what `Bundle(for:)` and
  /// `#bundle` return.
  public enum Binary: Hashable, Sendable {
    /// Its own: an app, an extension, a dynamic framework.
    case own
    /// A SwiftPM target: linked into its hosts, with a resource bundle of its own when it has
    /// resources (`#bundle` is that bundle).
    case package
    /// Linked into its hosts with no bundle of its own: a static framework or library of an
    /// Xcode project.
    case host
  }

  /// What `Bundle.main` is while the module's code runs.
  public enum MainBundle: Hashable, Sendable {
    /// The bundle of whatever app or extension loads the module: not the module's own bundle.
    case host
    /// The module's own bundle (an app target).
    case own
  }

  /// The module's name (`Feature`).
  public var name: String
  /// Absolute paths of the Swift files compiled into the module, sorted.
  public var sourceFiles: [String]
  /// What the module's own bundle carries.
  public var resources: ModuleResources
  /// How the module's code reaches that bundle.
  public var generatedAccessor: GeneratedAccessor
  /// What `Bundle.main` means in the module's code.
  public var mainBundle: MainBundle
  /// What the build says about the identifiers `#if` tests.
  public var conditions: CompilationConditions
  /// Where the project gives the module its resources (or declares the module), for notes.
  public var resourcesDeclaration: ManifestLocation?
  /// The names of the apps and extensions whose processes run the module's code; empty when
  /// unknown (a package is linked by apps bundlelint does not see).
  public var hosts: [String]
  /// Whether the module is tests (a SwiftPM `.testTarget`): its code runs under a test runner,
  /// not in a shipped app.
  public var isTest = false
  /// The oldest system of each platform the module's build supports (the manifest's
  /// `platforms:`, `iOS` → `16`); empty when unknown. A fix may use an API only the named
  /// versions have.
  public var deploymentTargets: [String: String] = [:]
  /// The binary its code is linked into.
  public var binary = Binary.package
  /// The identifier of its bundle (`PRODUCT_BUNDLE_IDENTIFIER`), when known.
  public var bundleIdentifier: String?
  /// For an extension: the apps that embed it, whose bundle a containing-app helper opens.
  public var containingApps: [String] = []
  /// Modules of the same project whose internal `Bundle.module` a `@testable import` of them
  /// makes visible here: those that have it or may have it (their accessor is not `absent`).
  public var testableBundleModules: Set<String> = []
  /// The file name of the product its build makes (`Share.appex`, `Kit.framework`), as
  /// findings name a bundle; nil for a SwiftPM target.
  public var productFileName: String?
  /// Whether it is an app extension: its main bundle is the `.appex`, not the app's.
  public var isAppExtension = false
  /// For a pod: the bundles its `resource_bundles` make inside its framework
  /// (`KitResources`), where those resources are: `Bundle(for:)` of its classes is the
  /// framework's bundle, which lacks them; a locator opens `KitResources.bundle`.
  public var resourceBundleNames: [String] = []
  /// For a pod: whether its `resource_bundles` hold all its resources (it copies none beside
  /// its code), so the framework's own bundle holds none of them.
  public var resourcesOnlyInResourceBundles = false

  public init(
    name: String, sourceFiles: [String] = [], resources: ModuleResources,
    generatedAccessor: GeneratedAccessor? = nil, mainBundle: MainBundle = .host,
    conditions: CompilationConditions? = nil, resourcesDeclaration: ManifestLocation? = nil,
    hosts: [String] = []
  ) {
    self.name = name
    self.sourceFiles = sourceFiles
    self.resources = resources
    let accessor = generatedAccessor ?? (resources.ownsBundle ? .generated : .absent)
    self.generatedAccessor = accessor
    self.mainBundle = mainBundle
    self.conditions = conditions ?? .swiftPM(resourceBundle: accessor.truth)
    self.resourcesDeclaration = resourcesDeclaration
    self.hosts = hosts
  }

  /// Whether code under `clauses` (outermost first) may be compiled into the module: false only
  /// when it certainly is not.
  public func mayCompile(_ clauses: [ConditionalClause]) -> Bool {
    conditions.compiles(clauses) != .no
  }
}

extension Module.GeneratedAccessor {
  /// Whether the accessor exists, as a truth value (what SwiftPM's
  /// `SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE` says).
  var truth: BuildCondition.Truth {
    switch self {
    case .generated: .yes
    case .absent: .no
    case .unknown: .unknown
    }
  }
}
