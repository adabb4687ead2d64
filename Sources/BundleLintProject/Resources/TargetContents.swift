import BundleLintCore
import BundleLintSyntax

/// What SwiftPM does with a target's files: which Swift files it compiles and which resources
/// it bundles.
public struct TargetContents: Hashable, Sendable {
  /// Swift files SwiftPM compiles, relative to the package root, sorted.
  public var swiftFiles: [String]
  public var resources: ModuleResources
  /// Per resource, how SwiftPM handles it (paths relative to the package root), sorted by path.
  public var rules: [ResolvedResource]
  public var problems: [ResourceProblem]

  public init(
    swiftFiles: [String], resources: ModuleResources, rules: [ResolvedResource],
    problems: [ResourceProblem]
  ) {
    self.swiftFiles = swiftFiles
    self.resources = resources
    self.rules = rules
    self.problems = problems
  }
}

/// One resource file or opaque folder with the rule SwiftPM applies to it.
public struct ResolvedResource: Hashable, Sendable {
  /// Relative to the package root.
  public var path: String
  public var rule: ResourceDeclaration.Rule
  /// `en`, `Base`…: from the `.lproj` folder or from `localization:`; nil when not localized.
  public var localization: String?
  /// Whether a `resources:` entry covers it (false: picked up by the build system's rules).
  public var isDeclared: Bool

  public init(path: String, rule: ResourceDeclaration.Rule, localization: String?, isDeclared: Bool)
  {
    self.path = path
    self.rule = rule
    self.localization = localization
    self.isDeclared = isDeclared
  }
}
