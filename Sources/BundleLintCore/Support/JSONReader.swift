/// The one JSON reader: a pull reader over a document's bytes that hands out its events one at
/// a time (`next()`), or passes over a whole value without building anything (`skipValue()`).
/// The JSON value parser (`JSONValue.parse`), the String Catalog reader and the host tables'
/// catalog skimmer all read through it, so they accept exactly the same documents.
///
/// The grammar is RFC 8259's, plus a trailing comma before a closing bracket or brace, as
/// Foundation allows. Every event is checked as it is read, and so is every skipped value:
/// strings (escapes, surrogate pairs, no control character), numbers, literals, brackets that
/// match, commas and colons, and nothing but blanks after the root value (`.end`). A failure
/// names the byte where the document breaks.
///
/// Strings come as `JSONString`: where their text lies in `bytes`, and whether it has escapes;
/// `text(of:)` makes the `String` for the callers that need one. Nesting deeper than
/// `maximumDepth` is a failure, so the callers' own stacks stay bounded.
///
/// The reader holds `bytes` without owning them: the caller scopes both to one
/// `withUnsafeBufferPointer`. Every read is bounded by `bytes.count` (the blanks' and strings'
/// word-at-a-time loops load eight bytes only when `index + 8 <= bytes.count`).
package struct JSONReader {
  /// What the reader met.
  package enum Event: Equatable, Sendable {
    case beginObject, endObject, beginArray, endArray
    /// An object's member name (the reader is then past its colon, at the value).
    case key(JSONString)
    case string(JSONString)
    /// The bytes of a number that keeps to the grammar.
    case number(Range<Int>)
    case literal(Literal)
    /// The root value is over and only blanks follow it.
    case end
  }

  package enum Literal: Equatable, Sendable {
    case `true`, `false`, null
  }

  /// A string in the document: its contents between the quotes, and whether they hold escapes
  /// to undo.
  package struct JSONString: Equatable, Sendable {
    package var contents: Range<Int>
    package var isEscaped: Bool
  }

  /// Where and why the document is not JSON: `message` names what is wrong (`unexpected
  /// character '}'`), `position` the byte offset it is at.
  package struct Failure: Error, Equatable, Sendable {
    package var message: String
    package var position: Int
  }

  /// The deepest nesting of non-empty arrays and objects a document may have.
  package static let maximumDepth = 512

  /// What the reader expects next.
  private enum Phase {
    /// A value: the root, or one after a key.
    case value
    /// The first member of the non-empty container just opened.
    case firstMember
    /// A comma or the closing bracket, after a member (after the root: the end).
    case afterValue
    /// The closing bracket of the empty container just reported.
    case closeEmptyObject, closeEmptyArray
    /// Nothing: `.end` was reported.
    case done
  }

  package let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  package internal(set) var index = 0
  private var phase = Phase.value
  /// Whether each open non-empty container is an object, outermost first.
  private var isObject: [Bool] = []
  /// Whether the innermost open container is an object.
  private var inObject = false

  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    isObject.reserveCapacity(16)
  }

  /// How many non-empty containers are open.
  package var depth: Int { isObject.count }

  // MARK: Events

  /// The next event of the document; `.end` once the root value is over (and again after).
  package mutating func next() throws(Failure) -> Event {
    switch phase {
    case .value:
      return try value()
    case .firstMember:
      return inObject ? try key() : try value()
    case .afterValue:
      skipBlanks()
      if isObject.isEmpty {
        guard index == bytes.count else { throw failure("unexpected data after the document") }
        phase = .done
        return .end
      }
      let close = inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
      if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
        index += 1
        skipBlanks()
        // A comma before the closing bracket is allowed, as Foundation allows it.
        if index < bytes.count, bytes[index] == close {
          return closeContainer()
        }
        return inObject ? try key() : try value()
      }
      guard index < bytes.count, bytes[index] == close else { throw unexpectedCharacter() }
      return closeContainer()
    case .closeEmptyObject:
      phase = .afterValue
      return .endObject
    case .closeEmptyArray:
      phase = .afterValue
      return .endArray
    case .done:
      return .end
    }
  }

  /// The next member name of the object being read, the reader at its value; nil past the
  /// object's closing brace. Only where `next()` would give a key or the object's end.
  package mutating func nextKey() throws(Failure) -> JSONString? {
    switch phase {
    case .firstMember where inObject:
      let name = try memberName()
      phase = .value
      return name
    case .afterValue where inObject:
      skipBlanks()
      if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
        index += 1
        skipBlanks()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          _ = closeContainer()
          return nil
        }
        let name = try memberName()
        phase = .value
        return name
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else {
        throw unexpectedCharacter()
      }
      _ = closeContainer()
      return nil
    case .closeEmptyObject:
      phase = .afterValue
      return nil
    default:
      guard case .key(let name) = try next() else { return nil }
      return name
    }
  }

  /// Passes over the next value, nested ones too, checking it as `next()` would (the same
  /// failures at the same bytes) but making nothing of it. Only where `next()` would give a
  /// value.
  ///
  /// The containers it passes are kept in a word of bits rather than the reader's stack, one a
  /// level, so the loop holds its whole state in registers; past 64 levels it goes on by
  /// events.
  package mutating func skipValue() throws(Failure) {
    let outer = isObject.count
    guard phase == .value || (phase == .firstMember && !inObject) else {
      return try skipByEvents(outer: outer)
    }
    /// Bit `n` is set when the container at level `n` (0 the outermost passed) is an object.
    var kinds: UInt64 = 0
    var level = 0
    nextValue: while true {
      skipBlanks()
      guard index < bytes.count else { throw failure("unexpected end of data") }
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let object = bytes[index] == UInt8(ascii: "{")
        guard level < 64 else {
          // Hand the levels passed to the reader's stack, and go on by events.
          for passed in 0..<level { isObject.append(kinds >> passed & 1 == 1) }
          inObject = isObject.last ?? false
          phase = .value
          return try skipByEvents(outer: outer)
        }
        index += 1
        skipBlanks()
        if index < bytes.count, bytes[index] == (object ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          index += 1
        } else {
          guard outer + level < Self.maximumDepth else {
            throw failure("too many nested arrays or objects")
          }
          if object {
            kinds |= 1 << level
            level += 1
            _ = try memberName()
          } else {
            kinds &= ~(1 << level)
            level += 1
          }
          continue nextValue
        }
      case UInt8(ascii: "\""): _ = try scanString()
      case UInt8(ascii: "t"): try word("true")
      case UInt8(ascii: "f"): try word("false")
      case UInt8(ascii: "n"): try word("null")
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
      default: throw unexpectedCharacter()
      }
      // After a value: a comma and the next member, or closing brackets.
      while level > 0 {
        skipBlanks()
        let inObject = kinds >> (level - 1) & 1 == 1
        let close = inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
          index += 1
          skipBlanks()
          if index < bytes.count, bytes[index] == close {
            index += 1
            level -= 1
            continue
          }
          if inObject { _ = try memberName() }
          continue nextValue
        }
        guard index < bytes.count, bytes[index] == close else { throw unexpectedCharacter() }
        index += 1
        level -= 1
      }
      phase = .afterValue
      return
    }
  }

  /// `skipValue()` by events, until the reader is back to `outer` open containers.
  private mutating func skipByEvents(outer: Int) throws(Failure) {
    while true {
      switch try next() {
      case .beginObject, .beginArray:
        // An empty container's closing event is still to come.
        if isObject.count == outer { phase = .afterValue }
      default: break
      }
      if isObject.count == outer { return }
    }
  }

  /// The first byte of the next value, blanks skipped, without reading it (nil at the end of
  /// the bytes): where a caller chooses between reading and skipping a value.
  package mutating func peek() -> UInt8? {
    skipBlanks()
    return index < bytes.count ? bytes[index] : nil
  }

  /// The text of `string`, its escapes undone.
  package func text(of string: JSONString) -> String {
    guard string.isEscaped else {
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[string.contents]), as: UTF8.self)
    }
    return String(decoding: Self.unescaped(bytes, string.contents), as: UTF8.self)
  }

  /// Whether `string`'s text is `expected`, an unescaped ASCII name.
  package func isText(_ string: JSONString, _ expected: StaticString) -> Bool {
    guard !string.isEscaped else { return text(of: string) == expected.description }
    let count = expected.utf8CodeUnitCount
    guard string.contents.count == count, let base = bytes.baseAddress else { return false }
    return memcmpEqual(base + string.contents.lowerBound, expected.utf8Start, count)
  }

  // MARK: Values

  /// The value at the reader (after blanks).
  private mutating func value() throws(Failure) -> Event {
    skipBlanks()
    guard index < bytes.count else { throw failure("unexpected end of data") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      return try open(object: true)
    case UInt8(ascii: "["):
      return try open(object: false)
    case UInt8(ascii: "\""):
      let string = try scanString()
      phase = .afterValue
      return .string(string)
    case UInt8(ascii: "t"):
      try word("true")
      phase = .afterValue
      return .literal(.true)
    case UInt8(ascii: "f"):
      try word("false")
      phase = .afterValue
      return .literal(.false)
    case UInt8(ascii: "n"):
      try word("null")
      phase = .afterValue
      return .literal(.null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = index
      try scanNumber()
      phase = .afterValue
      return .number(start..<index)
    default:
      throw unexpectedCharacter()
    }
  }

  /// Opens the container at `{` or `[`: an empty one is reported and closed at once, a
  /// non-empty one is pushed.
  private mutating func open(object: Bool) throws(Failure) -> Event {
    index += 1
    skipBlanks()
    let close = object ? UInt8(ascii: "}") : UInt8(ascii: "]")
    if index < bytes.count, bytes[index] == close {
      index += 1
      phase = object ? .closeEmptyObject : .closeEmptyArray
    } else {
      guard isObject.count < Self.maximumDepth else {
        throw failure("too many nested arrays or objects")
      }
      isObject.append(object)
      inObject = object
      phase = .firstMember
    }
    return object ? .beginObject : .beginArray
  }

  /// Closes the innermost container at its bracket.
  private mutating func closeContainer() -> Event {
    index += 1
    let wasObject = isObject.removeLast()
    inObject = isObject.last ?? false
    phase = .afterValue
    return wasObject ? .endObject : .endArray
  }

  /// A member name at the reader (after blanks), and the colon after it.
  private mutating func key() throws(Failure) -> Event {
    let name = try memberName()
    phase = .value
    return .key(name)
  }

  /// Moves past the member name at the reader (after blanks) and the colon after it.
  @inline(__always)
  private mutating func memberName() throws(Failure) -> JSONString {
    skipBlanks()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw unexpectedCharacter()
    }
    let name = try scanString()
    skipBlanks()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw unexpectedCharacter()
    }
    index += 1
    return name
  }

  /// Moves past `word` (`true`, `false`, `null`) when that is what is spelt at the reader.
  private mutating func word(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count, let base = bytes.baseAddress,
      memcmpEqual(base + index, word.utf8Start, count)
    else { throw unexpectedCharacter() }
    index += count
  }

  /// Moves past the number at the reader by JSON's grammar (an optional `-`, digits without a
  /// leading zero, digits after a `.`, digits after an exponent and its sign); the failure is
  /// at the first byte that breaks it.
  private mutating func scanNumber() throws(Failure) {
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let first = index
    let count = digits()
    // No leading zeros: `0` alone or a digit 1–9 first.
    guard count > 0, bytes[first] != UInt8(ascii: "0") || count == 1 else {
      throw failure("invalid number")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure("invalid number") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw failure("invalid number") }
    }
  }

  /// Moves past the digits at the reader; how many there were.
  private mutating func digits() -> Int {
    let start = index
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
    return index - start
  }

  /// Moves past blanks; at once when the reader is not at one, as between most tokens, or at
  /// one space before a token (` : `).
  @inline(__always)
  private mutating func skipBlanks() {
    if index < bytes.count, bytes[index] > 0x20 { return }
    if index + 1 < bytes.count, bytes[index] == 0x20, bytes[index + 1] > 0x20 {
      index += 1
      return
    }
    skipBlanksSlowly()
  }

  /// Moves past blanks, runs of spaces (indentation) eight bytes at a time.
  private mutating func skipBlanksSlowly() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D:
        index += 1
        while index + 8 <= bytes.count {
          let spaces =
            UInt64(
              littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(
                as: UInt64.self)) ^ 0x2020_2020_2020_2020
          guard spaces == 0 else {
            index += spaces.trailingZeroBitCount >> 3
            break
          }
          index += 8
        }
      default: return
      }
    }
  }

  // MARK: Failures

  /// `what`, at the reader.
  func failure(_ what: String) -> Failure {
    Failure(message: what, position: index)
  }

  /// The byte at the reader shown as unexpected, or the end of the data.
  private func unexpectedCharacter() -> Failure {
    guard index < bytes.count else { return failure("unexpected end of data") }
    let byte = bytes[index]
    let shown =
      (0x21..<0x7F).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'"
      : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    return failure("unexpected character \(shown)")
  }
}

/// Whether the `count` bytes at `a` and `b` are the same.
private func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int)
  -> Bool
{
  for offset in 0..<count where a[offset] != b[offset] { return false }
  return true
}
