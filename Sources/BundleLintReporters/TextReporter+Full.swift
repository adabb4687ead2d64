import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension TextReporter {
  /// The `full` lines of one finding, then a blank line:
  ///
  /// ```
  /// Sources/Shop/CartView.swift:6:7: warning: 'Text' looks up 'cart.title' in the main bundle; pass 'bundle: .module' [text-without-module-bundle]
  ///  6 |       Text("cart.title")
  ///    |       ^~~~~~~~~~~~~~~~~~
  ///    = help: pass 'bundle: .module'
  ///  6 |       Text("cart.title", bundle: .module)
  ///    |                        +++++++++++++++++
  /// Package.swift:8:27: note: target 'Shop' declares its resources here
  /// ```
  ///
  /// The frame needs the finding's line in `excerpts`; without it the finding has no frame. A
  /// note of role `module` is printed the first time it comes (`printedModuleNotes` remembers).
  /// With `marksUnsafeFixes` (`--unsafe-fixes`), an unsafe fix's help reads `help (unsafe fix):`.
  static func appendFull(
    _ finding: Diagnostic, excerpts: SourceExcerpts, paths: inout DisplayPaths,
    printedModuleNotes: inout Set<Note>, marksUnsafeFixes: Bool = false, color: Bool,
    to out: inout ReportBuffer
  ) {
    let place = Place(path: paths(finding.location.path), location: finding.location)
    line(place, finding.severity.rawValue, finding.message, ruleID: finding.ruleID, color, &out)
    let start = finding.location
    let patched = finding.fix.flatMap { patchedLine($0, excerpts: excerpts) }
    let gutter = String(max(start.line, patched?.line ?? 0)).utf8.count
    if let source = excerpts.text(start.path, line: start.line) {
      let end = finding.endLocation.line == start.line ? finding.endLocation.column : nil
      let span = underline(source, from: start.column, to: end)
      appendSourceLine(start.line, source, gutter: gutter, color: color, to: &out)
      appendMarks(
        at: [Mark(lead: span.lead, length: span.length, first: "^", rest: "~")], gutter: gutter,
        style: color ? Style.severity(finding.severity.rawValue) : nil, to: &out)
    }
    if let help = finding.fix?.title ?? finding.notes.first(where: { $0.role == .fix })?.message {
      appendGutter(nil, width: gutter, mark: "=", color: color, to: &out)
      if color { out.append(Style.bold) }
      // With `--unsafe-fixes`, a fix `--fix --unsafe-fixes` would apply says so.
      if marksUnsafeFixes, finding.fix?.applicability == .unsafe {
        out.append("help (unsafe fix):" as StaticString)
      } else {
        out.append("help:" as StaticString)
      }
      if color { out.append(Style.reset) }
      out.append(UInt8(ascii: " "))
      out.append(oneLine(help))
      out.append(UInt8(ascii: "\n"))
      if let patched {
        appendSourceLine(patched.line, patched.text, gutter: gutter, color: color, to: &out)
        appendMarks(
          at: patched.marks, gutter: gutter, style: color ? Style.insertion : nil, to: &out)
      }
    }
    for note in finding.notes where !repeats(note, finding) {
      if note.role == .module, !printedModuleNotes.insert(note).inserted { continue }
      let notePlace = note.location.map { Place(path: paths($0.path), location: $0) } ?? place
      line(notePlace, "note", note.message, ruleID: nil, color, &out)
    }
    out.append(UInt8(ascii: "\n"))
  }

  /// Where the underline of the span from `startColumn` to `endColumn` (UTF-8 byte columns,
  /// the end exclusive; nil: the end of the line) starts and how long it is, in display columns.
  static func underline(_ source: String, from startColumn: Int, to endColumn: Int?) -> (
    lead: Int, length: Int
  ) {
    let bytes = Array(source.utf8)
    let start = min(max(startColumn - 1, 0), bytes.count)
    let end = min(max((endColumn ?? bytes.count + 1) - 1, start), bytes.count)
    return (width(bytes[..<start]), max(1, width(bytes[start..<end])))
  }

  /// The display width of UTF-8 `bytes` (a cut character counts as one replacement character).
  static func width(_ bytes: ArraySlice<UInt8>) -> Int {
    DisplayWidth.of(String(decoding: bytes, as: UTF8.self))
  }

  /// A run of marks under a frame line: `first`, then `rest` up to `length` display columns,
  /// starting `lead` columns in.
  struct Mark {
    var lead: Int
    var length: Int
    var first: StaticString
    var rest: StaticString
  }

  /// The line of `fix`'s edits with the edits applied, and marks under its new text (`+` for
  /// an insertion, `~` for a replacement); nil unless every edit is on one line that
  /// `excerpts` has and no replacement breaks the line.
  static func patchedLine(_ fix: Fix, excerpts: SourceExcerpts) -> (
    line: Int, text: String, marks: [Mark]
  )? {
    guard let first = fix.edits.first,
      let source = excerpts.text(first.start.path, line: first.start.line)
    else { return nil }
    let bytes = Array(source.utf8)
    var result: [UInt8] = []
    var marks: [Mark] = []
    var cursor = 0
    for edit in fix.edits.sorted(by: { $0.start.column < $1.start.column }) {
      let start = edit.start.column - 1
      let end = edit.end.column - 1
      guard edit.start.path == first.start.path, edit.start.line == first.start.line,
        edit.end.line == first.start.line, start >= cursor, end >= start, end <= bytes.count,
        !edit.replacement.containsLineBreak
      else { return nil }
      result += bytes[cursor..<start]
      let lead = width(result[...])
      result += Array(edit.replacement.utf8)
      // Spaces that keep a trailing comment's column are not the fix.
      if !edit.replacement.utf8.allSatisfy({ $0 == 0x20 }) {
        let mark: StaticString = start == end ? "+" : "~"
        marks.append(
          Mark(lead: lead, length: DisplayWidth.of(edit.replacement), first: mark, rest: mark))
      }
      cursor = end
    }
    result += bytes[cursor...]
    return (first.start.line, String(decoding: result, as: UTF8.self), marks)
  }

  /// ` 12 | source`, tabs expanded.
  private static func appendSourceLine(
    _ number: Int, _ source: String, gutter: Int, color: Bool, to out: inout ReportBuffer
  ) {
    appendGutter(number, width: gutter, mark: "|", color: color, to: &out)
    out.append(DisplayWidth.expandingTabs(source))
    out.append(UInt8(ascii: "\n"))
  }

  /// `    | ` followed by `marks`, left to right.
  private static func appendMarks(
    at marks: [Mark], gutter: Int, style: StaticString?, to out: inout ReportBuffer
  ) {
    appendGutter(nil, width: gutter, mark: "|", color: style != nil, to: &out)
    if let style { out.append(style) }
    var column = 0
    for mark in marks where mark.lead >= column {
      for _ in column..<mark.lead { out.append(UInt8(ascii: " ")) }
      out.append(mark.first)
      for _ in 1..<max(mark.length, 1) { out.append(mark.rest) }
      column = mark.lead + max(mark.length, 1)
    }
    if style != nil { out.append(Style.reset) }
    out.append(UInt8(ascii: "\n"))
  }

  /// The line number right-aligned in `width` columns (or blank), a space, `mark` and a space.
  private static func appendGutter(
    _ number: Int?, width: Int, mark: StaticString, color: Bool, to out: inout ReportBuffer
  ) {
    if color { out.append(Style.gutter) }
    let digits = number.map { String($0) } ?? ""
    for _ in 0..<max(0, width - digits.utf8.count) { out.append(UInt8(ascii: " ")) }
    out.append(digits)
    out.append(UInt8(ascii: " "))
    out.append(mark)
    if color { out.append(Style.reset) }
    out.append(UInt8(ascii: " "))
  }
}
