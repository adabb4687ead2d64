import Testing

@testable import BundleLintCore
@testable import BundleLintProject
@testable import BundleLintSyntax

/// A workspace problem's binary encoding reads back as written.
@Suite struct WorkspaceProblemEncodingTests {
  @Test func aProblemReadsBack() throws {
    for problem in [
      WorkspaceProblem(kind: .symlinkLoop, path: "/p/Sources/Loop", detail: "loops back"),
      WorkspaceProblem(kind: .notFound, path: "", detail: ""),
    ] {
      try EncodingRoundTrip.expectEqual(
        problem, write: { $0.write(to: &$1) }, read: { try WorkspaceProblem(reading: &$0) })
    }
  }

  @Test func anUnknownKindIsRefused() {
    var writer = ByteWriter()
    for text in ["lost", "/p", ""] { writer.string(text) }
    #expect(throws: BinaryDecodingError.malformed) {
      var reader = ByteReader(writer.bytes)
      _ = try WorkspaceProblem(reading: &reader)
    }
  }
}
