/// Pretty-printed JSON written straight into a `ReportBuffer`, value by value, without a model
/// of the document: two-space indentation, `"key": value`, `[]` and `{}` for empty containers,
/// `/` unescaped, and a final newline. The same bytes on every platform and Foundation version.
///
/// The caller writes each object's keys in sorted order (debug builds check it), opens and
/// closes containers in pairs, and writes one root value:
///
/// ```
/// json.beginObject()
/// json.member("line", 12)
/// json.key("notes")
/// json.beginArray()
/// json.string("first")
/// json.endArray()
/// json.endObject()
/// json.finish(to: sink)
/// ```
struct JSONStream {
  private(set) var buffer = ReportBuffer()
  /// Containers open around the next value.
  private var depth = 0
  /// Whether the innermost open container has no member yet (it closes as `{}` or `[]`).
  private var containerIsEmpty = false
  /// Whether the next value follows its key (or is the root) rather than being an array element.
  private var valueFollowsKey = true
  #if DEBUG
    /// The last key of each open object (`nil` for an array or an object without keys yet).
    private var lastKeys: [[UInt8]?] = []
  #endif

  /// Hands the output so far to `sink` once there is a piece's worth; call it between entries.
  mutating func flush(to sink: ([UInt8]) -> Void) {
    buffer.flush(to: sink)
  }

  /// Ends the document with a newline and hands the rest to `sink`.
  mutating func finish(to sink: ([UInt8]) -> Void) {
    assert(depth == 0, "a container is still open")
    buffer.append(UInt8(ascii: "\n"))
    buffer.finish(to: sink)
  }

  // MARK: Structure

  /// Starts a member of the open object: the value written next is its value.
  mutating func key(_ name: StaticString) {
    #if DEBUG
      let bytes = Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
      if let open = lastKeys.last, let previous = open {
        assert(previous.lexicographicallyPrecedes(bytes), "key '\(name)' out of order")
        lastKeys[lastKeys.count - 1] = bytes
      } else {
        assertionFailure("key '\(name)' outside an object")
      }
    #endif
    newMember()
    buffer.append(UInt8(ascii: "\""))
    buffer.append(name)
    buffer.append("\": " as StaticString)
    valueFollowsKey = true
  }

  mutating func beginObject() {
    beginValue()
    buffer.append(UInt8(ascii: "{"))
    open(keyed: true)
  }

  mutating func endObject() {
    close(UInt8(ascii: "}"))
  }

  mutating func beginArray() {
    beginValue()
    buffer.append(UInt8(ascii: "["))
    open(keyed: false)
  }

  mutating func endArray() {
    close(UInt8(ascii: "]"))
  }

  // MARK: Values

  mutating func string(_ text: String) {
    beginString()
    appendToString(text)
    endString()
  }

  mutating func string(_ literal: StaticString) {
    beginString()
    buffer.append(literal)
    endString()
  }

  mutating func number(_ value: Int) {
    beginValue()
    buffer.appendDecimal(value)
  }

  mutating func member(_ name: StaticString, _ text: String) {
    key(name)
    string(text)
  }

  mutating func member(_ name: StaticString, _ literal: StaticString) {
    key(name)
    string(literal)
  }

  mutating func member(_ name: StaticString, _ value: Int) {
    key(name)
    number(value)
  }

  /// Opens a string value, to be written in pieces with `appendToString` and closed with
  /// `endString()`.
  mutating func beginString() {
    beginValue()
    buffer.append(UInt8(ascii: "\""))
  }

  /// Appends `text` to the open string, escaped.
  mutating func appendToString(_ text: String) {
    ReportBuffer.withUTF8(text) { appendToString($0) }
  }

  /// Appends `value` in decimal to the open string.
  mutating func appendToString(_ value: Int) {
    buffer.appendDecimal(value)
  }

  /// Appends UTF-8 `bytes` to the open string, escaped: quotes, backslashes and control
  /// characters as `JSONEncoder` escapes them (`\n`, `\u001f`), everything else as it is.
  mutating func appendToString(_ bytes: UnsafeBufferPointer<UInt8>) {
    // Runs that need no escape are copied at once.
    var runStart = 0
    for index in bytes.indices {
      let byte = bytes[index]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
      buffer.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      runStart = index + 1
      appendEscape(byte)
    }
    buffer.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
  }

  mutating func endString() {
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
    case 0x08: buffer.append("\\b" as StaticString)
    case 0x0C: buffer.append("\\f" as StaticString)
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

  /// A comma after the previous member, if any, then a new line indented to the depth.
  private mutating func newMember() {
    if containerIsEmpty {
      containerIsEmpty = false
    } else {
      buffer.append(UInt8(ascii: ","))
    }
    buffer.append(UInt8(ascii: "\n"))
    buffer.appendSpaces(2 * depth)
  }

  private mutating func open(keyed: Bool) {
    depth += 1
    containerIsEmpty = true
    #if DEBUG
      lastKeys.append(keyed ? [] : nil)
    #endif
  }

  private mutating func close(_ bracket: UInt8) {
    #if DEBUG
      assert(!lastKeys.isEmpty, "no container to close")
      assert((lastKeys.removeLast() != nil) == (bracket == UInt8(ascii: "}")), "mismatched bracket")
    #endif
    assert(!valueFollowsKey, "a key without a value")
    depth -= 1
    if containerIsEmpty {
      containerIsEmpty = false
    } else {
      buffer.append(UInt8(ascii: "\n"))
      buffer.appendSpaces(2 * depth)
    }
    buffer.append(bracket)
  }
}
