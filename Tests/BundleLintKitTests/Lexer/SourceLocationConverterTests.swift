import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct SourceLocationConverterTests {
  /// LF-only files take the `memchr` path: the same starts as a byte-by-byte walk.
  @Test(arguments: ["", "\n", "a", "a\n", "\n\n\nx", "ab\ncd\nef", "é\n🙂\n\n  b\n"])
  func lineFeedOnlyStarts(_ text: String) {
    let bytes = Array(text.utf8)
    var expected = [0]
    for (index, byte) in bytes.enumerated() where byte == 0x0A { expected.append(index + 1) }
    #expect(SourceLocationConverter(bytes).lineStarts == expected)
  }

  @Test func linesAndColumnsAreOneBasedUTF8() {
    let bytes = Array("ab\ncd\r\nef\rg".utf8)
    let converter = SourceLocationConverter(bytes)
    #expect(converter.lineStarts == [0, 3, 7, 10])
    #expect(converter.location(of: 0) == (1, 1))
    #expect(converter.location(of: 4) == (2, 2))
    #expect(converter.location(of: 8) == (3, 2))
    #expect(converter.location(of: 10) == (4, 1))
    #expect(converter.lineText(2) == "cd")
  }

  @Test func utf16AndScalarColumnsAfterEmojiAndAccent() {
    // After `"🙂é"` the byte column is 27, UTF-16 24, code points 23 (verification-tools.md).
    let line = "let x = Text(\"🙂é\"); Text(\"k\")"
    let bytes = Array(line.utf8)
    let prefix = "let x = Text(\"🙂é\"); "
    let offset = prefix.utf8.count
    let converter = SourceLocationConverter(bytes)
    #expect(converter.location(of: offset).column == offset + 1)
    #expect(converter.utf16Column(of: offset) == prefix.utf16.count + 1)
    #expect(converter.scalarColumn(of: offset) == prefix.unicodeScalars.count + 1)
  }

  @Test func emptyInputIsOneEmptyLine() {
    let converter = SourceLocationConverter([])
    #expect(converter.lineStarts == [0])
    #expect(converter.location(of: 0) == (1, 1))
    #expect(converter.lineText(1) == "")
    #expect(converter.lineText(0) == "")
    #expect(converter.lineText(2) == "")
  }

  @Test func offsetAfterTrailingLineBreakIsOnTheNextLine() {
    let converter = SourceLocationConverter(Array("a\n".utf8))
    #expect(converter.lineStarts == [0, 2])
    #expect(converter.location(of: 1) == (1, 2))
    #expect(converter.location(of: 2) == (2, 1))
    #expect(converter.lineText(1) == "a")
  }

  @Test func threeByteCharactersCountOnceInUTF16AndScalars() {
    let prefix = "名前 = "
    let bytes = Array((prefix + "Text(\"k\")").utf8)
    let offset = prefix.utf8.count
    let converter = SourceLocationConverter(bytes)
    #expect(converter.location(of: offset) == (1, 10))
    #expect(converter.utf16Column(of: offset) == 6)
    #expect(converter.scalarColumn(of: offset) == 6)
  }

  @Test func invalidUTF8CountsOneColumnPerByte() {
    let bytes: [UInt8] = [0xFF, 0xC3, 0x41, 0x0A, 0xF0, 0x9F]
    let converter = SourceLocationConverter(bytes)
    #expect(converter.location(of: 2) == (1, 3))
    #expect(converter.utf16Column(of: 2) == 3)
    #expect(converter.scalarColumn(of: 2) == 3)
    #expect(converter.location(of: 6) == (2, 3))
    #expect(converter.lineText(2) == "\u{FFFD}")
  }

  /// Every token's line and column agree with counting line breaks by hand.
  @Test func tokenLocationsMatchACountByHand() {
    let source = "let a = 1\r\n/* x\n y */ Text(\"é\")\rImage(\"🙂\")\n\n  b"
    let bytes = Array(source.utf8)
    let converter = SourceLocationConverter(bytes)
    for token in Lexer.tokenize(bytes) {
      var line = 1
      var lineStart = 0
      var i = 0
      while i < Int(token.start) {
        if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A))
        {
          line += 1
          lineStart = i + 1
        }
        i += 1
      }
      let location = converter.location(of: Int(token.start))
      #expect(location.line == line && location.column == Int(token.start) - lineStart + 1)
    }
  }
}
