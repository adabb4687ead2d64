import Testing

@testable import BundleLintCore

/// The pull reader: its events on valid documents, the place and reason it names on invalid
/// ones, and `skipValue` over every kind of value.
@Suite struct JSONReaderTests {
  /// An event with its strings and numbers as text, to compare with a hand-written list.
  enum Seen: Equatable, CustomStringConvertible {
    case beginObject, endObject, beginArray, endArray, end
    case key(String)
    case string(String)
    case number(String)
    case literal(JSONReader.Literal)

    var description: String {
      switch self {
      case .beginObject: "{"
      case .endObject: "}"
      case .beginArray: "["
      case .endArray: "]"
      case .end: "end"
      case .key(let text): "key \(text)"
      case .string(let text): "string \(text)"
      case .number(let text): "number \(text)"
      case .literal(let literal): "\(literal)"
      }
    }
  }

  /// Every event of `text` up to `.end`, or the failure that stops the reader.
  static func events(_ text: String) -> Result<[Seen], JSONReader.Failure> {
    events(Array(text.utf8))
  }

  static func events(_ bytes: [UInt8]) -> Result<[Seen], JSONReader.Failure> {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer)
      var seen: [Seen] = []
      do throws(JSONReader.Failure) {
        while true {
          let event = try reader.next()
          switch event {
          case .beginObject: seen.append(.beginObject)
          case .endObject: seen.append(.endObject)
          case .beginArray: seen.append(.beginArray)
          case .endArray: seen.append(.endArray)
          case .key(let name): seen.append(.key(reader.text(of: name)))
          case .string(let string): seen.append(.string(reader.text(of: string)))
          case .number(let range):
            seen.append(.number(String(decoding: buffer[range], as: UTF8.self)))
          case .literal(let literal): seen.append(.literal(literal))
          case .end:
            seen.append(.end)
            return .success(seen)
          }
        }
      } catch {
        return .failure(error)
      }
    }
  }

  @Test func readsEveryKindOfValueInOrder() {
    let text = """
       { "a" : [1, -2.5e+3, "x", true, false, null, [], {}],
        "b": {"c": {"d": [[0]]}}, "e" : "" }\t\r
      """
    #expect(
      Self.events(text)
        == .success([
          .beginObject, .key("a"), .beginArray, .number("1"), .number("-2.5e+3"), .string("x"),
          .literal(.true), .literal(.false), .literal(.null), .beginArray, .endArray,
          .beginObject, .endObject, .endArray, .key("b"), .beginObject, .key("c"), .beginObject,
          .key("d"), .beginArray, .beginArray, .number("0"), .endArray, .endArray, .endObject,
          .endObject, .key("e"), .string(""), .endObject, .end,
        ]))
  }

  @Test(arguments: [
    ("\"x\"", [Seen.string("x"), .end]), ("7", [.number("7"), .end]),
    (" null ", [.literal(.null), .end]), ("[]", [.beginArray, .endArray, .end]),
    ("[1,]", [.beginArray, .number("1"), .endArray, .end]),
    ("{\"a\":1,}", [.beginObject, .key("a"), .number("1"), .endObject, .end]),
    (
      "{\"a\":1,\"a\":2}",
      [.beginObject, .key("a"), .number("1"), .key("a"), .number("2"), .endObject, .end]
    ),
  ])
  func readsRootsTrailingCommasAndRepeatedKeys(_ text: String, _ expected: [Seen]) {
    #expect(Self.events(text) == .success(expected))
  }

  /// Escapes are undone by `text(of:)`; a string without one is marked so.
  @Test func undoesEscapesAndSurrogatePairs() throws {
    let text = #"["plain", "q\"b\\s\/b\bf\fn\nr\rt\t", "\u00e9\u4E2D", "\uD83D\uDE00!", "é😀"]"#
    #expect(
      Self.events(text)
        == .success([
          .beginArray, .string("plain"), .string("q\"b\\s/b\u{8}f\u{C}n\nr\rt\t"),
          .string("\u{E9}\u{4E2D}"), .string("\u{1F600}!"), .string("é😀"), .endArray, .end,
        ]))
    let bytes = Array(#"["ab", "a\nb"]"#.utf8)
    let strings = bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer)
      var found: [JSONReader.JSONString] = []
      while let event = try? reader.next(), event != .end {
        if case .string(let string) = event { found.append(string) }
      }
      return found
    }
    #expect(strings.map(\.isEscaped) == [false, true])
    #expect(strings.map(\.contents) == [2..<4, 8..<12])
  }

  /// Numbers at the grammar's edges: what it allows, and the byte where each other one breaks.
  @Test(arguments: [
    "0", "-0", "0.0", "10", "1e0", "1E+2", "1e-2", "-1.5e-3", "123456789012345678901234567890",
    "0e0", "9.999999999999999e308",
  ])
  func readsNumbersTheGrammarAllows(_ text: String) {
    #expect(Self.events(text) == .success([.number(text), .end]))
  }

  @Test(arguments: [
    ("01", "invalid number", 2), ("-01", "invalid number", 3), ("-", "invalid number", 1),
    ("1.", "invalid number", 2), ("1.e3", "invalid number", 2), ("1e", "invalid number", 2),
    ("1e+", "invalid number", 3), ("-a", "invalid number", 1),
    (".5", "unexpected character '.'", 0), ("+1", "unexpected character '+'", 0),
    ("0x1", "unexpected data after the document", 1),
    ("1 2", "unexpected data after the document", 2),
  ])
  func refusesNumbersTheGrammarDoesNot(_ text: String, _ message: String, _ position: Int) {
    #expect(Self.events(text) == .failure(JSONReader.Failure(message: message, position: position)))
  }

  /// Broken documents: the reason, and the byte offset it is at.
  @Test(arguments: [
    ("", "unexpected end of data", 0), ("  ", "unexpected end of data", 2),
    ("{", "unexpected end of data", 1), ("[1", "unexpected end of data", 2),
    ("{\"a\"", "unexpected end of data", 4), ("{\"a\":", "unexpected end of data", 5),
    ("{\"a\": }", "unexpected character '}'", 6), ("{\"a\" 1}", "unexpected character '1'", 5),
    ("{1: 2}", "unexpected character '1'", 1),
    ("{\"a\": 1 \"b\": 2}", "unexpected character '\"'", 8),
    ("[1,,]", "unexpected character ','", 3), ("[,]", "unexpected character ','", 1),
    ("{,}", "unexpected character ','", 1), ("[1 2]", "unexpected character '2'", 3),
    ("[}", "unexpected character '}'", 1), ("{\"a\": 1]", "unexpected character ']'", 7),
    ("[1}", "unexpected character '}'", 2),
    ("{\"a\": 1} x", "unexpected data after the document", 9),
    ("tru", "unexpected character 't'", 0), ("[nul]", "unexpected character 'n'", 1),
    ("True", "unexpected character 'T'", 0), ("\u{0}", "unexpected character byte 0x0", 0),
    ("\u{FEFF}{}", "unexpected character byte 0xEF", 0),
    ("\"abc", "unterminated string", 4), ("\"ab\\", "unterminated string", 4),
    ("\"a\u{1}\"", "unescaped control character in a string", 2),
    ("\"0123456789\nabc\"", "unescaped control character in a string", 11),
    ("\"\\x\"", "invalid escape '\\x' in a string", 2),
    ("\"\\u12\"", "invalid unicode escape in a string", 5),
    ("\"\\u12G4\"", "invalid unicode escape in a string", 5),
  ])
  func namesTheReasonAndTheByte(_ text: String, _ message: String, _ position: Int) {
    #expect(Self.events(text) == .failure(JSONReader.Failure(message: message, position: position)))
  }

  /// A high surrogate needs a low one after it; either alone is refused, after what was read.
  @Test(arguments: [
    (#""\uD800""#, "invalid unicode escape in a string", 7),
    (#""\uD800x""#, "invalid unicode escape in a string", 7),
    (#""\uD800\n""#, "invalid unicode escape in a string", 8),
    (#""\uD800\u0041""#, "invalid surrogate pair in a string", 13),
    (#""\uD800\uDBFF""#, "invalid surrogate pair in a string", 13),
    (#""\uD800\u00""#, "invalid unicode escape in a string", 11),
    (#""\uDC00""#, "invalid unicode escape in a string", 7),
  ])
  func refusesLoneSurrogates(_ text: String, _ message: String, _ position: Int) {
    #expect(Self.events(text) == .failure(JSONReader.Failure(message: message, position: position)))
  }

  @Test func nestsToTheLimitAndNoDeeper() {
    let limit = JSONReader.maximumDepth
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect((try? Self.events(deepest).get().count) == 2 * limit + 1)
    // An empty container at the limit is no deeper than its parent.
    let emptyInside =
      String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
    #expect((try? Self.events(emptyInside).get().count) == 2 * limit + 3)
    let tooDeep =
      String(repeating: "[", count: limit + 1) + "1" + String(repeating: "]", count: limit + 1)
    #expect(
      Self.events(tooDeep)
        == .failure(
          JSONReader.Failure(message: "too many nested arrays or objects", position: limit + 1)))
  }

  /// Every prefix of a document that has each kind of value, and every byte of it changed, is
  /// read to a failure or the end without a crash; only the whole document reads to its end.
  @Test func truncatedOrChangedDocumentsFailWithoutACrash() {
    let text =
      #"{"a": [1, -2.5e3, true, false, null, "x\u00e9\uD83D\uDE00\n", {}, []], "b": {"c": 0}}"#
    let bytes = Array(text.utf8)
    for count in 0..<bytes.count {
      guard case .failure(let failure) = Self.events(Array(bytes[..<count])) else {
        Issue.record("prefix of \(count) bytes read to its end")
        continue
      }
      #expect(failure.position <= count)
    }
    #expect((try? Self.events(text).get()) != nil)
    for index in bytes.indices {
      for byte: UInt8 in [0, 0x22, 0x5C, 0x7B, 0x5D, 0x2C, 0xFF] {
        var changed = bytes
        changed[index] = byte
        _ = Self.events(changed)
      }
    }
  }

  /// `skipValue` over `text` as the second member of an array, then the member after it:
  /// whether the reader went on to the `7` after it, or the failure.
  static func skipped(_ text: String) -> Result<Seen, JSONReader.Failure> {
    Array("[0, \(text), 7]".utf8).withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer)
      do throws(JSONReader.Failure) {
        _ = try reader.next()
        _ = try reader.next()
        try reader.skipValue()
        guard case .number(let range) = try reader.next() else { return .success(.end) }
        return .success(.number(String(decoding: buffer[range], as: UTF8.self)))
      } catch {
        return .failure(error)
      }
    }
  }

  @Test(arguments: [
    "1", "-0.5e-7", "true", "false", "null", "\"\"", #""a\"b\\\u00e9\uD83D\uDE00""#, "{}", "[]",
    "{ }", "[\n]", #"{"a": 1}"#, "[1, [2, [3, {}]], {\"k\": []}]",
    #"{"a": {"b": {"c": [null, "}", "]", "\\"]}}, "d": [{}, [[]]]}"#, "[1,]", #"{"a": 1,}"#,
  ])
  func skipsEveryKindOfValue(_ text: String) {
    #expect(Self.skipped(text) == .success(.number("7")))
  }

  /// Deep nesting is skipped to the reader's limit, objects and arrays mixed, and refused past
  /// it at the byte where reading refuses it.
  @Test func skipsDeepNestingToTheLimit() {
    let levels = JSONReader.maximumDepth - 1
    let deep =
      String(repeating: "[{\"k\": ", count: levels / 2) + "[1]"
      + String(repeating: "}]", count: levels / 2)
    #expect(Self.skipped(deep) == .success(.number("7")))
    let tooDeep = "[" + deep + "]"
    guard case .failure(let read) = Self.events("[0, \(tooDeep), 7]") else {
      Issue.record("read past the limit")
      return
    }
    #expect(read.message == "too many nested arrays or objects")
    #expect(Self.skipped(tooDeep) == .failure(read))
  }

  /// A skipped value is checked as a read one is: the same reason at the same byte.
  @Test(arguments: [
    "tru", "01", "1.", "\"a\u{1}\"", "\"\\x\"", "\"\\uD800\"", "[1 2]", "[}", "{\"a\" 1}",
    "{1: 2}", "[,]", "{\"a\": [1, {\"b\": nul}]}", "[[[", "\"open",
  ])
  func skipChecksWhatItPasses(_ text: String) {
    let whole = "[0, \(text), 7]"
    guard case .failure(let read) = Self.events(whole) else {
      Issue.record("\(whole) read")
      return
    }
    #expect(Self.skipped(text) == .failure(read))
  }

  @Test func skipsTheRootAndPeeksWithoutReading() throws {
    let bytes = Array("  {\"a\": [1, {\"b\": \"c\"}]} \n".utf8)
    let (first, event, index) = bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer)
      let first = reader.peek()
      let index = reader.index
      try? reader.skipValue()
      return (first, try? reader.next(), index)
    }
    #expect(first == UInt8(ascii: "{"))
    #expect(index == 2)
    #expect(event == .end)
  }

  @Test func comparesNamesWithoutBuildingThem() {
    let bytes = Array(#"{"strings": 1, "str\u0069ngs": 2, "string": 3}"#.utf8)
    let matches = bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(buffer)
      var matches: [Bool] = []
      _ = try? reader.next()
      while let name = try? reader.nextKey() {
        matches.append(reader.isText(name, "strings"))
        try? reader.skipValue()
      }
      return matches
    }
    #expect(matches == [true, true, false])
  }
}
