import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The hand-written JSON parser against Foundation's `JSONSerialization`, which it replaced for
/// speed: the same values for valid documents, a rejection with a place for invalid ones.
@Suite struct JSONValueParseTests {
  /// Foundation's reading of `text` as a `JSONValue`, or nil when it rejects the document.
  static func foundation(_ text: String) -> JSONValue? {
    guard
      let object = try? JSONSerialization.jsonObject(
        with: Data(text.utf8), options: [.fragmentsAllowed])
    else { return nil }
    return convert(object)
  }

  private static func convert(_ object: Any) -> JSONValue {
    switch object {
    case let dictionary as [String: Any]: .object(dictionary.mapValues(convert))
    case let array as [Any]: .array(array.map(convert))
    case let string as String: .string(string)
    case let number as NSNumber:
      // Foundation reads `true`/`false` as NSNumber too; tell them apart by their type code.
      ["c", "B"].contains(String(cString: number.objCType))
        ? .bool(number.boolValue) : .number(number.doubleValue)
    default: .null
    }
  }

  static let valid = [
    "{}", "[]", "null", "true", "false", "0", "-0", "12", "-3.25", "1e3", "1.5E-2", "2e+1",
    "\"\"", "\"a\\\"b\\\\c\\/d\"", "\"\\b\\f\\n\\r\\t\"", "\"\\u00e9\\u4e2d\"",
    "\"\\ud83d\\ude00\"", "\"caf\u{e9} \u{1F600}\"",
    " { \"a\" : [ 1 , 2 , { \"b\" : null } ] , \"c\" : \"d\" } ",
    "[[[[[]]]]]", "{\"a\": {\"b\": {\"c\": [true, false, null]}}}",
    "{\"dup\": 1, \"dup\": 2}",
  ]

  /// Whether `text` has a comma right before a closing bracket or brace, which Foundation accepts
  /// on Linux but not everywhere.
  static func hasTrailingComma(_ text: String) -> Bool {
    let compact = text.filter { !$0.isWhitespace }
    return compact.contains(",]") || compact.contains(",}")
  }

  @Test func trailingCommasAreAllowed() throws {
    #expect(try JSONValue.parse(Array("[1, 2,]".utf8)) == .array([.number(1), .number(2)]))
    #expect(try JSONValue.parse(Array("{\"a\": [],\n}".utf8)) == .object(["a": .array([])]))
  }

  @Test(arguments: valid)
  func validDocumentsGiveFoundationsValues(_ text: String) throws {
    let parsed = try JSONValue.parse(Array(text.utf8))
    if text.contains("dup") {
      #expect(parsed == .object(["dup": .number(2)]))
    } else {
      #expect(parsed == Self.foundation(text))
    }
  }

  static let invalid: [(String, String)] = [
    ("", "unexpected end of data around line 1, column 1"),
    ("{", "unexpected end of data around line 1, column 2"),
    ("{\"a\": }", "unexpected character '}' around line 1, column 7"),
    ("{\"a\" 1}", "unexpected character '1' around line 1, column 6"),
    ("[1,,]", "unexpected character ',' around line 1, column 4"),
    ("[,]", "unexpected character ',' around line 1, column 2"),
    ("[1 2]", "unexpected character '2' around line 1, column 4"),
    ("{\n  \"a\": 1,,\n}", "unexpected character ',' around line 2, column 10"),
    ("{\"a\": 1} x", "unexpected data after the document around line 1, column 10"),
    ("\"abc", "unterminated string around line 1, column 5"),
    ("\"a\u{1}\"", "unescaped control character in a string around line 1, column 3"),
    ("\"\\x\"", "invalid escape '\\x' in a string around line 1, column 3"),
    ("\"\\u12\"", "invalid unicode escape in a string around line 1, column 6"),
    ("01", "invalid number around line 1, column 3"),
    ("-", "invalid number around line 1, column 2"),
    ("1.", "invalid number around line 1, column 3"),
    ("1e", "invalid number around line 1, column 3"),
    ("tru", "unexpected character 't' around line 1, column 1"),
    ("{\"a\": nul}", "unexpected character 'n' around line 1, column 7"),
    ("\u{0}", "unexpected character byte 0x0 around line 1, column 1"),
    ("{'a': 1}", "unexpected character ''' around line 1, column 2"),
  ]

  @Test(arguments: invalid)
  func invalidDocumentsAreRejectedWithThePlace(_ text: String, _ message: String) {
    let error = #expect(throws: JSONValue.SyntaxError.self) {
      try JSONValue.parse(Array(text.utf8))
    }
    #expect(error?.message == message)
    #expect(Self.foundation(text) == nil, "Foundation accepts \(text.debugDescription)")
  }

  @Test func nestingDeeperThanTheLimitIsAnErrorNotACrash() throws {
    let limit = JSONReader.maximumDepth
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(throws: Never.self) { try JSONValue.parse(Array(deepest.utf8)) }
    let tooDeep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = #expect(throws: JSONValue.SyntaxError.self) {
      try JSONValue.parse(Array(tooDeep.utf8))
    }
    #expect(error?.message.hasPrefix("too many nested arrays or objects") == true)
  }

  @Test func everyRuleFileReadsAsFoundationReadsIt() throws {
    let files = try RepositoryPaths.ruleFiles()
    #expect(files.count > 10)
    for (name, json) in files {
      #expect(try JSONValue.parse(Array(json.utf8)) == Self.foundation(json), "\(name)")
    }
  }

  /// Random documents built from JSON's pieces, and the same documents cut short or with a byte
  /// changed: both parsers accept exactly the same ones, with the same values.
  @Test func randomDocumentsAgreeWithFoundation() throws {
    var seeded = SeededGenerator(seed: 7)
    let pieces = [
      "{", "}", "[", "]", ",", ":", "\"k\"", "\"v\\n\"", "1", "-2.5e3", "true", "null", " ",
      "\"\\u00e9\"", "0", "\"",
    ]
    var accepted = 0
    for _ in 0..<3000 {
      let count = Int(seeded.next() % 12) + 1
      let text = (0..<count).map { _ in pieces[Int(seeded.next() % UInt64(pieces.count))] }.joined()
      if Self.hasTrailingComma(text) { continue }
      let ours = try? JSONValue.parse(Array(text.utf8))
      #expect(ours == Self.foundation(text), "\(text.debugDescription)")
      if ours != nil { accepted += 1 }
    }
    // Both kinds occur: the comparison is not only between rejections.
    #expect(accepted > 100)
  }
}
