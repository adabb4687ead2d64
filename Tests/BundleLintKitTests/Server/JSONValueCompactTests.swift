import Testing

@testable import BundleLintKit

@Suite struct JSONValueCompactTests {
  @Test func valuesAreWrittenCompactWithSortedKeysAndEscapes() {
    let value: JSONValue = [
      "b": [.int(1), .number(2.5), nil, true], "a": .string("q\"\\\n\t\u{1}é😀"), "c": [:],
    ]
    #expect(
      String(decoding: value.compactJSON, as: UTF8.self)
        == #"{"a":"q\"\\\n\t\u0001é😀","b":[1,2.5,null,true],"c":{}}"#)
  }

  @Test func whatIsWrittenParsesBack() throws {
    let value: JSONValue = [
      "id": .int(-3), "params": ["list": [[], [:], ["k": "v"]], "text": "line\r\nnext"],
    ]
    #expect(try JSONValue.parse(value.compactJSON) == value)
  }
}
