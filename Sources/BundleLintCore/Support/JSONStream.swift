/// Pretty-printed JSON written straight into a `ReportBuffer`, value by value, without a model
/// of the document: two-space indentation, `"key": value`, `[]` and `{}` for empty containers,
/// `/` unescaped, and a final newline. The same bytes on every platform and Foundation version.
///
/// The caller writes each object's keys in sorted order (debug builds check it) unless the
/// object is opened with `sortedKeys: false`, opens and closes containers in pairs, and writes
/// one root value. An object opened `inline` keeps its members on one line (`{"a": 1, "b": 2}`).
/// The one JSON writer: reports, `describe` and baseline files.
///
/// ```
/// JSONStream.writing(to: sink) { json in
///   json.beginObject()
///   json.member("line", 12)
///   json.key("notes")
///   json.beginArray()
///   json.string("first")
///   json.endArray()
///   json.endObject()
/// }
/// ```
///
/// The stream owns its `ReportBuffer`, so it cannot be copied either.
package struct JSONStream: ~Copyable {
  /// How backspace and form feed are escaped, the two control characters the outputs spell
  /// differently; every other byte is escaped the same way in all of them.
  package enum ControlEscapes {
    /// `\b` and `\f`, as `JSONEncoder` writes them (the reports).
    case named
    /// `\u0008` and `\u000c` (`describe` and baseline files, as they have always been written).
    case unicode
  }

  private var buffer: ReportBuffer
  private let controlEscapes: ControlEscapes
  /// Containers open around the next value.
  private var depth = 0
  /// Whether the innermost open container has no member yet (it closes as `{}` or `[]`).
  private var containerIsEmpty = false
  /// Whether the next value follows its key (or is the root) rather than being an array element.
  private var valueFollowsKey = true
  /// The depth from which containers are written on one line (`Int.max`: none is).
  private var inlineDepth = Int.max
  #if DEBUG
    /// Each open container, with the last key of an object whose keys must be sorted.
    private enum Open {
      case array, object
      case sortedObject(lastKey: [UInt8])
    }
    private var open: [Open] = []
  #endif

  private init(buffer: consuming ReportBuffer, controlEscapes: ControlEscapes) {
    self.buffer = buffer
    self.controlEscapes = controlEscapes
  }

  /// Runs `body` with a stream whose bytes go to `sink` in pieces, then ends the document with
  /// a newline.
  package static func writing(
    to sink: ([UInt8]) -> Void, controlEscapes: ControlEscapes = .named,
    _ body: (inout JSONStream) -> Void
  ) {
    ReportBuffer.writing(to: sink) { buffer in
      var json = JSONStream(buffer: buffer, controlEscapes: controlEscapes)
      body(&json)
      assert(json.depth == 0, "a container is still open")
      json.buffer.append(UInt8(ascii: "\n"))
      // The buffer goes back to `writing(to:_:)`, which hands the rest to the sink.
      buffer = json.buffer
    }
  }

  /// The document `body` writes, as text (for the small ones: `describe`, baseline files).
  package static func text(
    controlEscapes: ControlEscapes = .named, _ body: (inout JSONStream) -> Void
  )
    -> String
  {
    var bytes: [UInt8] = []
    writing(to: { bytes += $0 }, controlEscapes: controlEscapes, body)
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Structure

  /// Starts a member of the open object: the value written next is its value. `name` is
  /// written as it is, so it must need no escaping.
  package mutating func key(_ name: StaticString) {
    #if DEBUG
      let bytes = Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
      switch open.last {
      case .sortedObject(let previous):
        assert(previous.lexicographicallyPrecedes(bytes), "key '\(name)' out of order")
        open[open.count - 1] = .sortedObject(lastKey: bytes)
      case .object: break
      case .array, nil: assertionFailure("key '\(name)' outside an object")
      }
    #endif
    newMember()
    let length = name.utf8CodeUnitCount
    buffer.append(count: length + 4) { out in
      out[0] = UInt8(ascii: "\"")
      (out + 1).initialize(from: name.utf8Start, count: length)
      out[length + 1] = UInt8(ascii: "\"")
      out[length + 2] = UInt8(ascii: ":")
      out[length + 3] = UInt8(ascii: " ")
    }
    valueFollowsKey = true
  }

  /// Opens an object; `sortedKeys: false` lets its keys come in any order, and `inline` keeps
  /// it, and all in it, on one line.
  package mutating func beginObject(sortedKeys: Bool = true, inline: Bool = false) {
    beginValue()
    buffer.append(UInt8(ascii: "{"))
    #if DEBUG
      open.append(sortedKeys ? .sortedObject(lastKey: []) : .object)
    #endif
    open(inline: inline)
  }

  package mutating func endObject() {
    close(UInt8(ascii: "}"))
  }

  package mutating func beginArray() {
    beginValue()
    buffer.append(UInt8(ascii: "["))
    #if DEBUG
      open.append(.array)
    #endif
    open(inline: false)
  }

  package mutating func endArray() {
    close(UInt8(ascii: "]"))
  }

  // MARK: Values

  package mutating func string(_ text: String) {
    beginString()
    appendToString(text)
    endString()
  }

  package mutating func string(_ literal: StaticString) {
    beginString()
    buffer.append(literal)
    endString()
  }

  package mutating func number(_ value: Int) {
    beginValue()
    buffer.appendDecimal(value)
  }

  package mutating func bool(_ value: Bool) {
    beginValue()
    buffer.append(value ? "true" : "false" as StaticString)
  }

  package mutating func null() {
    beginValue()
    buffer.append("null" as StaticString)
  }

  /// `text`, or `null` when it is nil.
  package mutating func string(orNull text: String?) {
    if let text { string(text) } else { null() }
  }

  package mutating func member(_ name: StaticString, _ text: String) {
    key(name)
    string(text)
  }

  package mutating func member(_ name: StaticString, _ literal: StaticString) {
    key(name)
    string(literal)
  }

  package mutating func member(_ name: StaticString, _ value: Int) {
    key(name)
    number(value)
  }

  /// Opens a string value, to be written in pieces with `appendToString` and closed with
  /// `endString()`.
  package mutating func beginString() {
    beginValue()
    buffer.append(UInt8(ascii: "\""))
  }

  /// Appends `text` to the open string, escaped.
  package mutating func appendToString(_ text: String) {
    ReportBuffer.withUTF8(text) { appendToString($0) }
  }

  /// Appends `value` in decimal to the open string.
  package mutating func appendToString(_ value: Int) {
    buffer.appendDecimal(value)
  }

  /// Appends UTF-8 `bytes` to the open string, escaped: quotes, backslashes and control
  /// characters as `JSONEncoder` escapes them (`\n`, `\u001f`), everything else as it is.
  mutating func appendToString(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    // Runs that need no escape are copied at once; they are found eight bytes at a time.
    var runStart = 0
    var index = 0
    while index < bytes.count {
      if index + 8 <= bytes.count,
        !Self.needsEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      {
        index += 8
        continue
      }
      let byte = base[index]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        buffer.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
        appendEscape(byte)
        runStart = index + 1
      }
      index += 1
    }
    buffer.append(UnsafeBufferPointer(start: base + runStart, count: bytes.count - runStart))
  }

  /// Whether one of the eight bytes in `word` is below 0x20, a quote or a backslash. A borrow
  /// can only mark bytes after one that really matches, so the answer is exact.
  private static func needsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    /// Whether a byte of `value` is below `limit` (at most 0x80).
    func hasByte(below limit: UInt64, _ value: UInt64) -> Bool {
      (value &- ones &* limit) & ~value & highBits != 0
    }
    return hasByte(below: 0x20, word) || hasByte(below: 1, word ^ (ones &* 0x22))
      || hasByte(below: 1, word ^ (ones &* 0x5C))
  }

  package mutating func endString() {
    buffer.append(UInt8(ascii: "\""))
  }

  // MARK: Layout

  private mutating func appendEscape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): buffer.append("\\\"" as StaticString)
    case UInt8(ascii: "\\"): buffer.append("\\\\" as StaticString)
    case 0x0A: buffer.append("\\n" as StaticString)
    case 0x0D: buffer.append("\\r" as StaticString)
    case 0x09: buffer.append("\\t" as StaticString)
    case 0x08 where controlEscapes == .named: buffer.append("\\b" as StaticString)
    case 0x0C where controlEscapes == .named: buffer.append("\\f" as StaticString)
    default:
      let hex: StaticString = "0123456789abcdef"
      buffer.append("\\u00" as StaticString)
      buffer.append(hex.utf8Start[Int(byte >> 4)])
      buffer.append(hex.utf8Start[Int(byte & 0xF)])
    }
  }

  /// Where a value starts: after its key, or on a line of its own in an array.
  private mutating func beginValue() {
    if valueFollowsKey {
      valueFollowsKey = false
    } else {
      newMember()
    }
  }

  /// A comma after the previous member, if any, then a new line indented to the depth (on one
  /// line: a comma and a space).
  private mutating func newMember() {
    if depth >= inlineDepth {
      if !containerIsEmpty { buffer.append(", " as StaticString) }
    } else {
      buffer.appendNewline(after: containerIsEmpty ? nil : UInt8(ascii: ","), indentedBy: 2 * depth)
    }
    containerIsEmpty = false
  }

  private mutating func open(inline: Bool) {
    depth += 1
    containerIsEmpty = true
    if inline, depth < inlineDepth { inlineDepth = depth }
  }

  private mutating func close(_ bracket: UInt8) {
    #if DEBUG
      let closed = open.popLast()
      assert(closed != nil, "no container to close")
      if case .array = closed {
        assert(bracket == UInt8(ascii: "]"), "mismatched bracket")
      } else {
        assert(bracket == UInt8(ascii: "}"), "mismatched bracket")
      }
    #endif
    assert(!valueFollowsKey, "a key without a value")
    let wasInline = depth >= inlineDepth
    if depth == inlineDepth { inlineDepth = .max }
    depth -= 1
    if containerIsEmpty {
      containerIsEmpty = false
    } else if !wasInline {
      buffer.appendNewline(after: nil, indentedBy: 2 * depth)
    }
    buffer.append(bracket)
  }
}
