/// A JSON object with every finding, for scripts and other tools. Keys are sorted, output is
/// pretty-printed, and the shape only grows (new keys may appear; none change meaning):
///
/// ```
/// { "formatVersion": 1,
///   "tool": { "name": "bundlelint", "version": "0.1.0" },
///   "summary": { "errors": 0, "warnings": 1, "notes": 0, "filesLinted": 12, "filesScanned": 240 },
///   "findings": [
///     { "rule": "text-without-module-bundle", "severity": "warning", "message": "…",
///       "path": "Sources/Shop/CartView.swift", "line": 12, "column": 9, "endLine": 12, "endColumn": 26,
///       "fingerprint": "5f0c9d1e2a3b4c6d:1",
///       "notes": [ { "message": "…", "path": "Package.swift", "line": 14, "column": 7 } ],
///       "fix": { "title": "pass 'bundle: .module'", "applicability": "unsafe",
///                "edits": [ { "path": "…", "line": 12, "column": 25, "endLine": 12, "endColumn": 25,
///                             "startOffset": 311, "endOffset": 311, "replacement": ", bundle: .module" } ] } } ] }
/// ```
///
/// Paths are relative to the current directory when inside it, else absolute. Lines and columns
/// are 1-based, columns in UTF-8 bytes (as the text format); offsets are 0-based bytes, the end
/// exclusive. A note without a place has no `path`, `line` or `column`; `fix` is absent when there
/// is none. `severity` is `error`, `warning` or `note`; `applicability` is `safe`, `unsafe` or
/// `displayOnly`. The fingerprint is the SARIF `bundlelintFingerprint/v1`.
public enum JSONReporter: Reporter {
  /// Bumped only when a key changes meaning or disappears.
  public static let formatVersion = 1

  public static func render(_ report: LintReport) -> String {
    let fingerprints = FindingFingerprint.fingerprints(of: report)
    var paths = DisplayPaths(report)
    let findings = zip(report.findings, fingerprints).map {
      Finding($0, fingerprint: $1, paths: &paths)
    }
    let document = Document(
      formatVersion: formatVersion,
      tool: Tool(name: LintReport.toolName, version: report.toolVersion),
      summary: Summary(
        errors: report.count(of: .error), warnings: report.count(of: .warning),
        notes: report.count(of: .note), filesLinted: report.filesLinted,
        filesScanned: report.filesScanned),
      findings: findings)
    return JSONText.encode(document)
  }

  struct Document: Encodable {
    var formatVersion: Int
    var tool: Tool
    var summary: Summary
    var findings: [Finding]
  }

  struct Tool: Encodable {
    var name: String
    var version: String
  }

  struct Summary: Encodable {
    var errors: Int
    var warnings: Int
    var notes: Int
    var filesLinted: Int
    var filesScanned: Int
  }

  struct Finding: Encodable {
    var rule: String
    var severity: Severity
    var message: String
    var path: String
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var fingerprint: String
    var notes: [NoteEntry]
    var fix: FixEntry?

    init(_ d: Diagnostic, fingerprint: String, paths: inout DisplayPaths) {
      rule = d.ruleID
      severity = d.severity
      message = d.message
      path = paths(d.location.path)
      line = d.location.line
      column = d.location.column
      endLine = d.endLocation.line
      endColumn = d.endLocation.column
      self.fingerprint = fingerprint
      notes = d.notes.map { note in
        NoteEntry(
          message: note.message, path: note.location.map { paths($0.path) },
          line: note.location?.line, column: note.location?.column)
      }
      fix = d.fix.map { fix in
        FixEntry(
          title: fix.title, applicability: fix.applicability,
          edits: fix.edits.map { edit in
            EditEntry(
              path: paths(edit.start.path), line: edit.start.line,
              column: edit.start.column, endLine: edit.end.line, endColumn: edit.end.column,
              startOffset: edit.start.offset, endOffset: edit.end.offset,
              replacement: edit.replacement)
          })
      }
    }
  }

  struct NoteEntry: Encodable {
    var message: String
    var path: String?
    var line: Int?
    var column: Int?
  }

  struct FixEntry: Encodable {
    var title: String
    var applicability: Fix.Applicability
    var edits: [EditEntry]
  }

  struct EditEntry: Encodable {
    var path: String
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var startOffset: Int
    var endOffset: Int
    var replacement: String
  }
}
