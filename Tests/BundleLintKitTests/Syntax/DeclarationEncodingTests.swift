import Testing

@testable import BundleLintCore
@testable import BundleLintProject
@testable import BundleLintSyntax

/// A declaration's binary encoding, with its parameters and `#if` clauses, reads back as
/// written; a clause's bytes are spelt out, since no stored cache file of the fixtures holds one.
@Suite struct DeclarationEncodingTests {
  static let clause = ConditionalClause(
    directive: .elseif, condition: "DEBUG", earlierConditions: ["SWIFT_PACKAGE", "os(iOS)"])
  static let full = Declaration(
    kind: .function, name: "localized", nameOffset: 40,
    parameters: [
      Parameter(label: nil, name: "key", typeText: "String", defaultValue: nil),
      Parameter(label: "bundle", name: "bundle", typeText: "Bundle", defaultValue: ".main"),
    ],
    enclosingType: "String", modifiers: ["public", "static"], inheritedTypes: ["View"],
    typeText: "String", bodyRange: 60..<90,
    conditions: [
      clause, ConditionalClause(directive: .else, condition: nil, earlierConditions: []),
    ]
  )

  @Test func aDeclarationWithEveryPartAndOneWithNoneReadBack() throws {
    for declaration in [
      Self.full, Declaration(kind: .subscriptDecl, name: "", nameOffset: 0),
      Declaration(kind: .struct, name: "Empty", nameOffset: 3, bodyRange: 9..<9),
    ] {
      try EncodingRoundTrip.expectEqual(
        declaration, write: { $0.write(to: &$1) }, read: { try Declaration(reading: &$0) })
    }
  }

  @Test func aParameterReadsBack() throws {
    for parameter in Self.full.parameters {
      try EncodingRoundTrip.expectEqual(
        parameter, write: { $0.write(to: &$1) }, read: { try Parameter(reading: &$0) })
    }
  }

  @Test func aClauseReadsBack() throws {
    for clause in [Self.clause] + Self.full.conditions {
      try EncodingRoundTrip.expectEqual(
        clause, write: { $0.write(to: &$1) }, read: { try ConditionalClause(reading: &$0) })
    }
  }

  @Test func aClauseIsItsConditionThenTheDirectiveAndEarlierConditions() {
    let bytes = EncodingRoundTrip.bytes(
      ConditionalClause(directive: .else, condition: nil, earlierConditions: ["A"]),
      { $0.write(to: &$1) })
    #expect(bytes == [0, 2, 0, 5] + Array("#else".utf8) + [0, 1, 65])
    let withCondition = EncodingRoundTrip.bytes(
      ConditionalClause(directive: .if, condition: "A", earlierConditions: []),
      { $0.write(to: &$1) })
    #expect(withCondition == [1, 0, 1, 65, 1, 0, 3] + Array("#if".utf8))
  }

  @Test func aBodyThatEndsBeforeItStartsIsRefused() {
    var bytes = EncodingRoundTrip.bytes(
      Declaration(kind: .struct, name: "S", nameOffset: 0, bodyRange: 1..<2),
      { $0.write(to: &$1) })
    // The kind and name, the offset, no parameters, no enclosing type or type text, no
    // modifiers or inherited types, then the body's bounds (zigzag: 1 is 2, 2 is 4).
    #expect(Array(bytes.suffix(3)) == [2, 4, 0])
    bytes[bytes.count - 2] = 0
    #expect(throws: BinaryDecodingError.malformed) {
      var reader = ByteReader(bytes)
      _ = try Declaration(reading: &reader)
    }
  }
}
