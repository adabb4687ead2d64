/// The subset of SARIF 2.1.0 that bundlelint writes, as `Encodable` values.
///
/// Optional properties that are `nil` are left out of the output.
struct SARIFLog: Encodable {
  static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  var schema = SARIFLog.schemaURI
  var version = "2.1.0"
  var runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  struct Run: Encodable {
    var tool: Tool
    var originalUriBaseIds: [String: ArtifactLocation]
    var columnKind: String
    var results: [Result]
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name: String
    var version: String
    var informationUri: String
    var rules: [ReportingDescriptor]
  }

  struct ReportingDescriptor: Encodable {
    var id: String
    var shortDescription: Message
    var fullDescription: Message
    var help: MultiformatMessage
    var helpUri: String?
    var defaultConfiguration: Configuration
  }

  struct Configuration: Encodable {
    var level: String
  }

  struct Message: Encodable {
    var text: String
  }

  struct MultiformatMessage: Encodable {
    var text: String
    var markdown: String
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
    var relatedLocations: [Location]?
    var partialFingerprints: [String: String]
    var fixes: [FixObject]?
  }

  struct Location: Encodable {
    var id: Int?
    var physicalLocation: PhysicalLocation
    var message: Message?
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
  }

  /// Lines and columns are 1-based; columns count UTF-16 code units (`run.columnKind`). Without
  /// `endLine`/`endColumn` a region runs from its start to the end of the start line.
  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int?
    var endColumn: Int?
  }

  struct FixObject: Encodable {
    var description: Message
    var artifactChanges: [ArtifactChange]
    var properties: [String: String]?
  }

  struct ArtifactChange: Encodable {
    var artifactLocation: ArtifactLocation
    var replacements: [Replacement]
  }

  struct Replacement: Encodable {
    var deletedRegion: Region
    var insertedContent: Message?
  }
}
