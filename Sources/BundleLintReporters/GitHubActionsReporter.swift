import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

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
  /// Writes the commands line by line, in pieces of about 64 KB.
  public static func write(_ report: LintReport, to sink: ([UInt8]) -> Void) {
    var paths = DisplayPaths(report)
    ReportBuffer.writing(to: sink) { out in
      for severity in [Severity.error, .warning, .note] {
        for finding in report.findings where finding.severity == severity {
          write(finding, paths: &paths, to: &out)
        }
      }
    }
  }

  private static func write(
    _ finding: Diagnostic, paths: inout DisplayPaths, to out: inout ReportBuffer
  ) {
    let start = finding.location
    let end = finding.endLocation
    out.append("::" as StaticString)
    out.append(command(for: finding.severity))
    out.append(" file=" as StaticString)
    appendEscaped(paths(start.path), property: true, to: &out)
    out.append(",line=" as StaticString)
    out.appendDecimal(start.line)
    if end.line != start.line {
      out.append(",endLine=" as StaticString)
      out.appendDecimal(end.line)
    } else {
      out.append(",col=" as StaticString)
      out.appendDecimal(start.utf16Column)
      if end.utf16Column > start.utf16Column {
        out.append(",endLine=" as StaticString)
        out.appendDecimal(end.line)
        out.append(",endColumn=" as StaticString)
        out.appendDecimal(end.utf16Column)
      }
    }
    out.append(",title=" as StaticString)
    out.append(LintReport.toolName)
    out.append(" (" as StaticString)
    appendEscaped(finding.ruleID, property: true, to: &out)
    out.append(")::" as StaticString)

    appendEscaped(finding.message, property: false, to: &out)
    for note in finding.notes {
      out.append("%0Anote: " as StaticString)
      if let place = note.location {
        appendEscaped(paths(place.path), property: false, to: &out)
        out.append(UInt8(ascii: ":"))
        out.appendDecimal(place.line)
        out.append(UInt8(ascii: ":"))
        out.appendDecimal(place.column)
        out.append(": " as StaticString)
      }
      appendEscaped(note.message, property: false, to: &out)
    }
    if let fix = finding.fix {
      out.append("%0Afix: " as StaticString)
      appendEscaped(fix.title, property: false, to: &out)
    }
    out.append(UInt8(ascii: "\n"))
  }

  static func command(for severity: Severity) -> StaticString {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// Escapes a message: `%`, CR and LF.
  static func escapeData(_ text: String) -> String {
    escaped(text, property: false)
  }

  /// Escapes a property value: as a message, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    escaped(text, property: true)
  }

  private static func escaped(_ text: String, property: Bool) -> String {
    let bytes = ReportBuffer.bytes { appendEscaped(text, property: property, to: &$0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` escaped as a message or, with `property`, as a property value. Every byte
  /// that needs it is ASCII, so the escape works on UTF-8 bytes.
  private static func appendEscaped(_ text: String, property: Bool, to out: inout ReportBuffer) {
    ReportBuffer.withUTF8(text) { bytes in
      var runStart = 0
      for (index, byte) in bytes.enumerated() {
        let escape: StaticString
        switch byte {
        case UInt8(ascii: "%"): escape = "%25"
        case UInt8(ascii: "\r"): escape = "%0D"
        case UInt8(ascii: "\n"): escape = "%0A"
        case UInt8(ascii: ":") where property: escape = "%3A"
        case UInt8(ascii: ",") where property: escape = "%2C"
        default: continue
        }
        out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        out.append(escape)
        runStart = index + 1
      }
      out.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
  }
}
