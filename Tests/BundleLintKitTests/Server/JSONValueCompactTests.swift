import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

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
