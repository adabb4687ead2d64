import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension SARIFReporter {
  /// Writes the `result` object for `finding`.
  static func writeResult(
    _ finding: Diagnostic, ruleIndex: Int, fingerprint: String,
    locations: inout SARIFArtifactLocations, to json: inout JSONStream
  ) {
    json.beginObject()
    if let fix = finding.fix, fix.applicability != .displayOnly, !fix.edits.isEmpty {
      json.key("fixes")
      json.beginArray()
      writeFix(fix, locations: &locations, to: &json)
      json.endArray()
    }
    json.member("level", level(finding.severity))
    json.key("locations")
    json.beginArray()
    json.beginObject()
    json.key("physicalLocation")
    writePhysicalLocation(
      finding.location, end: finding.endLocation, locations: &locations, to: &json)
    json.endObject()
    json.endArray()
    json.key("message")
    json.beginObject()
    json.key("text")
    writeMessageText(finding, to: &json)
    json.endObject()
    json.key("partialFingerprints")
    json.beginObject()
    json.member(FindingFingerprint.sarifKey, fingerprint)
    json.endObject()
    if finding.notes.contains(where: { $0.location != nil }) {
      json.key("relatedLocations")
      json.beginArray()
      var id = 0
      for note in finding.notes {
        guard let place = note.location else { continue }
        id += 1
        json.beginObject()
        json.member("id", id)
        json.key("message")
        writeMessage(note.message, to: &json)
        json.key("physicalLocation")
        writePhysicalLocation(place, end: nil, locations: &locations, to: &json)
        json.endObject()
      }
      json.endArray()
    }
    json.member("ruleId", finding.ruleID)
    json.member("ruleIndex", ruleIndex)
    json.endObject()
  }

  /// The message, then a `note: …` line per note; a note with a place links to its related
  /// location, numbered from 1 in the order of the notes.
  static func writeMessageText(_ finding: Diagnostic, to json: inout JSONStream) {
    json.beginString()
    guard !finding.notes.isEmpty else {
      json.appendToString(finding.message)
      json.endString()
      return
    }
    json.appendToString(escapeBrackets(finding.message))
    var links = 0
    for note in finding.notes {
      json.appendToString("\nnote: ")
      guard note.location != nil else {
        json.appendToString(escapeBrackets(note.message))
        continue
      }
      links += 1
      json.appendToString("[")
      json.appendToString(escapeBrackets(note.message))
      json.appendToString("](")
      json.appendToString(links)
      json.appendToString(")")
    }
    json.endString()
  }

  /// Escapes `\\`, `[` and `]`, which SARIF reads as embedded-link syntax in a message that has links.
  static func escapeBrackets(_ text: String) -> String {
    let needed = ReportBuffer.withUTF8(text) { bytes in
      bytes.contains {
        $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "\\")
      }
    }
    guard needed else { return text }
    var out = ""
    for character in text {
      if character == "[" || character == "]" || character == "\\" { out.append("\\") }
      out.append(character)
    }
    return out
  }

  /// Writes one `fix` object: its edits grouped by file, files in the order they first appear.
  static func writeFix(
    _ fix: Fix, locations: inout SARIFArtifactLocations, to json: inout JSONStream
  ) {
    var paths: [String] = []
    for edit in fix.edits where !paths.contains(edit.start.path) { paths.append(edit.start.path) }
    json.beginObject()
    json.key("artifactChanges")
    json.beginArray()
    for path in paths {
      json.beginObject()
      json.key("artifactLocation")
      locations.write(path, to: &json)
      json.key("replacements")
      json.beginArray()
      for edit in fix.edits where edit.start.path == path {
        json.beginObject()
        json.key("deletedRegion")
        Region(edit.start, end: edit.end, keepEmpty: true).write(to: &json)
        if !edit.replacement.isEmpty {
          json.key("insertedContent")
          writeMessage(edit.replacement, to: &json)
        }
        json.endObject()
      }
      json.endArray()
      json.endObject()
    }
    json.endArray()
    json.key("description")
    writeMessage(fix.title, to: &json)
    json.key("properties")
    json.beginObject()
    json.member("applicability", fix.applicability.rawValue)
    json.endObject()
    json.endObject()
  }

  static func writePhysicalLocation(
    _ start: SourceLocation, end: SourceLocation?, locations: inout SARIFArtifactLocations,
    to json: inout JSONStream
  ) {
    json.beginObject()
    json.key("artifactLocation")
    locations.write(start.path, to: &json)
    json.key("region")
    Region(start, end: end, keepEmpty: false).write(to: &json)
    json.endObject()
  }

  /// Lines and columns are 1-based; columns count UTF-16 code units (`run.columnKind`). Without
  /// an end a region runs from its start to the end of the start line.
  struct Region {
    var startLine: Int
    var startColumn: Int
    /// The end line and column, both or neither.
    var endLine: Int?
    var endColumn: Int?

    /// The region from `start` to `end`. An end equal to the start is left out (the rest of the
    /// line) unless `keepEmpty`, where an empty region means an insertion point.
    init(_ start: SourceLocation, end: SourceLocation?, keepEmpty: Bool) {
      startLine = max(1, start.line)
      startColumn = max(1, start.utf16Column)
      guard let end, keepEmpty || end.line != start.line || end.utf16Column != start.utf16Column
      else { return }
      let endLine = max(startLine, end.line)
      self.endLine = endLine
      endColumn = endLine == startLine ? max(startColumn, end.utf16Column) : max(1, end.utf16Column)
    }

    func write(to json: inout JSONStream) {
      json.beginObject()
      if let endLine, let endColumn {
        json.member("endColumn", endColumn)
        json.member("endLine", endLine)
      }
      json.member("startColumn", startColumn)
      json.member("startLine", startLine)
      json.endObject()
    }
  }
}
