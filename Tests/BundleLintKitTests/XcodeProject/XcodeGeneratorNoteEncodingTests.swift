import Testing

@testable import BundleLintCore
@testable import BundleLintProject
@testable import BundleLintSyntax

/// A generator spec's binary encoding reads back as written.
@Suite struct XcodeGeneratorNoteEncodingTests {
  @Test(arguments: [
    XcodeGeneratorNote.Spec(path: "/p/project.yml", generator: .xcodeGen),
    XcodeGeneratorNote.Spec(path: "Project.swift", generator: .tuist),
  ])
  func aSpecReadsBack(spec: XcodeGeneratorNote.Spec) throws {
    try EncodingRoundTrip.expectEqual(
      spec, write: { $0.write(to: &$1) }, read: { try XcodeGeneratorNote.Spec(reading: &$0) })
  }

  @Test func anUnknownGeneratorIsRefused() {
    var writer = ByteWriter()
    writer.strings(["/p/project.yml", "Make"])
    #expect(throws: BinaryDecodingError.malformed) {
      var reader = ByteReader(Array(writer.bytes.dropFirst()))
      _ = try XcodeGeneratorNote.Spec(reading: &reader)
    }
  }
}
