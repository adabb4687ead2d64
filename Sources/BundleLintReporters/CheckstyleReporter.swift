import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Checkstyle XML, which Jenkins, reviewdog, Danger and many CI dashboards read.
///
/// One `<file>` per file with findings, in the order files first appear in the report; one
/// `<error>` per finding with its line, UTF-8 column, severity (`error`, `warning` or `info`),
/// message and `source="bundlelint.<rule-id>"`. Notes and fixes are left out: the format has no
/// place for them.
public enum CheckstyleReporter: Reporter {
  /// Writes the document file by file, in pieces of about 64 KB.
  public static func write(_ report: LintReport, to sink: ([UInt8]) -> Void) {
    var displayPath = DisplayPaths(report)
    var paths: [String] = []
    var byPath: [String: [Int]] = [:]
    for index in report.findings.indices {
      let path = displayPath(report.findings[index].location.path)
      if byPath[path] == nil { paths.append(path) }
      byPath[path, default: []].append(index)
    }
    ReportBuffer.writing(to: sink) { out in
      out.append(XMLText.declaration)
      out.append("<checkstyle version=\"4.3\">\n" as StaticString)
      for path in paths {
        out.append("  <file name=\"" as StaticString)
        XMLText.append(path, to: &out)
        out.append("\">\n" as StaticString)
        for index in byPath[path] ?? [] {
          let finding = report.findings[index]
          out.append("    <error line=\"" as StaticString)
          out.appendDecimal(finding.location.line)
          out.append("\" column=\"" as StaticString)
          out.appendDecimal(finding.location.column)
          out.append("\" severity=\"" as StaticString)
          out.append(severity(finding.severity))
          out.append("\" message=\"" as StaticString)
          XMLText.append(finding.message, to: &out)
          out.append("\" source=\"" as StaticString)
          XMLText.append(LintReport.toolName + ".", to: &out)
          XMLText.append(finding.ruleID, to: &out)
          out.append("\"/>\n" as StaticString)
        }
        out.append("  </file>\n" as StaticString)
      }
      out.append("</checkstyle>\n" as StaticString)
    }
  }

  static func severity(_ severity: Severity) -> StaticString {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "info"
    }
  }
}
