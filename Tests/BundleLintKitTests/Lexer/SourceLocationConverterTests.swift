import Testing

@testable import BundleLintKit

@Suite struct SourceLocationConverterTests {
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
}
