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

  public init(
    toolsVersion: String?, name: String?, defaultLocalization: String?,
    targets: [TargetDeclaration], readMode: ReadMode, notes: [ManifestNote] = []
  ) {
    self.toolsVersion = toolsVersion
    self.name = name
    self.defaultLocalization = defaultLocalization
    self.targets = targets
    self.readMode = readMode
    self.notes = notes
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
