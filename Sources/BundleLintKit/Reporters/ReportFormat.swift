/// The formats `--format` accepts, each backed by one reporter.
public enum ReportFormat: String, CaseIterable, Sendable {
  case text, json, sarif, github, junit, checkstyle

  /// One line for `--help`.
  public var help: String {
    switch self {
    case .text: "compiler-style lines 'path:line:column: warning: message [rule-id]' (default)"
    case .json: "a JSON object with every finding, its notes and fix"
    case .sarif: "SARIF 2.1.0 for GitHub code scanning and other SARIF viewers"
    case .github: "GitHub Actions workflow commands ('::warning file=...::message')"
    case .junit: "JUnit XML, one test suite per rule that ran"
    case .checkstyle: "Checkstyle XML, one <file> per file with findings"
    }
  }

  public var reporter: any Reporter.Type {
    switch self {
    case .text: TextReporter.self
    case .json: JSONReporter.self
    case .sarif: SARIFReporter.self
    case .github: GitHubActionsReporter.self
    case .junit: JUnitReporter.self
    case .checkstyle: CheckstyleReporter.self
    }
  }

  /// Renders `report` in this format; `color` affects only `text` (pass it when stdout is a TTY).
  public func render(_ report: LintReport, color: Bool = false) -> String {
    if self == .text { return TextReporter.render(report, color: color) }
    return reporter.render(report)
  }

  /// Writes the report to `sink` as UTF-8, in order, in pieces of about 64 KB (a large report
  /// is never held whole).
  public func write(_ report: LintReport, color: Bool = false, to sink: ([UInt8]) -> Void) {
    if self == .text {
      TextReporter.write(report, color: color, to: sink)
    } else {
      reporter.write(report, to: sink)
    }
  }
}
