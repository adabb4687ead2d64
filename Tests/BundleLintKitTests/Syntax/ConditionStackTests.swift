import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct ConditionStackTests {
  @Test(
    arguments: [
      ("#if", ConditionStack.Directive.if), ("#elseif", .elseif), ("#else", .else),
      ("#endif", .endif),
      ("#Preview", nil), ("#ifdef", nil), ("#els", nil), ("#", nil), ("if", nil), ("#IF", nil),
    ] as [(String, ConditionStack.Directive?)])
  func directiveSpelling(word: String, expected: ConditionStack.Directive?) {
    #expect(ConditionStack.Directive(spelling: Array(word.utf8)) == expected)
  }

  /// Whether each directive reads the condition after it.
  @Test func conditionsFollowIfAndElseifOnly() {
    #expect(
      ConditionStack.Directive.if.takesCondition && ConditionStack.Directive.elseif.takesCondition)
    #expect(
      !ConditionStack.Directive.else.takesCondition
        && !ConditionStack.Directive.endif.takesCondition)
  }

  @Test func followsABlock() {
    var stack = ConditionStack()
    stack.follow(.if, condition: "A")
    stack.follow(.if, condition: "B")
    #expect(stack.recorded.map(\.condition) == ["A", "B"])
    stack.follow(.elseif, condition: "C")
    #expect(stack.recorded.last?.directive == .elseif)
    #expect(stack.recorded.last?.earlierConditions == ["B"])
    stack.follow(.else, condition: "ignored")
    #expect(stack.recorded.last?.condition == nil)
    #expect(stack.recorded.last?.earlierConditions == ["B", "C"])
    stack.follow(.endif, condition: "")
    #expect(stack.recorded.map(\.condition) == ["A"])
    stack.follow(.endif, condition: "")
    stack.follow(.endif, condition: "")
    #expect(stack.isEmpty)
  }

  /// A stray `#elseif` opens a block as an `#if` would; a stray `#else` opens nothing.
  @Test func strayDirectives() {
    var stack = ConditionStack()
    stack.follow(.else, condition: "")
    #expect(stack.isEmpty)
    stack.follow(.elseif, condition: "X")
    #expect(stack.recorded.map(\.directive) == [.if])
    #expect(stack.recorded.map(\.condition) == ["X"])
  }
}
