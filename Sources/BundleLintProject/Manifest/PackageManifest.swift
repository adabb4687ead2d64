import BundleLintCore
import BundleLintSyntax

/// What a `Package.swift` declares, as far as bundlelint needs it.
public struct PackageManifest: Hashable, Sendable {
  /// How the manifest was read.
  public enum ReadMode: String, Hashable, Sendable, Codable {
    /// Read statically, completely.
    case `static`
    /// Read by the toolchain (`swift package dump-package`).
    case evaluated
    /// Read statically, with parts that could not be read (see `notes`); SwiftPM's conventions
    /// fill the gaps.
    case partial
  }

  /// `5.9`, `6.0`… from `// swift-tools-version:`; nil when missing.
  public var toolsVersion: String?
  public var name: String?
  public var defaultLocalization: String?
  public var targets: [TargetDeclaration]
  public var readMode: ReadMode
  public var notes: [ManifestNote]
  /// The target list could not be read completely: besides `targets`, every folder under
  /// `Sources/` (or `Source`, `src`, `srcs`) and `Tests/` counts as a target of that name.
  public var usesConventionalTargets: Bool
  /// The package's `traits:`; SwiftPM defines each enabled trait's name as a compilation
  /// condition of every target.
  public var traits: [TraitDeclaration] = []
  /// Whether `traits` and every target's `swiftSettings:` were read whole: false when a part
  /// could not be read or a statement the reader skipped may set them. Then a condition the
  /// manifest does not visibly define may still be defined.
  public var settingsAreKnown = true
  /// The package's `products:` (libraries and executables), which apps and other packages link.
  public var products: [ProductDeclaration] = []
  /// The package's `platforms:` deployment targets, by platform (`iOS` → `16`, `macOS` →
  /// `13.0`), as far as they were read; empty when the manifest names none.
  public var platforms: [String: String] = [:]

  public init(
    toolsVersion: String?, name: String?, defaultLocalization: String?,
    targets: [TargetDeclaration], readMode: ReadMode, notes: [ManifestNote] = [],
    usesConventionalTargets: Bool = false
  ) {
    self.toolsVersion = toolsVersion
    self.name = name
    self.defaultLocalization = defaultLocalization
    self.targets = targets
    self.readMode = readMode
    self.notes = notes
    self.usesConventionalTargets = usesConventionalTargets
  }

  /// The traits a build of this package as the root enables: the `default` trait's
  /// `enabledTraits`, and the traits those enable in turn.
  public var defaultEnabledTraits: Set<String> {
    let byName = Dictionary(traits.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var enabled: Set<String> = []
    var pending = byName["default"]?.enabledTraits ?? []
    while let name = pending.popLast() {
      guard enabled.insert(name).inserted else { continue }
      pending += byName[name]?.enabledTraits ?? []
    }
    return enabled
  }

  /// The tools version as a comparable value; SwiftPM's 3.1 when the line is missing.
  public var parsedToolsVersion: ToolsVersion {
    toolsVersion.flatMap(ToolsVersion.init) ?? .unspecified
  }
}

/// A 1-based line and UTF-8 column in the manifest file.
public struct ManifestPosition: Hashable, Sendable, Codable {
  public var line: Int
  public var column: Int
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// Something the static reader could not read, or a fallback it took.
public struct ManifestNote: Hashable, Sendable {
  public var message: String
  public var position: ManifestPosition?
  public init(message: String, position: ManifestPosition?) {
    self.message = message
    self.position = position
  }
}

/// One entry of a manifest's `traits:` (`.trait(name: "Metrics", enabledTraits: ["Logging"])`,
/// `"Logging"`, `.default(enabledTraits: ["Metrics"])`, whose name is `default`).
public struct TraitDeclaration: Hashable, Sendable {
  public var name: String
  /// The traits enabling this one enables.
  public var enabledTraits: [String]

  public init(name: String, enabledTraits: [String] = []) {
    self.name = name
    self.enabledTraits = enabledTraits
  }
}
