import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The source lines a code frame shows: for each file, the lines that hold a finding or an edit
/// of its fix, as read after linting.
///
/// Kept in the report so that reporters stay pure functions of it; a line longer than
/// `maxLineBytes` is left out (a minified file gets no frame rather than a screen of text).
public struct SourceExcerpts: Hashable, Sendable {
  /// Lines longer than this many bytes are not kept.
  public static let maxLineBytes = 400

  /// Path (as in the findings) → 1-based line → its text, without the line break.
  public var lines: [String: [Int: String]] = [:]

  public init(lines: [String: [Int: String]] = [:]) {
    self.lines = lines
  }

  /// The text of `line` in `path`, when it was kept.
  public func text(_ path: String, line: Int) -> String? {
    lines[path]?[line]
  }

  /// The lines of `findings` (and of their fixes' edits), each file read once with `read`; a file
  /// that cannot be read has no excerpts.
  public static func load(for findings: [Diagnostic], read: (String) -> [UInt8]?)
    -> SourceExcerpts
  {
    var wanted: [String: Set<Int>] = [:]
    for finding in findings {
      wanted[finding.location.path, default: []].insert(finding.location.line)
      for edit in finding.fix?.edits ?? [] {
        wanted[edit.start.path, default: []].insert(edit.start.line)
      }
    }
    var excerpts = SourceExcerpts()
    for (path, numbers) in wanted {
      guard let bytes = read(path) else { continue }
      let converter = SourceLocationConverter(bytes)
      var kept: [Int: String] = [:]
      for number in numbers where number >= 1 && number <= converter.lineStarts.count {
        let text = converter.lineText(number, maxBytes: maxLineBytes + 1)
        if text.utf8.count <= maxLineBytes { kept[number] = text }
      }
      excerpts.lines[path] = kept
    }
    return excerpts
  }
}
