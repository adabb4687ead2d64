import BundleLintCore
import BundleLintSyntax

/// A package as bundlelint lints it: its manifest, and for each target the Swift files SwiftPM
/// would compile and the resources it would bundle.
public struct ResolvedPackage: Hashable, Sendable {
  /// Absolute path of the package root (the folder holding the manifest).
  public var root: String
  /// Absolute path of the manifest file that was read (`Package.swift` or
  /// `Package@swift-5.9.swift`).
  public var manifestPath: String
  public var manifest: PackageManifest
  public var modules: [ResolvedModule]
  /// What SwiftPM would reject or ignore about resources.
  public var problems: [ResourceProblem]
  /// For the targets of Xcode projects linted as one unit (`XcodeScan.lintUnit`):
  /// their module models, one per entry of `modules`; nil for a package.
  public var xcodeModules: [Module]?
  /// For such a unit: the target of the projects' host graph each module is, one per entry of
  /// `modules`; nil for a package.
  package var xcodeTargets: [XcodeHostGraph.Target]?
  /// For a package SwiftPM builds: the other builds that compile its Swift files (Xcode
  /// targets, pods). A fix must compile in each of them.
  public var otherBuilds = OtherBuildIndex()

  public init(
    root: String, manifestPath: String, manifest: PackageManifest, modules: [ResolvedModule],
    problems: [ResourceProblem]
  ) {
    self.root = root
    self.manifestPath = manifestPath
    self.manifest = manifest
    self.modules = modules
    self.problems = problems
  }

  /// The problems that make SwiftPM refuse a package.
  static let refusals: Set<ResourceProblem.Kind> = [
    .missingDefaultLocalization, .missingTargetFolder, .overlappingTargetSources,
  ]

  /// The problem for which SwiftPM refuses the package, when bundlelint's manifest checks find
  /// one: localized resources without `defaultLocalization` ("manifest property
  /// 'defaultLocalization' not set; it is required in the presence of localized resources"), a
  /// target folder that does not exist, or a target folder inside another that does not exclude
  /// it ("target has sources overlapping sources"). A declared resource that does not exist is
  /// left out with a warning, not refused. Such a manifest is no build: its files are linted as
  /// the other builds that compile them (`WorkspaceScan.addingXcodeUnit`). Nil for a package
  /// SwiftPM accepts, and for the units of Xcode projects and pods.
  public var swiftPMRejection: ResourceProblem? {
    guard xcodeModules == nil else { return nil }
    return problems.first { Self.refusals.contains($0.kind) }
  }
}

/// One target of a resolved package.
public struct ResolvedModule: Hashable, Sendable {
  public var target: TargetDeclaration
  /// The target's folder, relative to the package root (`Sources/Feature`).
  public var directory: String
  /// Absolute paths of the Swift files SwiftPM would compile, sorted.
  public var swiftFiles: [String]
  public var resources: ModuleResources
  /// Each resource with the rule SwiftPM applies, declared or picked up by the build system.
  public var resourceRules: [ResolvedResource]

  public init(
    target: TargetDeclaration, directory: String, swiftFiles: [String], resources: ModuleResources,
    resourceRules: [ResolvedResource] = []
  ) {
    self.target = target
    self.directory = directory
    self.swiftFiles = swiftFiles
    self.resources = resources
    self.resourceRules = resourceRules
  }
}
