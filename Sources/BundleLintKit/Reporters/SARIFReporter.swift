/// SARIF 2.1.0, as GitHub code scanning and other SARIF viewers read it.
///
/// - `tool.driver.rules` lists the rules that fired, sorted by id; `ruleIndex` points into it.
/// - Paths inside the current directory are URIs relative to `%SRCROOT%`, which
///   `originalUriBaseIds` declares as the current directory's `file://` URI; other files get an
///   absolute `file://` URI and no base.
/// - `columnKind` is `utf16CodeUnits`: columns come from `SourceLocation.utf16Column`.
/// - `partialFingerprints["bundlelintFingerprint/v1"]` ignores line numbers (see
///   `FindingFingerprint`).
/// - Each note becomes a `note: …` line of the message; a note with a place also becomes a
///   `relatedLocations` entry that the line links to (`note: [text](1)`), as GitHub shows them.
///   Brackets and backslashes in a message with notes are escaped as SARIF asks.
/// - A fix that may be applied becomes `fixes[]`, with its applicability in `properties`.
public enum SARIFReporter: Reporter {
  static let baseID = "%SRCROOT%"

  public static func render(_ report: LintReport) -> String {
    JSONText.encode(log(for: report))
  }

  static func log(for report: LintReport) -> SARIFLog {
    let rules = report.firedRules
    var ruleIndex: [String: Int] = [:]
    for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
    let fingerprints = FindingFingerprint.fingerprints(of: report)
    var locations = SARIFArtifactLocations(report)
    let results = zip(report.findings, fingerprints).map { finding, fingerprint in
      result(
        finding, ruleIndex: ruleIndex[finding.ruleID] ?? 0, fingerprint: fingerprint,
        locations: &locations)
    }
    let driver = SARIFLog.Driver(
      name: LintReport.toolName, version: report.toolVersion,
      informationUri: report.informationURI, rules: rules.map(descriptor))
    let root = ReportPath.absolute(".", in: report.currentDirectory)
    let run = SARIFLog.Run(
      tool: SARIFLog.Tool(driver: driver),
      originalUriBaseIds: [baseID: SARIFLog.ArtifactLocation(uri: ReportPath.fileURI(root, isDirectory: true))],
      columnKind: "utf16CodeUnits", results: results)
    return SARIFLog(runs: [run])
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  static func descriptor(_ rule: RuleMetadata) -> SARIFLog.ReportingDescriptor {
    SARIFLog.ReportingDescriptor(
      id: rule.id, shortDescription: .init(text: rule.summary),
      fullDescription: .init(text: rule.fullDescription),
      help: .init(text: rule.fullDescription, markdown: rule.helpMarkdown), helpUri: rule.helpURI,
      defaultConfiguration: .init(level: level(rule.defaultSeverity)))
  }

  static func result(
    _ finding: Diagnostic, ruleIndex: Int, fingerprint: String,
    locations: inout SARIFArtifactLocations
  ) -> SARIFLog.Result {
    var related: [SARIFLog.Location] = []
    var text = finding.notes.isEmpty ? finding.message : escapeBrackets(finding.message)
    for note in finding.notes {
      guard let place = note.location else {
        text += "\nnote: " + escapeBrackets(note.message)
        continue
      }
      related.append(
        SARIFLog.Location(
          id: related.count + 1,
          physicalLocation: physicalLocation(place, end: nil, locations: &locations),
          message: .init(text: note.message)))
      text += "\nnote: [\(escapeBrackets(note.message))](\(related.count))"
    }
    let main = physicalLocation(finding.location, end: finding.endLocation, locations: &locations)
    return SARIFLog.Result(
      ruleId: finding.ruleID, ruleIndex: ruleIndex, level: level(finding.severity),
      message: .init(text: text),
      locations: [SARIFLog.Location(physicalLocation: main)],
      relatedLocations: related.isEmpty ? nil : related,
      partialFingerprints: [FindingFingerprint.sarifKey: fingerprint],
      fixes: finding.fix.flatMap { fixObject($0, locations: &locations) }.map { [$0] })
  }

  /// Escapes `\\`, `[` and `]`, which SARIF reads as embedded-link syntax in a message that has links.
  static func escapeBrackets(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x5B || $0 == 0x5D || $0 == 0x5C }) else { return text }
    var out = ""
    for character in text {
      if character == "[" || character == "]" || character == "\\" { out.append("\\") }
      out.append(character)
    }
    return out
  }

  /// `nil` for a fix that is never applied or has no edits.
  static func fixObject(_ fix: Fix, locations: inout SARIFArtifactLocations)
    -> SARIFLog.FixObject?
  {
    guard fix.applicability != .displayOnly, !fix.edits.isEmpty else { return nil }
    var paths: [String] = []
    var editsByPath: [String: [Edit]] = [:]
    for edit in fix.edits {
      if editsByPath[edit.start.path] == nil { paths.append(edit.start.path) }
      editsByPath[edit.start.path, default: []].append(edit)
    }
    let changes = paths.map { path in
      SARIFLog.ArtifactChange(
        artifactLocation: locations(path),
        replacements: (editsByPath[path] ?? []).map { edit in
          SARIFLog.Replacement(
            deletedRegion: region(edit.start, end: edit.end, keepEmpty: true),
            insertedContent: edit.replacement.isEmpty ? nil : .init(text: edit.replacement))
        })
    }
    return SARIFLog.FixObject(
      description: .init(text: fix.title), artifactChanges: changes,
      properties: ["applicability": fix.applicability.rawValue])
  }

  static func physicalLocation(
    _ start: SourceLocation, end: SourceLocation?, locations: inout SARIFArtifactLocations
  ) -> SARIFLog.PhysicalLocation {
    SARIFLog.PhysicalLocation(
      artifactLocation: locations(start.path),
      region: region(start, end: end, keepEmpty: false))
  }

  static func artifactLocation(_ path: String, in report: LintReport) -> SARIFLog.ArtifactLocation {
    if let relative = ReportPath.relative(path, to: report.currentDirectory) {
      return SARIFLog.ArtifactLocation(uri: ReportPath.percentEncoded(relative), uriBaseId: baseID)
    }
    let absolute = ReportPath.absolute(path, in: report.currentDirectory)
    return SARIFLog.ArtifactLocation(uri: ReportPath.fileURI(absolute), uriBaseId: nil)
  }

  /// A region in UTF-16 columns. An end equal to the start is left out (the rest of the line)
  /// unless `keepEmpty`, where an empty region means an insertion point.
  static func region(_ start: SourceLocation, end: SourceLocation?, keepEmpty: Bool) -> SARIFLog.Region {
    let startLine = max(1, start.line)
    let startColumn = max(1, start.utf16Column)
    guard let end, keepEmpty || end.line != start.line || end.utf16Column != start.utf16Column
    else { return SARIFLog.Region(startLine: startLine, startColumn: startColumn) }
    let endLine = max(startLine, end.line)
    let endColumn = endLine == startLine ? max(startColumn, end.utf16Column) : max(1, end.utf16Column)
    return SARIFLog.Region(
      startLine: startLine, startColumn: startColumn, endLine: endLine, endColumn: endColumn)
  }
}
