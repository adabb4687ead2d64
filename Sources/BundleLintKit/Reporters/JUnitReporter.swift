/// JUnit XML for CI systems that show test reports: one `<testsuite>` per rule that ran (or
/// fired), one failing `<testcase>` per finding, and one passing `<testcase>` for a rule without
/// findings.
///
/// A failing test case is named after the finding's place (`Sources/A.swift:12:9`); its
/// `<failure>` carries the severity as `type`, the message, and the finding's text-format lines
/// as body. Suites are sorted by rule id; there are no timings, so the output is deterministic.
public enum JUnitReporter: Reporter {
  public static func render(_ report: LintReport) -> String {
    var ruleIDs = Set(report.rules.map(\.id))
    for finding in report.findings { ruleIDs.insert(finding.ruleID) }

    var suites = ""
    var totalTests = 0
    for ruleID in ruleIDs.sorted() {
      let findings = report.findings.filter { $0.ruleID == ruleID }
      let tests = max(1, findings.count)
      totalTests += tests
      let name = XMLText.escape(ruleID)
      let classname = XMLText.escape("\(LintReport.toolName).\(ruleID)")
      suites +=
        "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(findings.count)\" errors=\"0\" skipped=\"0\">\n"
      if findings.isEmpty {
        suites += "    <testcase classname=\"\(classname)\" name=\"\(name)\"/>\n"
      }
      for finding in findings {
        let place =
          "\(report.displayPath(finding.location.path)):\(finding.location.line):\(finding.location.column)"
        var single = report
        single.findings = [finding]
        let body = TextReporter.render(single)
        suites += "    <testcase classname=\"\(classname)\" name=\"\(XMLText.escape(place))\">\n"
        suites +=
          "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escape(finding.message))\">"
          + XMLText.escapeContent(body) + "</failure>\n"
        suites += "    </testcase>\n"
      }
      suites += "  </testsuite>\n"
    }
    let failures = report.findings.count
    return XMLText.declaration
      + "<testsuites name=\"\(LintReport.toolName)\" tests=\"\(totalTests)\" failures=\"\(failures)\" errors=\"0\">\n"
      + suites + "</testsuites>\n"
  }
}
