import BundleLintTestSupport
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct FontNameTableTests {
  static let font = FontFileBytes.trueType(
    family: "Brand", fullName: "Brand Bold", postScriptName: "Brand-Bold")

  @Test func readsTheFamilyFullAndPostScriptNames() throws {
    let faces = try FontNameTable.faces(in: Self.font, file: "Fonts/Brand-Bold.ttf").get()
    #expect(faces.count == 1)
    #expect(faces.first?.postScriptName == "Brand-Bold")
    #expect(faces.first?.names == ["Brand", "Brand Bold", "Brand-Bold"])
    #expect(faces.first?.file == "Fonts/Brand-Bold.ttf")
  }

  @Test func readsEachFontOfACollection() throws {
    let second = FontFileBytes.trueType(
      family: "Brand", fullName: "Brand Light", postScriptName: "Brand-Light")
    // `ttcf`, version 1.0, two fonts at offsets after the 20-byte header.
    let header = 20
    var bytes = Array("ttcf".utf8) + [0, 1, 0, 0] + [0, 0, 0, 2]
    bytes += bigEndian(header) + bigEndian(header + Self.font.count)
    bytes += relocated(Self.font, by: header) + relocated(second, by: header + Self.font.count)
    let faces = try FontNameTable.faces(in: bytes, file: "Brand.ttc").get()
    #expect(faces.map(\.postScriptName) == ["Brand-Bold", "Brand-Light"])
  }

  @Test func everyTruncationIsAFailureNeverATrap() {
    for length in 0..<Self.font.count {
      let outcome = FontNameTable.faces(in: Array(Self.font.prefix(length)), file: "x.ttf")
      guard case .failure(let failure) = outcome else {
        Issue.record("a font cut at \(length) bytes was read")
        continue
      }
      #expect(!failure.detail.isEmpty && failure.detail.first?.isLowercase == true)
    }
  }

  @Test func aFileThatIsNoFontSaysSo() {
    let outcome = FontNameTable.faces(in: Array("<html>not a font</html>".utf8), file: "x.ttf")
    #expect(
      outcome
        == .failure(.init(detail: "it is not a TrueType or OpenType font (no font header)")))
  }

  @Test func aFontWithoutANameTableHasNoName() {
    var bytes = Self.font
    bytes.replaceSubrange(12..<16, with: Array("cmap".utf8))
    guard case .failure(let failure) = FontNameTable.faces(in: bytes, file: "x.ttf") else {
      Issue.record("read a font without a 'name' table")
      return
    }
    #expect(failure.detail.contains("no 'name' table"))
  }

  @Test func randomBytesNeverTrap() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<500 {
      var bytes = Self.font
      for _ in 0..<4 {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        bytes[index] = UInt8.random(in: 0...255, using: &generator)
      }
      _ = FontNameTable.faces(in: bytes, file: "x.ttf")
    }
  }

  /// A font whose table offsets, counted from its start, are moved by `offset`.
  private func relocated(_ font: [UInt8], by offset: Int) -> [UInt8] {
    var bytes = font
    let tableOffset = 12 + 8
    let old =
      Int(bytes[tableOffset]) << 24 | Int(bytes[tableOffset + 1]) << 16
      | Int(bytes[tableOffset + 2]) << 8 | Int(bytes[tableOffset + 3])
    bytes.replaceSubrange(tableOffset..<tableOffset + 4, with: bigEndian(old + offset))
    return bytes
  }

  private func bigEndian(_ value: Int) -> [UInt8] {
    [
      UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
