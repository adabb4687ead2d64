/// Pretty-printed JSON written straight into a `ReportBuffer`, value by value, without a model
/// of the document: two-space indentation, `"key": value`, `[]` and `{}` for empty containers,
/// `/` unescaped, and a final newline. The same bytes on every platform and Foundation version.
///
/// The caller writes each object's keys in sorted order (debug builds check it), opens and
/// closes containers in pairs, and writes one root value:
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
struct JSONStream {
  private var buffer: ReportBuffer
  /// Containers open around the next value.
  private var depth = 0
  /// Whether the innermost open container has no member yet (it closes as `{}` or `[]`).
  private var containerIsEmpty = false
  /// Whether the next value follows its key (or is the root) rather than being an array element.
  private var valueFollowsKey = true
  #if DEBUG
    /// The last key of each open object (`nil` for an array, empty before the first key).
    private var lastKeys: [[UInt8]?] = []
  #endif

  private init(buffer: ReportBuffer) {
    self.buffer = buffer
  }

  /// Runs `body` with a stream whose bytes go to `sink` in pieces, then ends the document with
  /// a newline.
  static func writing(to sink: ([UInt8]) -> Void, _ body: (inout JSONStream) -> Void) {
    ReportBuffer.writing(to: sink) { buffer in
      var json = JSONStream(buffer: buffer)
      body(&json)
      assert(json.depth == 0, "a container is still open")
      json.buffer.append(UInt8(ascii: "\n"))
      buffer = json.buffer
    }
  }

  // MARK: Structure

  /// Starts a member of the open object: the value written next is its value. `name` is
  /// written as it is, so it must need no escaping.
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
    buffer.appendNewline(after: containerIsEmpty ? nil : UInt8(ascii: ","), indentedBy: 2 * depth)
    containerIsEmpty = false
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
      let closed = lastKeys.popLast()
      assert(closed != nil, "no container to close")
      assert((closed! != nil) == (bracket == UInt8(ascii: "}")), "mismatched bracket")
    #endif
    assert(!valueFollowsKey, "a key without a value")
    depth -= 1
    if containerIsEmpty {
      containerIsEmpty = false
    } else {
      buffer.appendNewline(after: nil, indentedBy: 2 * depth)
    }
    buffer.append(bracket)
  }
}
