import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The matcher shares condition lists and literal text between calls instead of copying them;
/// what callers read must be the same as with copies.
@Suite struct SharedTextTests {
  @Test func everyElseifSeesAllEarlierConditionsInOrder() {
    let clauses = 300
    var source = "#if C0\nf()\n"
    for i in 1..<clauses { source += "#elseif C\(i)\nf()\n" }
    source += "#else\nf()\n#endif\ng()\n"
    let calls = CallMatcher.match(Array(source.utf8)).calls
    #expect(calls.count == clauses + 2)
    for (i, call) in calls.prefix(clauses).enumerated() {
      #expect(call.conditions.count == 1)
      #expect(call.conditions[0].condition == "C\(i)")
      #expect(call.conditions[0].earlierConditions == (0..<i).map { "C\($0)" })
    }
    let last = calls[clauses].conditions
    #expect(
      last == [
        ConditionalClause(
          directive: .else, condition: nil, earlierConditions: (0..<clauses).map { "C\($0)" })
      ])
    #expect(calls[clauses + 1].conditions.isEmpty)
  }

  @Test func changingOneClauseLeavesTheOthersAlone() {
    let source = "#if A\nf()\n#elseif B\ng()\n#elseif C\nh()\n#endif"
    let calls = CallMatcher.match(Array(source.utf8)).calls
    var second = calls[1].conditions[0]
    second.earlierConditions.append("X")
    #expect(second.earlierConditions == ["A", "X"])
    #expect(calls[1].conditions[0].earlierConditions == ["A"])
    #expect(calls[2].conditions[0].earlierConditions == ["A", "B"])
    #expect(second != calls[1].conditions[0])
    // Extending a list that views only part of its shared storage copies it.
    let branched = calls[1].conditions[0].earlierConditionList.appending("Z")
    #expect(Array(branched) == ["A", "Z"])
    #expect(calls[2].conditions[0].earlierConditions == ["A", "B"])
  }

  @Test func conditionListsCompareByContent() {
    var a = ConditionList(["A"])
    let b = ConditionList(["A", "B"])
    #expect(a != b)
    a = a.appending("B")
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Array(a) == ["A", "B"])
    #expect(ConditionList() == ConditionList([]))
  }

  @Test func nestedLiteralsEachReadTheirOwnText() {
    let source = #"Text("a\(Text("b\(Text("c"))"))")"#
    let calls = CallMatcher.match(Array(source.utf8)).calls
    #expect(calls.map(\.callee) == ["Text", "Text", "Text"])
    #expect(
      calls.map { $0.arguments.first?.literal?.text } == [
        #"a\(Text("b\(Text("c"))"))"#, #"b\(Text("c"))"#, "c",
      ])
    #expect(
      calls.map { $0.arguments.first?.literal?.kind } == [.interpolated, .interpolated, .plain])
  }

  @Test func literalTextCanBeReplaced() {
    var literal = CallMatcher.match(Array(#"Text("key")"#.utf8)).calls[0].arguments[0].literal!
    #expect(
      literal
        == StringLiteralInfo(
          kind: .plain, isRaw: false, isMultiline: false, isLocalizedStringKey: false, text: "key"))
    literal.text = "other"
    #expect(literal.text == "other")
  }
}

/// Cutting a literal's text for messages keeps whole characters.
@Suite struct LiteralTextPrefixTests {
  static func literal(_ text: String, fromSource: Bool) -> StringLiteralInfo {
    if fromSource {
      let source = Array("x(\"\(text)\")".utf8)
      return StringLiteralInfo(
        kind: .plain, isRaw: false, isMultiline: false, isLocalizedStringKey: false,
        source: source, textRange: 3..<(3 + text.utf8.count), hasWords: true)
    }
    return StringLiteralInfo(
      kind: .plain, isRaw: false, isMultiline: false, isLocalizedStringKey: false, text: text)
  }

  @Test(arguments: [false, true])
  func keepsWholeCharacters(fromSource: Bool) {
    // "abé" is 4 bytes: a cut after 4 keeps the 'é', a cut after 3 drops it whole.
    let text = "abéz"
    #expect(Self.literal(text, fromSource: fromSource).textPrefix(maxBytes: 4) == ("abé", true))
    #expect(Self.literal(text, fromSource: fromSource).textPrefix(maxBytes: 3) == ("ab", true))
    #expect(Self.literal(text, fromSource: fromSource).textPrefix(maxBytes: 5) == ("abéz", false))
    #expect(Self.literal("😀😀", fromSource: fromSource).textPrefix(maxBytes: 6) == ("😀", true))
  }
}
