import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Compiler-style lines that Xcode, editors, problem matchers and `grep` read, in two layouts.
///
/// `concise`, one line per finding, and a note only when it says something the finding does not
/// (the wrapper's declaration, the other module's table that has the key):
///
/// ```
/// Sources/Shop/CartView.swift:12:9: warning: 'Text' looks up 'cart.title' in the main bundle; pass 'bundle: .module' [text-without-module-bundle]
/// ```
///
/// `full` adds a code frame with the span underlined, the fix as a `help:` suggestion, the
/// evidence, and the notes that are the same for every finding of a module, once per module
/// (`TextReporter+Full.swift`).
///
/// Columns are UTF-8 bytes, as swiftc prints them. A note without a place of its own takes the
/// finding's place. Each entry is one line: line breaks in a message become spaces. A note that
/// repeats the message or the fix is printed by neither layout (the machine formats keep every
/// note).
public enum TextReporter: Reporter {
  /// How much a finding shows.
  public enum Layout: String, CaseIterable, Sendable {
    /// One line per finding.
    case concise
    /// The finding line, a code frame, the fix and the notes.
    case full
  }

  /// The concise lines for `report`, without colour.
  public static func write(_ report: LintReport, to sink: ([UInt8]) -> Void) {
    write(report, layout: .concise, color: false, to: sink)
  }

  /// The lines for `report`; with `color`, ANSI bold for places and colours for severities.
  public static func render(_ report: LintReport, layout: Layout = .concise, color: Bool)
    -> String
  {
    var out: [UInt8] = []
    write(report, layout: layout, color: color) { out += $0 }
    return String(decoding: out, as: UTF8.self)
  }

  /// Writes the report as UTF-8 in pieces of 64 KB to `sink`, in order, so a report of tens of
  /// megabytes is never held whole. Lines are built as bytes: appending to a `String` piece by
  /// piece cost several thousand instructions per line.
  public static func write(
    _ report: LintReport, layout: Layout = .concise, color: Bool, to sink: ([UInt8]) -> Void
  ) {
    ReportBuffer.writing(to: sink) { out in
      var paths = DisplayPaths(report)
      switch layout {
      case .concise:
        for finding in report.findings {
          appendConcise(finding, paths: &paths, color: color, to: &out)
        }
      case .full:
        var printedModuleNotes: Set<Note> = []
        for finding in report.findings {
          appendFull(
            finding, excerpts: report.sourceExcerpts, paths: &paths,
            printedModuleNotes: &printedModuleNotes, marksUnsafeFixes: report.marksUnsafeFixes,
            color: color, to: &out)
        }
      }
    }
  }

  /// The concise lines of one finding: itself and its notes of role `detail`.
  static func appendConcise(
    _ finding: Diagnostic, paths: inout DisplayPaths, color: Bool, to out: inout ReportBuffer
  ) {
    let place = Place(path: paths(finding.location.path), location: finding.location)
    line(place, finding.severity.rawValue, finding.message, ruleID: finding.ruleID, color, &out)
    for note in finding.notes where note.role == .detail && !repeats(note, finding) {
      let notePlace = note.location.map { Place(path: paths($0.path), location: $0) } ?? place
      line(notePlace, "note", note.message, ruleID: nil, color, &out)
    }
  }

  /// Whether `note` says again what `finding`'s message or fix says.
  static func repeats(_ note: Note, _ finding: Diagnostic) -> Bool {
    note.role == .fix || note.message == finding.fix?.title
      || finding.message.contains(note.message)
  }

  /// Every line of one finding, as the JUnit body shows it: itself, all its notes and its fix.
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
  struct Place {
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

  /// ANSI escapes the layouts use.
  enum Style {
    static let reset: StaticString = "\u{1B}[0m"
    static let bold: StaticString = "\u{1B}[1m"
    static let gutter: StaticString = "\u{1B}[1;34m"
    static let insertion: StaticString = "\u{1B}[32m"

    static func severity(_ name: String) -> StaticString {
      switch name {
      case "error": "\u{1B}[1;31m"
      case "warning": "\u{1B}[1;33m"
      default: "\u{1B}[1;36m"
      }
    }
  }

  static func line(
    _ place: Place, _ severity: String, _ message: String, ruleID: String?, _ color: Bool,
    _ out: inout ReportBuffer
  ) {
    let text = oneLine(message)
    if color { out.append(Style.bold) }
    place.write(to: &out)
    out.append(UInt8(ascii: ":"))
    if color {
      out.append(Style.reset)
      out.append(UInt8(ascii: " "))
      out.append(Style.severity(severity))
    } else {
      out.append(UInt8(ascii: " "))
    }
    out.append(severity)
    out.append(UInt8(ascii: ":"))
    if color { out.append(Style.reset) }
    out.append(UInt8(ascii: " "))
    if color { out.append(Style.bold) }
    out.append(text)
    if color { out.append(Style.reset) }
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
