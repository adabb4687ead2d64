import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// SARIF artifact locations remembered per path: a report names a handful of files thousands of
/// times, and each name is made relative and percent-encoded once.
struct SARIFArtifactLocations {
  /// The base of relative URIs: the current directory (`run.originalUriBaseIds`).
  static let baseID: StaticString = "%SRCROOT%"

  /// A path as SARIF names it.
  struct Location {
    var uri: String
    /// Whether `uri` is relative to `baseID`.
    var isRelative: Bool
  }

  private let report: LintReport
  private var locations = PathMemo<Location>()

  init(_ report: LintReport) {
    self.report = report
  }

  /// How SARIF names `path`: relative to `%SRCROOT%` inside the current directory, else an
  /// absolute `file://` URI.
  static func location(_ path: String, in report: LintReport) -> Location {
    if let relative = PathName.displayed(path, in: report.currentDirectory) {
      return Location(uri: ReportPath.percentEncoded(relative), isRelative: true)
    }
    let absolute = PathName.absolute(path, from: report.currentDirectory)
    return Location(uri: ReportPath.fileURI(absolute), isRelative: false)
  }

  /// `Self.location(path, in: report)`.
  mutating func callAsFunction(_ path: String) -> Location {
    locations.value(for: path) { [report] in Self.location($0, in: report) }
  }

  /// Writes the `artifactLocation` object for `path`.
  mutating func write(_ path: String, to json: inout JSONStream) {
    let location = self(path)
    json.beginObject()
    json.member("uri", location.uri)
    if location.isRelative { json.member("uriBaseId", Self.baseID) }
    json.endObject()
  }
}
