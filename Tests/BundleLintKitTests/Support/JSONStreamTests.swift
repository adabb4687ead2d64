import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct JSONStreamTests {
  /// What `body` writes, as text.
  static func written(_ body: (inout JSONStream) -> Void) -> String {
    var bytes: [UInt8] = []
    JSONStream.writing(to: { bytes += $0 }, body)
    return String(decoding: bytes, as: UTF8.self)
  }

  static func foundation(_ text: String) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return String(decoding: try encoder.encode(text), as: UTF8.self)
  }

  static let texts: [String] = {
    let short = [
      "", "plain", "quote \" backslash \\ slash /", "lines\n\r\t\u{8}\u{C}",
      "\u{0}\u{1}\u{1F}\u{7F}",
      "é 名前 😀 \u{2028}", "'Text' looks up 'a' in the main bundle; add 'bundle: .module'",
    ]
    // Every character that needs an escape at each offset of a longer string, so that it
    // falls in each byte of an eight-byte word and in the tail after the last whole word.
    let long = ["\"", "\\", "\n", "\u{0}", "\u{1F}"].flatMap { special in
      (0..<19).map { offset in
        String(repeating: "a", count: offset) + special + String(repeating: "b", count: 18 - offset)
      }
    }
    return short + long + ["  !#$%&'()*+,-./[]^_`{|}~ \u{7F}\u{80} ¡ ÿ ĀāȀ ꙮ"]
  }()

  @Test(arguments: texts)
  func stringsAreEscapedAsFoundationEscapesThem(_ text: String) throws {
    #expect(Self.written { $0.string(text) } == (try Self.foundation(text)) + "\n")
  }

  @Test func stringWrittenInPieces() {
    let text = Self.written { json in
      json.beginString()
      json.appendToString("a\"b")
      json.appendToString(42)
      json.appendToString("\n")
      json.endString()
    }
    #expect(text == "\"a\\\"b42\\n\"\n")
  }

  @Test func layout() {
    let text = Self.written { json in
      json.beginObject()
      json.key("a")
      json.beginArray()
      json.endArray()
      json.key("b")
      json.beginObject()
      json.endObject()
      json.key("c")
      json.beginArray()
      json.number(1)
      json.number(-2)
      json.beginObject()
      json.member("k", "v")
      json.endObject()
      json.endArray()
      json.member("d", "{[,:]}" as StaticString)
      json.endObject()
    }
    #expect(
      text == """
        {
          "a": [],
          "b": {},
          "c": [
            1,
            -2,
            {
              "k": "v"
            }
          ],
          "d": "{[,:]}"
        }

        """)
  }

  @Test func deepNestingIsIndentedBeyondTheSpacesAtHand() throws {
    let depth = 100
    let text = Self.written { json in
      for _ in 0..<depth { json.beginArray() }
      json.number(7)
      for _ in 0..<depth { json.endArray() }
    }
    #expect(text.contains("\n" + String(repeating: " ", count: 2 * depth) + "7\n"))
    var value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    for _ in 0..<depth { value = try #require((value as? [Any])?.first) }
    #expect(value as? Int == 7)
  }

  @Test func documentParsesBackToTheSameValue() throws {
    let texts = Self.texts
    let text = Self.written { json in
      json.beginObject()
      json.key("items")
      json.beginArray()
      for (index, text) in texts.enumerated() {
        json.beginObject()
        json.member("index", index)
        json.member("text", text)
        json.endObject()
      }
      json.endArray()
      json.endObject()
    }
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let items = try #require(object["items"] as? [[String: Any]])
    #expect(items.compactMap { $0["text"] as? String } == texts)
    #expect(items.compactMap { $0["index"] as? Int } == Array(texts.indices))
  }

  @Test func unsortedKeysBoolsAndNulls() {
    let text = Self.written { json in
      json.beginObject(sortedKeys: false)
      json.key("z")
      json.bool(true)
      json.key("a")
      json.null()
      json.key("m")
      json.string(orNull: nil)
      json.key("b")
      json.string(orNull: "x")
      json.key("f")
      json.bool(false)
      json.endObject()
    }
    #expect(
      text
        == "{\n  \"z\": true,\n  \"a\": null,\n  \"m\": null,\n  \"b\": \"x\",\n  \"f\": false\n}\n"
    )
  }

  @Test func inlineObjectsStayOnOneLine() {
    let text = Self.written { json in
      json.beginObject()
      json.key("items")
      json.beginArray()
      json.beginObject(sortedKeys: false, inline: true)
      json.member("b", 1)
      json.key("a")
      json.beginArray()
      json.number(2)
      json.beginObject()
      json.endObject()
      json.endArray()
      json.endObject()
      json.beginObject(inline: true)
      json.endObject()
      json.number(3)
      json.endArray()
      json.endObject()
    }
    #expect(text == "{\n  \"items\": [\n    {\"b\": 1, \"a\": [2, {}]},\n    {},\n    3\n  ]\n}\n")
  }

  /// `.unicode` escapes as `describe` and baseline files always did (the quoting they used
  /// before JSONStream wrote them, kept here as the reference).
  @Test(arguments: texts)
  func unicodeControlEscapesAsDescribeAndBaselinesWrote(_ text: String) {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    #expect(JSONStream.text(controlEscapes: .unicode) { $0.string(text) } == quoted + "\"\n")
  }
}
