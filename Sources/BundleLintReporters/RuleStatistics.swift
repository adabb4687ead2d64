import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `--statistics`: how many findings each rule has, by severity, and how many have a fix, as a
/// table sorted by count (most first), then rule id and severity.
///
/// ```
/// count  rule                             severity  safe fix  unsafe fix
///    12  localized-string-missing-bundle  error            0          12
/// ```
///
/// A safe fix may be applied unattended; an unsafe one changes behaviour and wants review.
package enum RuleStatistics {
  /// One line of the table.
  package struct Row: Hashable, Sendable {
    package var ruleID: String
    package var severity: Severity
    package var count = 0
    package var safeFixes = 0
    package var unsafeFixes = 0
  }

  /// The rows of `findings`, sorted.
  package static func rows(_ findings: [Diagnostic]) -> [Row] {
    var byKey: [String: Row] = [:]
    for finding in findings {
      let key = finding.ruleID + "\u{0}" + finding.severity.rawValue
      var row = byKey[key] ?? Row(ruleID: finding.ruleID, severity: finding.severity)
      row.count += 1
      switch finding.fix?.applicability {
      case .safe: row.safeFixes += 1
      case .unsafe: row.unsafeFixes += 1
      case .displayOnly, nil: break
      }
      byKey[key] = row
    }
    return byKey.values.sorted {
      ($0.count, $1.ruleID, $1.severity.rawValue) > ($1.count, $0.ruleID, $0.severity.rawValue)
    }
  }

  /// The table, one line per row under a header; empty when there are no findings.
  package static func render(_ findings: [Diagnostic]) -> String {
    let rows = rows(findings)
    guard !rows.isEmpty else { return "" }
    let ruleWidth = max(4, rows.map(\.ruleID.utf8.count).max() ?? 0)
    func cell(_ text: String, _ width: Int, right: Bool = false) -> String {
      let pad = String(repeating: " ", count: max(0, width - text.utf8.count))
      return right ? pad + text : text + pad
    }
    var lines = [
      cell("count", 5) + "  " + cell("rule", ruleWidth) + "  " + cell("severity", 8) + "  "
        + "safe fix  unsafe fix"
    ]
    for row in rows {
      lines.append(
        cell(String(row.count), 5, right: true) + "  " + cell(row.ruleID, ruleWidth) + "  "
          + cell(row.severity.rawValue, 8) + "  " + cell(String(row.safeFixes), 8, right: true)
          + "  " + cell(String(row.unsafeFixes), 10, right: true))
    }
    return lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n") + "\n"
  }
}

extension String {
  fileprivate var trailingSpacesRemoved: String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
