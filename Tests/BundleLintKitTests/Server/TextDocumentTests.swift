import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct TextDocumentTests {
  static func document(_ text: String) -> TextDocument {
    TextDocument(uri: "file:///a.swift", path: "/a.swift", version: 1, text: text)
  }

  @Test func utf16PositionsCountTwoUnitsOutsideTheBasicPlane() {
    // "a😀é" + "b": '😀' is 4 bytes and 2 UTF-16 units, 'é' 2 bytes and 1 unit.
    var document = Self.document("x\na😀éb\n")
    #expect(document.offset(line: 1, character: 1, encoding: .utf16) == 3)
    #expect(document.offset(line: 1, character: 3, encoding: .utf16) == 7)
    #expect(document.offset(line: 1, character: 4, encoding: .utf16) == 9)
    // Inside the surrogate pair: the character's start.
    #expect(document.offset(line: 1, character: 2, encoding: .utf16) == 3)
    #expect(document.offset(line: 1, character: 5, encoding: .utf8) == 7)
  }

  @Test func positionsPastTheLineOrTheTextAreClamped() {
    var document = Self.document("ab\r\ncd\n")
    #expect(document.offset(line: 0, character: 99, encoding: .utf16) == 2)
    #expect(document.offset(line: 1, character: 1, encoding: .utf16) == 5)
    #expect(document.offset(line: 2, character: 0, encoding: .utf16) == 7)
    #expect(document.offset(line: 40, character: 0, encoding: .utf16) == 7)
  }

  @Test func incrementalChangesApplyInOrder() {
    var document = Self.document("let 😀 = 1\nlet b = 2\n")
    document.apply(
      range: (start: (line: 0, character: 4), end: (line: 0, character: 6)), text: "a",
      encoding: .utf16)
    document.apply(
      range: (start: (line: 1, character: 8), end: (line: 1, character: 9)), text: "3\nlet c = 4",
      encoding: .utf16)
    #expect(String(decoding: document.bytes, as: UTF8.self) == "let a = 1\nlet b = 3\nlet c = 4\n")
    document.apply(range: nil, text: "new", encoding: .utf8)
    #expect(document.bytes == Array("new".utf8))
  }
}
