/// GitHub Actions workflow commands that become annotations on the run and the pull request:
///
/// ```
/// ::warning file=Sources/Shop/CartView.swift,line=12,col=9,endLine=12,endColumn=26,title=bundlelint (text-without-module-bundle)::'Text' looks up …
/// ```
///
/// GitHub shows at most 10 annotations of each kind per step and 50 per job, so errors come
/// first, then warnings, then notices (note-level findings), each in report order. Notes and the
/// fix title follow the message on lines of their own. Columns are UTF-16 code units; `col` and
/// `endColumn` are left out when the range spans lines, and the end when it equals the start.
public enum GitHubActionsReporter: Reporter {
  public static func render(_ report: LintReport) -> String {
    var out = ""
    for severity in [Severity.error, .warning, .note] {
      for finding in report.findings where finding.severity == severity {
        out += command(finding, in: report) + "\n"
      }
    }
    return out
  }

  static func command(_ finding: Diagnostic, in report: LintReport) -> String {
    let start = finding.location
    let end = finding.endLocation
    var properties = [("file", report.displayPath(start.path)), ("line", String(start.line))]
    if end.line != start.line {
      properties.append(("endLine", String(end.line)))
    } else {
      properties.append(("col", String(start.utf16Column)))
      if end.utf16Column > start.utf16Column {
        properties.append(("endLine", String(end.line)))
        properties.append(("endColumn", String(end.utf16Column)))
      }
    }
    properties.append(("title", "\(LintReport.toolName) (\(finding.ruleID))"))

    var message = finding.message
    for note in finding.notes {
      let place = note.location.map { "\(report.displayPath($0.path)):\($0.line):\($0.column): " } ?? ""
      message += "\nnote: \(place)\(note.message)"
    }
    if let fix = finding.fix { message += "\nfix: \(fix.title)" }

    let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(command(for: finding.severity)) \(list)::\(escapeData(message))"
  }

  static func command(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// Escapes a message: `%`, CR and LF.
  static func escapeData(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Escapes a property value: as a message, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    var out = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
