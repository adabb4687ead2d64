import Foundation
import Testing

@testable import BundleLintKit

/// The reporters' JSON writer against Foundation's `JSONEncoder`, which it replaced for speed:
/// the same bytes for the shapes the reports use.
@Suite struct JSONWriterTests {
  struct Inner: Encodable, Equatable {
    var name: String
    var line: Int
    var tags: [String]
  }

  struct Outer: Encodable {
    var text: String
    var optional: String?
    var present: Int?
    var flag: Bool
    var negative: Int
    var items: [Inner]
    var empty: [Inner]
    var byName: [String: Int]
    var nested: [[String]]
  }

  static func foundation(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(value))
  }

  static let texts = [
    "", "plain", "quote \" backslash \\ slash /", "lines\n\r\t\u{8}\u{C}", "\u{0}\u{1}\u{1F}\u{7F}",
    "é 名前 😀 \u{2028}", "'Text' looks up 'a' in the main bundle; add 'bundle: .module'",
  ]

  @Test(arguments: texts)
  func stringsAreWrittenAsFoundationWritesThem(_ text: String) throws {
    let value = Outer(
      text: text, optional: nil, present: 3, flag: true, negative: -42,
      items: [Inner(name: text, line: 1, tags: [text, "b"]), Inner(name: "x", line: 0, tags: [])],
      empty: [], byName: ["z": 1, "a": 2, "B": 3, "_": 4, "a b": 5, text: 6],
      nested: [[], [text]])
    #expect(try JSONWriter.encode(value) == Self.foundation(value))
  }

  @Test func topLevelArraysAndScalars() throws {
    #expect(try JSONWriter.encode([1, 2, 3]) == Self.foundation([1, 2, 3]))
    #expect(try JSONWriter.encode(["a": [true, false]]) == Self.foundation(["a": [true, false]]))
    #expect(try JSONWriter.encode("x\n") == Self.foundation("x\n"))
  }
}
