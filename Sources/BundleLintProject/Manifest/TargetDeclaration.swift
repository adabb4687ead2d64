import BundleLintCore
import BundleLintSyntax

/// One `.target(…)`, `.testTarget(…)`… entry of a manifest.
public struct TargetDeclaration: Hashable, Sendable {
  /// Spelled as `swift package dump-package` spells it.
  public enum Kind: String, Hashable, Sendable, Codable {
    case regular, executable, test, macro, plugin, binary, system
  }

  public var name: String
  public var kind: Kind
  /// `path:` as written, relative to the package root; nil for the conventional folder.
  public var path: String?
  /// `exclude:` paths, relative to the target folder.
  public var exclude: [String]
  /// `sources:` paths, relative to the target folder; nil when not given.
  public var sources: [String]?
  public var resources: [ResourceDeclaration]
  /// Where the declaration starts (`.target(` …), for notes that point at the manifest.
  public var position: ManifestPosition?
  /// The compilation conditions `swiftSettings:` defines: its `.define(…)` entries and the `-D`
  /// flags of its `.unsafeFlags(…)`.
  public var defines: [ConditionDefine] = []
  /// Whether `defines` is all the target's `swiftSettings:` define: false when part of them
  /// could not be read (a function call, a closure, a flag given as a variable).
  public var definesAreKnown = true
  /// The targets of the same package it depends on (`"Core"`, `.target(name: "Core")`,
  /// `.byName(name: "Core")`); products of other packages are left out.
  public var dependencies: [String] = []
  /// The products of other packages it depends on (`.product(name: "Kit", package: "Kit")`),
  /// which `describe` draws; a plain name (`"Kit"`) is in `dependencies`.
  public var productDependencies: [ProductDependency] = []

  public init(
    name: String, kind: Kind, path: String? = nil, exclude: [String] = [],
    sources: [String]? = nil, resources: [ResourceDeclaration] = [],
    position: ManifestPosition? = nil
  ) {
    self.name = name
    self.kind = kind
    self.path = path
    self.exclude = exclude
    self.sources = sources
    self.resources = resources
    self.position = position
  }
}

/// One entry of a target's `resources:`.
public struct ResourceDeclaration: Hashable, Sendable {
  /// Spelled as `swift package dump-package` spells it.
  public enum Rule: String, Hashable, Sendable, Codable {
    case process, copy, embedInCode
  }
  /// Path as written, relative to the target folder.
  public var path: String
  public var rule: Rule
  /// `default` or `base` for `.process(_:localization:)`.
  public var localization: String?
  public var position: ManifestPosition?

  public init(
    path: String, rule: Rule, localization: String? = nil, position: ManifestPosition? = nil
  ) {
    self.path = path
    self.rule = rule
    self.localization = localization
    self.position = position
  }
}

/// A compilation condition a target's `swiftSettings:` defines (`.define("STAGING")`,
/// `.unsafeFlags(["-DSTAGING"])`), and in which builds.
public struct ConditionDefine: Hashable, Sendable {
  /// The identifier `#if` tests.
  public var name: String
  /// `.when(traits:)`: defined only while one of these traits is enabled; empty: any.
  public var traits: [String]
  /// `.when(platforms:)` or `.when(configuration:)`: defined in some builds only.
  public var inSomeBuildsOnly: Bool

  public init(name: String, traits: [String] = [], inSomeBuildsOnly: Bool = false) {
    self.name = name
    self.traits = traits
    self.inSomeBuildsOnly = inSomeBuildsOnly
  }

  /// The conditions compiler flags define: `-DX` and `-D X` (nil for a flag that could not be
  /// read; `-D` before it makes the result incomplete). `-DX=1` defines nothing `#if` tests.
  static func names(inFlags flags: [String?]) -> (names: [String], complete: Bool) {
    var names: [String] = []
    var complete = true
    var previousIsD = false
    for flag in flags {
      guard let flag else {
        if previousIsD { complete = false }
        previousIsD = false
        continue
      }
      var name: String?
      if previousIsD {
        name = flag
      } else if flag.hasPrefix("-D"), flag.count > 2 {
        name = String(flag.dropFirst(2))
      }
      if let name, !name.isEmpty, !name.contains("=") { names.append(name) }
      previousIsD = flag == "-D"
    }
    return (names, complete)
  }
}
