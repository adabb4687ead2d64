import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct ReportBufferTests {
  /// The pieces `body` hands to the sink.
  static func pieces(_ body: (inout ReportBuffer) -> Void) -> [[UInt8]] {
    var pieces: [[UInt8]] = []
    ReportBuffer.writing(to: { pieces.append($0) }, body)
    return pieces
  }

  @Test func piecesAreFullExceptTheLastAndJoinToWhatWasWritten() {
    var expected: [UInt8] = []
    let big = Array(repeating: UInt8(ascii: "x"), count: ReportBuffer.pieceSize + 123)
    let pieces = Self.pieces { out in
      for round in 0..<12000 {
        out.append("line " as StaticString)
        out.appendDecimal(round)
        out.append(UInt8(ascii: "\n"))
        expected += Array("line \(round)\n".utf8)
        if round == 6000 {
          // Larger than a piece: split across pieces.
          big.withUnsafeBufferPointer { out.append($0) }
          expected += big
        }
      }
    }
    #expect(pieces.count >= 3)
    #expect(pieces.dropLast().allSatisfy { $0.count == ReportBuffer.pieceSize })
    #expect(pieces.last.map { !$0.isEmpty && $0.count <= ReportBuffer.pieceSize } == true)
    #expect(Array(pieces.joined()) == expected)
  }

  @Test func nothingWrittenHandsNothingOn() {
    #expect(Self.pieces { _ in }.isEmpty)
  }

  @Test(arguments: [0, 7, 10, 99, 100, 12345, -1, -42, Int.max, Int.min])
  func decimal(_ value: Int) {
    #expect(Array(Self.pieces { $0.appendDecimal(value) }.joined()) == Array(String(value).utf8))
  }

  @Test(arguments: [
    (nil, 0), (UInt8(ascii: ","), 2), (nil, 64), (UInt8(ascii: ","), 65), (nil, 300),
  ])
  func newlineIndented(separator: UInt8?, indent: Int) {
    let expected =
      (separator.map { [$0] } ?? []) + [UInt8(ascii: "\n")] + Array(repeating: 0x20, count: indent)
    #expect(
      Array(Self.pieces { $0.appendNewline(after: separator, indentedBy: indent) }.joined())
        == expected)
  }
}
