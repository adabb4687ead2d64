import Foundation
import Testing

@testable import BundleLintKit

@Suite struct JSONTextTests {
  @Test(arguments: [
    (#"{"a":[],"b":{},"c":[1,2]}"#, "{\n  \"a\": [],\n  \"b\": {},\n  \"c\": [\n    1,\n    2\n  ]\n}"),
    (#"{"s":"{[,:]} \"q\" \\"}"#, "{\n  \"s\": \"{[,:]} \\\"q\\\" \\\\\"\n}"),
    (#"[]"#, "[]"),
    (#"[{"k":"v"}]"#, "[\n  {\n    \"k\": \"v\"\n  }\n]"),
  ])
  func prettyPrinting(compact: String, expected: String) {
    #expect(JSONText.prettyPrinted(Array(compact.utf8)) == expected)
  }

  struct Sample: Encodable {
    var path = "a/b"
    var text = "line\nbreak \"quoted\" ünï 🙂 {[,:]}"
    var empty: [Int] = []
    var nested = ["z": 1, "a": 2]
  }

  @Test func encodedTextParsesBackToTheSameValue() throws {
    let text = JSONText.encode(Sample())
    #expect(text.hasSuffix("}\n"))
    #expect(text.contains("\"path\": \"a/b\""))  // slashes unescaped
    #expect(text.contains("\"empty\": []"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["text"] as? String == Sample().text)
    #expect(object["nested"] as? [String: Int] == ["z": 1, "a": 2])
    // Keys come sorted.
    let keys = ["\"empty\"", "\"nested\"", "\"path\"", "\"text\""].map { text.range(of: $0)!.lowerBound }
    #expect(keys == keys.sorted())
  }
}
