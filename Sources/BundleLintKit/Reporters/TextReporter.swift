/// Compiler-style lines that Xcode, editors and problem matchers turn into clickable diagnostics.
///
/// ```
/// Sources/Shop/CartView.swift:12:9: warning: 'Text' looks up 'cart.title' in the main bundle; pass 'bundle: .module' [text-without-module-bundle]
/// Package.swift:14:7: note: target 'Shop' declares its resources here
/// Sources/Shop/CartView.swift:12:9: note: fix: pass 'bundle: .module'
/// ```
///
/// Columns are UTF-8 bytes, as swiftc prints them. A note without a place of its own, and the fix
/// note, take the finding's place. Each entry is one line: line breaks in a message become spaces.
public enum TextReporter: Reporter {
  /// The lines for `report`, without colour.
  public static func write(_ report: LintReport, to sink: ([UInt8]) -> Void) {
    write(report, color: false, to: sink)
  }

  /// The lines for `report`; with `color`, ANSI bold for places and colours for severities.
  public static func render(_ report: LintReport, color: Bool) -> String {
    var out: [UInt8] = []
    write(report, color: color) { out += $0 }
    return String(decoding: out, as: UTF8.self)
  }

  /// Writes the report as UTF-8 in pieces of 64 KB to `sink`, in order, so a report of tens of
  /// megabytes is never held whole. Lines are built as bytes: appending to a `String` piece by
  /// piece cost several thousand instructions per line.
  public static func write(_ report: LintReport, color: Bool, to sink: ([UInt8]) -> Void) {
    ReportBuffer.writing(to: sink) { out in
      var paths = DisplayPaths(report)
      for finding in report.findings {
        appendLines(of: finding, paths: &paths, color: color, to: &out)
      }
    }
  }

  /// The lines of one finding: itself, its notes and its fix.
  static func appendLines(
    of finding: Diagnostic, paths: inout DisplayPaths, color: Bool, to out: inout ReportBuffer
  ) {
    let place = Place(path: paths(finding.location.path), location: finding.location)
    line(place, finding.severity.rawValue, finding.message, ruleID: finding.ruleID, color, &out)
    for note in finding.notes {
      let notePlace = note.location.map { Place(path: paths($0.path), location: $0) } ?? place
      line(notePlace, "note", note.message, ruleID: nil, color, &out)
    }
    // The fix note, unless a note already says the same thing at the place of the edit.
    if let fix = finding.fix, !finding.notes.contains(where: { $0.message == fix.title }) {
      line(place, "note", "fix: " + fix.title, ruleID: nil, color, &out)
    }
  }

  /// Where a line points: `path:line:column`.
  private struct Place {
    var path: String
    var line: Int
    var column: Int

    init(path: String, location: SourceLocation) {
      self.path = path
      line = location.line
      column = location.column
    }

    func write(to out: inout ReportBuffer) {
      out.append(path)
      out.append(UInt8(ascii: ":"))
      out.appendDecimal(line)
      out.append(UInt8(ascii: ":"))
      out.appendDecimal(column)
    }
  }

  private static func line(
    _ place: Place, _ severity: String, _ message: String, ruleID: String?, _ color: Bool,
    _ out: inout ReportBuffer
  ) {
    let text = oneLine(message)
    let reset: StaticString = "\u{1B}[0m"
    let bold: StaticString = "\u{1B}[1m"
    if color { out.append(bold) }
    place.write(to: &out)
    out.append(UInt8(ascii: ":"))
    if color {
      out.append(reset)
      out.append(UInt8(ascii: " "))
      switch severity {
      case "error": out.append("\u{1B}[1;31m" as StaticString)
      case "warning": out.append("\u{1B}[1;33m" as StaticString)
      default: out.append("\u{1B}[1;36m" as StaticString)
      }
    } else {
      out.append(UInt8(ascii: " "))
    }
    out.append(severity)
    out.append(UInt8(ascii: ":"))
    if color { out.append(reset) }
    out.append(UInt8(ascii: " "))
    if color { out.append(bold) }
    out.append(text)
    if color { out.append(reset) }
    if let ruleID {
      out.append(" [" as StaticString)
      out.append(ruleID)
      out.append(UInt8(ascii: "]"))
    }
    out.append(UInt8(ascii: "\n"))
  }

  /// `message` with every CR, LF and CRLF replaced by one space.
  static func oneLine(_ message: String) -> String {
    guard message.containsLineBreak else { return message }
    return message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .joined(separator: " ")
  }
}
