/// Checkstyle XML, which Jenkins, reviewdog, Danger and many CI dashboards read.
///
/// One `<file>` per file with findings, in the order files first appear in the report; one
/// `<error>` per finding with its line, UTF-8 column, severity (`error`, `warning` or `info`),
/// message and `source="bundlelint.<rule-id>"`. Notes and fixes are left out: the format has no
/// place for them.
public enum CheckstyleReporter: Reporter {
  public static func render(_ report: LintReport) -> String {
    var paths: [String] = []
    var byPath: [String: [Diagnostic]] = [:]
    for finding in report.findings {
      let path = report.displayPath(finding.location.path)
      if byPath[path] == nil { paths.append(path) }
      byPath[path, default: []].append(finding)
    }
    var out = XMLText.declaration + "<checkstyle version=\"4.3\">\n"
    for path in paths {
      out += "  <file name=\"\(XMLText.escape(path))\">\n"
      for finding in byPath[path] ?? [] {
        out +=
          "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\""
          + " severity=\"\(severity(finding.severity))\""
          + " message=\"\(XMLText.escape(finding.message))\""
          + " source=\"\(XMLText.escape("\(LintReport.toolName).\(finding.ruleID)"))\"/>\n"
      }
      out += "  </file>\n"
    }
    return out + "</checkstyle>\n"
  }

  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "info"
    }
  }
}
