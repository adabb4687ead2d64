import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The formats `--format` accepts, each backed by one reporter.
public enum ReportFormat: String, CaseIterable, Sendable {
  case text, concise, full, json, sarif, github, junit, checkstyle

  /// One line for `--help`.
  public var help: String {
    switch self {
    case .text: "'full' on a terminal, 'concise' otherwise (default)"
    case .concise: "one line per finding, 'path:line:column: warning: message [rule-id]'"
    case .full: "each finding with its code frame, the fix as 'help:', and its notes"
    case .json: "a JSON object with every finding, its notes and fix"
    case .sarif: "SARIF 2.1.0 for GitHub code scanning and other SARIF viewers"
    case .github: "GitHub Actions workflow commands ('::warning file=...::message')"
    case .junit: "JUnit XML, one test suite per rule that ran"
    case .checkstyle: "Checkstyle XML, one <file> per file with findings"
    }
  }

  /// The text layout of this format (`text` unresolved is `concise`); nil for the machine
  /// formats.
  public var textLayout: TextReporter.Layout? {
    switch self {
    case .text, .concise: .concise
    case .full: .full
    default: nil
    }
  }

  /// The format `text` stands for where stdout is (`concise` or `full`); every other format
  /// stays itself.
  public func resolved(onTerminal: Bool) -> ReportFormat {
    self == .text ? (onTerminal ? .full : .concise) : self
  }

  public var reporter: any Reporter.Type {
    switch self {
    case .text, .concise, .full: TextReporter.self
    case .json: JSONReporter.self
    case .sarif: SARIFReporter.self
    case .github: GitHubActionsReporter.self
    case .junit: JUnitReporter.self
    case .checkstyle: CheckstyleReporter.self
    }
  }

  /// Renders `report` in this format (`text` as `concise`); `color` affects only the text
  /// layouts.
  public func render(_ report: LintReport, color: Bool = false) -> String {
    var out: [UInt8] = []
    write(report, color: color) { out += $0 }
    return String(decoding: out, as: UTF8.self)
  }

  /// Writes the report to `sink` as UTF-8, in order, in pieces of about 64 KB (a large report
  /// is never held whole); `text` is written as `concise`.
  public func write(_ report: LintReport, color: Bool = false, to sink: ([UInt8]) -> Void) {
    if let layout = textLayout {
      TextReporter.write(report, layout: layout, color: color, to: sink)
    } else {
      reporter.write(report, to: sink)
    }
  }
}
