/// SARIF artifact locations remembered per path: a report names a handful of files thousands of
/// times, and each name is made relative and percent-encoded once.
struct SARIFArtifactLocations {
  private let report: LintReport
  private var made: [String: SARIFLog.ArtifactLocation] = [:]

  init(_ report: LintReport) {
    self.report = report
  }

  /// `SARIFReporter.artifactLocation(path, in: report)`.
  mutating func callAsFunction(_ path: String) -> SARIFLog.ArtifactLocation {
    if let location = made[path] { return location }
    let location = SARIFReporter.artifactLocation(path, in: report)
    made[path] = location
    return location
  }
}
