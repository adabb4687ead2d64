import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Findings recorded on one day, so later runs report only new ones (`--baseline FILE`).
///
/// A finding matches an entry by rule, file and the text of its line with whitespace collapsed,
/// not by line number, so it keeps matching when lines above it move. Matching counts: two
/// identical findings need an entry with `count` 2.
package struct Baseline: Hashable, Sendable {
  /// The format version `encode()` writes and `decode(_:path:)` accepts.
  package static let version = 1

  /// One kind of recorded finding, and how many of them there were.
  package struct Entry: Hashable, Sendable, Comparable {
    package var ruleID: String
    /// Relative to the folder the baseline was made in, `/`-separated.
    package var path: String
    /// The finding's line, trimmed, with runs of whitespace as one space.
    package var lineText: String
    package var count: Int

    package init(ruleID: String, path: String, lineText: String, count: Int = 1) {
      self.ruleID = ruleID
      self.path = path
      self.lineText = lineText
      self.count = count
    }

    var key: Key { Key(ruleID: ruleID, path: path, lineText: lineText) }

    package static func < (a: Entry, b: Entry) -> Bool {
      (a.path, a.ruleID, a.lineText) < (b.path, b.ruleID, b.lineText)
    }
  }

  /// What a finding is matched on.
  struct Key: Hashable {
    var ruleID: String
    var path: String
    var lineText: String
  }

  /// Sorted by path, rule, then line text; one entry per key.
  package var entries: [Entry]
  /// The folder paths are relative to (not written to the file).
  package var directory: String

  package init(entries: [Entry] = [], directory: String = "") {
    var counts: [Key: Int] = [:]
    for entry in entries { counts[entry.key, default: 0] += entry.count }
    self.entries = counts.map {
      Entry(ruleID: $0.ruleID, path: $0.path, lineText: $0.lineText, count: $1)
    }
    .sorted()
    self.directory = directory
  }

  /// Records `diagnostics`, their paths made relative to `cwd` when inside it.
  package static func make(from diagnostics: [Diagnostic], relativeTo cwd: String) -> Baseline {
    Baseline(
      entries: diagnostics.map { diagnostic in
        let key = key(of: diagnostic, relativeTo: cwd)
        return Entry(ruleID: key.ruleID, path: key.path, lineText: key.lineText)
      },
      directory: cwd)
  }

  /// Splits `diagnostics` into those the baseline does not record and a count of those it does.
  /// Paths are made relative to `cwd` (default: the baseline's `directory`) before matching.
  package func filter(_ diagnostics: [Diagnostic], relativeTo cwd: String? = nil) -> (
    new: [Diagnostic], matched: Int
  ) {
    var remaining: [Key: Int] = [:]
    for entry in entries { remaining[entry.key, default: 0] += entry.count }
    var new: [Diagnostic] = []
    var matched = 0
    for diagnostic in diagnostics {
      let key = Self.key(of: diagnostic, relativeTo: cwd ?? directory)
      if let count = remaining[key], count > 0 {
        remaining[key] = count - 1
        matched += 1
      } else {
        new.append(diagnostic)
      }
    }
    return (new, matched)
  }

  static func key(of diagnostic: Diagnostic, relativeTo cwd: String) -> Key {
    Key(
      ruleID: diagnostic.ruleID, path: relative(diagnostic.location.path, to: cwd),
      lineText: normalized(diagnostic.lineText))
  }

  /// `path` relative to `folder` when below it (without the `/`s after the folder), else as it
  /// is; then without leading `./`s. A `folder` of `""` or `.` makes nothing relative.
  static func relative(_ path: String, to folder: String) -> String {
    let slash = UInt8(ascii: "/")
    var root = folder.utf8[...]
    while root.count > 1, root.last == slash { root = root.dropLast() }
    var rest = path.utf8[...]
    if !root.isEmpty, !root.elementsEqual(".".utf8),
      let inside = PathName.relative(path, to: String(Substring(root))),
      !inside.isEmpty || root.elementsEqual("/".utf8)
    {
      rest = inside.utf8.drop { $0 == slash }
    }
    while rest.starts(with: "./".utf8) { rest = rest.dropFirst(2).drop { $0 == slash } }
    return String(Substring(rest))
  }

  /// Trims `text` and collapses runs of spaces, tabs and line breaks to one space, as
  /// fingerprints do, but keeping whole characters (`String.collapsingBlanks`).
  static func normalized(_ text: String) -> String {
    text.collapsingBlanks(wholeCharacters: true)
  }
}
