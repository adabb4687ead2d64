import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

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

  /// Writes the document finding by finding, in pieces of about 64 KB.
  public static func write(_ report: LintReport, to sink: ([UInt8]) -> Void) {
    JSONStream.writing(to: sink) { json in
      var fingerprint = FindingFingerprint(report)
      var paths = DisplayPaths(report)
      json.beginObject()
      json.key("findings")
      json.beginArray()
      for finding in report.findings {
        write(finding, fingerprint: fingerprint(finding), paths: &paths, to: &json)
      }
      json.endArray()
      json.member("formatVersion", formatVersion)
      json.key("summary")
      json.beginObject()
      json.member("errors", report.count(of: .error))
      json.member("filesLinted", report.filesLinted)
      json.member("filesScanned", report.filesScanned)
      json.member("notes", report.count(of: .note))
      json.member("warnings", report.count(of: .warning))
      json.endObject()
      json.key("tool")
      json.beginObject()
      json.member("name", LintReport.toolName)
      json.member("version", report.toolVersion)
      json.endObject()
      json.endObject()
    }
  }

  private static func write(
    _ finding: Diagnostic, fingerprint: String, paths: inout DisplayPaths, to json: inout JSONStream
  ) {
    json.beginObject()
    json.member("column", finding.location.column)
    json.member("endColumn", finding.endLocation.column)
    json.member("endLine", finding.endLocation.line)
    json.member("fingerprint", fingerprint)
    if let fix = finding.fix {
      json.key("fix")
      write(fix, paths: &paths, to: &json)
    }
    json.member("line", finding.location.line)
    json.member("message", finding.message)
    json.key("notes")
    json.beginArray()
    for note in finding.notes {
      json.beginObject()
      if let place = note.location {
        json.member("column", place.column)
        json.member("line", place.line)
        json.member("message", note.message)
        json.member("path", paths(place.path))
      } else {
        json.member("message", note.message)
      }
      json.endObject()
    }
    json.endArray()
    json.member("path", paths(finding.location.path))
    json.member("rule", finding.ruleID)
    json.member("severity", finding.severity.rawValue)
    json.endObject()
  }

  private static func write(_ fix: Fix, paths: inout DisplayPaths, to json: inout JSONStream) {
    json.beginObject()
    json.member("applicability", fix.applicability.rawValue)
    json.key("edits")
    json.beginArray()
    for edit in fix.edits {
      json.beginObject()
      json.member("column", edit.start.column)
      json.member("endColumn", edit.end.column)
      json.member("endLine", edit.end.line)
      json.member("endOffset", edit.end.offset)
      json.member("line", edit.start.line)
      json.member("path", paths(edit.start.path))
      json.member("replacement", edit.replacement)
      json.member("startOffset", edit.start.offset)
      json.endObject()
    }
    json.endArray()
    json.member("title", fix.title)
    json.endObject()
  }
}
