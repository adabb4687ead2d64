import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// JUnit XML for CI systems that show test reports: one `<testsuite>` per rule that ran (or
/// fired), one failing `<testcase>` per finding, and one passing `<testcase>` for a rule without
/// findings.
///
/// A failing test case is named after the finding's place (`Sources/A.swift:12:9`); its
/// `<failure>` carries the severity as `type`, the message, and the finding's text-format lines
/// as body. Suites are sorted by rule id; there are no timings, so the output is deterministic.
public enum JUnitReporter: Reporter {
  /// Writes the document suite by suite, in pieces of about 64 KB.
  public static func write(_ report: LintReport, to sink: ([UInt8]) -> Void) {
    var byRule: [String: [Int]] = [:]
    for rule in report.rules { byRule[rule.id] = [] }
    for index in report.findings.indices {
      byRule[report.findings[index].ruleID, default: []].append(index)
    }
    let ruleIDs = byRule.keys.sorted()
    let totalTests = byRule.values.reduce(0) { $0 + max(1, $1.count) }
    var paths = DisplayPaths(report)

    ReportBuffer.writing(to: sink) { out in
      out.append(XMLText.declaration)
      out.append("<testsuites name=\"" as StaticString)
      out.append(LintReport.toolName)
      out.append("\" tests=\"" as StaticString)
      out.appendDecimal(totalTests)
      out.append("\" failures=\"" as StaticString)
      out.appendDecimal(report.findings.count)
      out.append("\" errors=\"0\">\n" as StaticString)
      for ruleID in ruleIDs {
        let findings = byRule[ruleID] ?? []
        out.append("  <testsuite name=\"" as StaticString)
        XMLText.append(ruleID, to: &out)
        out.append("\" tests=\"" as StaticString)
        out.appendDecimal(max(1, findings.count))
        out.append("\" failures=\"" as StaticString)
        out.appendDecimal(findings.count)
        out.append("\" errors=\"0\" skipped=\"0\">\n" as StaticString)
        if findings.isEmpty {
          appendTestCaseStart(ruleID: ruleID, to: &out)
          XMLText.append(ruleID, to: &out)
          out.append("\"/>\n" as StaticString)
        }
        for index in findings {
          writeFailure(report.findings[index], paths: &paths, to: &out)
        }
        out.append("  </testsuite>\n" as StaticString)
      }
      out.append("</testsuites>\n" as StaticString)
    }
  }

  /// `    <testcase classname="bundlelint.<rule>" name="`.
  private static func appendTestCaseStart(ruleID: String, to out: inout ReportBuffer) {
    out.append("    <testcase classname=\"" as StaticString)
    XMLText.append(LintReport.toolName + ".", to: &out)
    XMLText.append(ruleID, to: &out)
    out.append("\" name=\"" as StaticString)
  }

  /// A failing test case named after the finding's place, with its text-format lines as body.
  private static func writeFailure(
    _ finding: Diagnostic, paths: inout DisplayPaths, to out: inout ReportBuffer
  ) {
    appendTestCaseStart(ruleID: finding.ruleID, to: &out)
    XMLText.append(paths(finding.location.path), to: &out)
    out.append(":" as StaticString)
    out.appendDecimal(finding.location.line)
    out.append(":" as StaticString)
    out.appendDecimal(finding.location.column)
    out.append("\">\n      <failure type=\"" as StaticString)
    out.append(finding.severity.rawValue)
    out.append("\" message=\"" as StaticString)
    XMLText.append(finding.message, to: &out)
    out.append("\">" as StaticString)
    let body = ReportBuffer.bytes { lines in
      TextReporter.appendLines(of: finding, paths: &paths, color: false, to: &lines)
    }
    body.withUnsafeBufferPointer { XMLText.append($0, keepingLineBreaks: true, to: &out) }
    out.append("</failure>\n    </testcase>\n" as StaticString)
  }
}
