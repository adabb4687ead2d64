import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

/// An open document: the client's text of one file, which the server lints instead of the disk.
struct TextDocument: Sendable {
  /// The document's URI, as the client spells it (diagnostics are published under it).
  var uri: String
  /// The absolute path the URI names.
  var path: String
  var version: Int
  /// The text, UTF-8.
  var bytes: [UInt8]
  /// The line starts of `bytes`, made when first needed after a change.
  private var lineStartsMemo: [Int]?

  init(uri: String, path: String, version: Int, text: String) {
    self.uri = uri
    self.path = path
    self.version = version
    bytes = Array(text.utf8)
  }

  /// Byte offset at which each line starts (LF, CRLF and CR end lines, as the protocol says).
  mutating func lineStarts() -> [Int] {
    if let known = lineStartsMemo { return known }
    let starts = SourceLocationConverter(bytes).lineStarts
    lineStartsMemo = starts
    return starts
  }

  /// The byte offset of a protocol position (0-based line and `character` in `encoding`): a line
  /// past the end is the end of the text, a character past its line's end the line's end, and
  /// a character inside a character's units its start.
  mutating func offset(line: Int, character: Int, encoding: PositionEncoding) -> Int {
    let starts = lineStarts()
    guard line >= 0 else { return 0 }
    guard line < starts.count else { return bytes.count }
    var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
    while end > starts[line], bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    var offset = starts[line]
    var counted = 0
    while offset < end {
      let length = min(SourceLocationConverter.sequenceLength(bytes[offset]), end - offset)
      let units = encoding.units(ofSequence: length)
      if counted + units > character { break }
      counted += units
      offset += length
    }
    return offset
  }

  /// Replaces the text, or the part of it between two positions, as a `didChange` says.
  mutating func apply(
    range: (start: (line: Int, character: Int), end: (line: Int, character: Int))?, text: String,
    encoding: PositionEncoding
  ) {
    guard let range else {
      bytes = Array(text.utf8)
      lineStartsMemo = nil
      return
    }
    let start = offset(line: range.start.line, character: range.start.character, encoding: encoding)
    let end = max(
      start, offset(line: range.end.line, character: range.end.character, encoding: encoding))
    bytes.replaceSubrange(start..<end, with: text.utf8)
    lineStartsMemo = nil
  }
}
