import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// SARIF 2.1.0, as GitHub code scanning and other SARIF viewers read it.
///
/// - `tool.driver.rules` lists the rules that fired, sorted by id; `ruleIndex` points into it.
/// - Paths inside the repository root (`LintReport.repositoryRoot`, else the current directory)
///   are URIs relative to `%SRCROOT%`, which `originalUriBaseIds` declares as that folder's
///   `file://` URI; other files get an absolute `file://` URI and no base. Fingerprints hash the
///   same relative paths, so they do not depend on where the tool ran.
/// - `columnKind` is `utf16CodeUnits`: columns come from `SourceLocation.utf16Column`.
/// - `partialFingerprints["bundlelintFingerprint/v1"]` ignores line numbers (see
///   `FindingFingerprint`).
/// - Each note becomes a `note: …` line of the message; a note with a place also becomes a
///   `relatedLocations` entry that the line links to (`note: [text](1)`), as GitHub shows them.
///   Brackets and backslashes in a message with notes are escaped as SARIF asks.
/// - A fix that may be applied becomes `fixes[]`, with its applicability in `properties`.
///
/// Keys are sorted and the JSON pretty-printed, as the JSON format. The log is written result by
/// result (`SARIFReporter+Result.swift`), never held whole.
public enum SARIFReporter: Reporter {
  static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// Writes the log result by result, in pieces of about 64 KB.
  public static func write(_ report: LintReport, to sink: ([UInt8]) -> Void) {
    var report = report
    if let root = report.repositoryRoot {
      report.currentDirectory = root
      report.absolutePaths = false
    }
    let rules = report.firedRules
    var ruleIndex: [String: Int] = [:]
    for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
    var fingerprint = FindingFingerprint(report)
    var locations = SARIFArtifactLocations(report)
    let root = PathName.absolute(".", from: report.currentDirectory)

    JSONStream.writing(to: sink) { json in
      json.beginObject()
      json.member("$schema", schemaURI)
      json.key("runs")
      json.beginArray()
      json.beginObject()
      json.member("columnKind", "utf16CodeUnits")
      json.key("originalUriBaseIds")
      json.beginObject()
      json.key(SARIFArtifactLocations.baseID)
      json.beginObject()
      json.member("uri", ReportPath.fileURI(root, isDirectory: true))
      json.endObject()
      json.endObject()
      json.key("results")
      json.beginArray()
      for finding in report.findings {
        writeResult(
          finding, ruleIndex: ruleIndex[finding.ruleID] ?? 0, fingerprint: fingerprint(finding),
          locations: &locations, to: &json)
      }
      json.endArray()
      json.key("tool")
      json.beginObject()
      json.key("driver")
      json.beginObject()
      json.member("informationUri", report.informationURI)
      json.member("name", LintReport.toolName)
      json.key("rules")
      json.beginArray()
      for rule in rules { writeDescriptor(rule, to: &json) }
      json.endArray()
      json.member("version", report.toolVersion)
      json.endObject()
      json.endObject()
      json.endObject()
      json.endArray()
      json.member("version", "2.1.0")
      json.endObject()
    }
  }

  static func level(_ severity: Severity) -> StaticString {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A `reportingDescriptor` for `rule`.
  static func writeDescriptor(_ rule: RuleMetadata, to json: inout JSONStream) {
    json.beginObject()
    json.key("defaultConfiguration")
    json.beginObject()
    json.member("level", level(rule.defaultSeverity))
    json.endObject()
    json.key("fullDescription")
    writeMessage(rule.fullDescription, to: &json)
    json.key("help")
    json.beginObject()
    json.member("markdown", rule.helpMarkdown)
    json.member("text", rule.fullDescription)
    json.endObject()
    if let helpURI = rule.helpURI { json.member("helpUri", helpURI) }
    json.member("id", rule.id)
    json.key("shortDescription")
    writeMessage(rule.summary, to: &json)
    json.endObject()
  }

  /// A `message` object (or `multiformatMessageString`) with plain `text`.
  static func writeMessage(_ text: String, to json: inout JSONStream) {
    json.beginObject()
    json.member("text", text)
    json.endObject()
  }
}
