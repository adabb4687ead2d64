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
  public static func render(_ report: LintReport) -> String {
    render(report, color: false)
  }

  /// The lines for `report`; with `color`, ANSI bold for places and colours for severities.
  public static func render(_ report: LintReport, color: Bool) -> String {
    var out: [UInt8] = []
    write(report, color: color) { out += $0 }
    return String(decoding: out, as: UTF8.self)
  }

  /// Writes the report as UTF-8 in pieces of about 64 KB to `sink`, in order, so a report of
  /// tens of megabytes is never held whole. Lines are built as bytes: appending to a `String`
  /// piece by piece cost several thousand instructions per line.
  public static func write(_ report: LintReport, color: Bool, to sink: ([UInt8]) -> Void) {
    let chunk = 1 << 16
    var out: [UInt8] = []
    out.reserveCapacity(chunk + 4096)
    var displayPath = DisplayPaths(report)
    for finding in report.findings {
      let place = Place(path: displayPath(finding.location.path), location: finding.location)
      line(place, finding.severity.rawValue, finding.message, ruleID: finding.ruleID, color, &out)
      for note in finding.notes {
        let notePlace = note.location.map { Place(path: displayPath($0.path), location: $0) } ?? place
        line(notePlace, "note", note.message, ruleID: nil, color, &out)
      }
      // The fix note, unless a note already says the same thing at the place of the edit.
      if let fix = finding.fix, !finding.notes.contains(where: { $0.message == fix.title }) {
        line(place, "note", "fix: " + fix.title, ruleID: nil, color, &out)
      }
      if out.count >= chunk {
        sink(out)
        out.removeAll(keepingCapacity: true)
      }
    }
    if !out.isEmpty { sink(out) }
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

    func write(to out: inout [UInt8]) {
      out.append(contentsOf: path.utf8)
      out.append(UInt8(ascii: ":"))
      appendDecimal(line, to: &out)
      out.append(UInt8(ascii: ":"))
      appendDecimal(column, to: &out)
    }
  }

  private static func line(
    _ place: Place, _ severity: String, _ message: String, ruleID: String?, _ color: Bool,
    _ out: inout [UInt8]
  ) {
    let text = oneLine(message)
    let reset = "\u{1B}[0m".utf8
    if color { out.append(contentsOf: "\u{1B}[1m".utf8) }
    place.write(to: &out)
    out.append(UInt8(ascii: ":"))
    if color {
      out.append(contentsOf: reset)
      out.append(UInt8(ascii: " "))
      switch severity {
      case "error": out.append(contentsOf: "\u{1B}[1;31m".utf8)
      case "warning": out.append(contentsOf: "\u{1B}[1;33m".utf8)
      default: out.append(contentsOf: "\u{1B}[1;36m".utf8)
      }
    } else {
      out.append(UInt8(ascii: " "))
    }
    out.append(contentsOf: severity.utf8)
    out.append(UInt8(ascii: ":"))
    if color { out.append(contentsOf: reset) }
    out.append(UInt8(ascii: " "))
    if color { out.append(contentsOf: "\u{1B}[1m".utf8) }
    out.append(contentsOf: text.utf8)
    if color { out.append(contentsOf: reset) }
    if let ruleID {
      out.append(contentsOf: " [".utf8)
      out.append(contentsOf: ruleID.utf8)
      out.append(UInt8(ascii: "]"))
    }
    out.append(UInt8(ascii: "\n"))
  }

  /// `value` in decimal.
  private static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
    if value < 0 { out.append(UInt8(ascii: "-")) }
    let value = value.magnitude
    var divisor: UInt = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
      out.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
      divisor /= 10
    }
  }

  /// `message` with every CR, LF and CRLF replaced by one space.
  static func oneLine(_ message: String) -> String {
    guard hasLineBreak(message) else { return message }
    return message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .joined(separator: " ")
  }

  /// Whether `text` holds what `Character.isNewline` calls a line break, read from its bytes:
  /// 0x0A...0x0D, U+0085 (`C2 85`), U+2028 and U+2029 (`E2 80 A8`, `E2 80 A9`).
  static func hasLineBreak(_ text: String) -> Bool {
    if let found = text.utf8.withContiguousStorageIfAvailable(hasLineBreak) { return found }
    return Array(text.utf8).withUnsafeBufferPointer(hasLineBreak)
  }

  private static func hasLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // Only bytes 0x0A…0x0D and 0x85 (U+0085's last byte), 0xA8, 0xA9 (U+2028/U+2029's last
    // byte) can end a line break; look back only at those.
    for index in bytes.indices {
      let byte = bytes[index]
      if byte &- 0x0A < 4 { return true }
      guard byte >= 0x85 else { continue }
      if byte == 0x85, index >= 1, bytes[index - 1] == 0xC2 { return true }
      if byte == 0xA8 || byte == 0xA9, index >= 2, bytes[index - 1] == 0x80,
        bytes[index - 2] == 0xE2
      {
        return true
      }
    }
    return false
  }
}
