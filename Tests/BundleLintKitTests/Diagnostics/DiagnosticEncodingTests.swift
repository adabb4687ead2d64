import Testing

@testable import BundleLintCore

/// The binary encodings of a finding and its parts read back as written, and refuse their
/// bytes cut short.
@Suite struct DiagnosticEncodingTests {
  static let start = SourceLocation(
    path: "/p/Sources/Shop/Cart.swift", offset: 120, line: 7, column: 12, utf16Column: 11)
  static let end = SourceLocation(
    path: "/p/Sources/Shop/Cart.swift", offset: 140, line: 7, column: 32)
  static let edit = Edit(start: end, end: end, replacement: ", bundle: .module")
  static let fix = Fix(
    title: "pass 'bundle: .module'", edits: [edit, edit], applicability: .unsafe)
  static let placedNote = Note(message: "declared here", location: start, role: .evidence)

  static let full = Diagnostic(
    ruleID: "localized-string-missing-bundle", severity: .error,
    message: "'Text' looks up 'cart.title' in the main bundle", location: start,
    endLocation: end, notes: [placedNote, Note(message: "the module has resources")], fix: fix,
    lineText: "Text(\"cart.title\")")
  static let bare = Diagnostic(
    ruleID: "r", severity: .note, message: "",
    location: SourceLocation(
      path: "", offset: 0, line: 0, column: 0))

  @Test func aLocationReadsBack() throws {
    for location in [
      Self.start, Self.end, SourceLocation(path: "", offset: -3, line: 0, column: 0),
    ] {
      try EncodingRoundTrip.expectEqual(
        location, write: { $0.write(to: &$1) }, read: { try SourceLocation(reading: &$0) })
    }
  }

  @Test func aLocationIsItsPathThenFourIntegers() {
    let bytes = EncodingRoundTrip.bytes(
      SourceLocation(path: "a", offset: 1, line: 2, column: -1, utf16Column: 64),
      { $0.write(to: &$1) })
    #expect(bytes == [0, 1, 97, 2, 4, 1, 0x80, 0x01])
  }

  @Test func anEditAndAFixReadBack() throws {
    try EncodingRoundTrip.expectEqual(
      Self.edit, write: { $0.write(to: &$1) }, read: { try Edit(reading: &$0) })
    for fix in [Self.fix, Fix(title: "", edits: [], applicability: .displayOnly)] {
      try EncodingRoundTrip.expectEqual(
        fix, write: { $0.write(to: &$1) }, read: { try Fix(reading: &$0) })
    }
  }

  @Test func aNoteWithAndWithoutAPlaceReadsBack() throws {
    for note in [Self.placedNote, Note(message: "see the README", role: .fix)] {
      try EncodingRoundTrip.expectEqual(
        note, write: { $0.write(to: &$1) }, read: { try Note(reading: &$0) })
    }
  }

  @Test func aFindingWithEveryPartAndOneWithNoneReadBack() throws {
    for diagnostic in [Self.full, Self.bare] {
      try EncodingRoundTrip.expectEqual(
        diagnostic, write: { $0.write(to: &$1) }, read: { try Diagnostic(reading: &$0) })
    }
  }

  @Test func anUnknownSeverityIsRefused() {
    var bytes = EncodingRoundTrip.bytes(Self.bare, { $0.write(to: &$1) })
    // The rule id "r", then the severity "note": its first letter made another.
    #expect(Array(bytes[3..<9]) == [0, 4] + Array("note".utf8))
    bytes[5] = UInt8(ascii: "m")
    #expect(throws: BinaryDecodingError.malformed) {
      var reader = ByteReader(bytes)
      _ = try Diagnostic(reading: &reader)
    }
  }
}
