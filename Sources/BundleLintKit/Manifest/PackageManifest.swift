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
