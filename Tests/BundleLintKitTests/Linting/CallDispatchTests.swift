import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct CallDispatchTests {
  static func rule(_ id: String, kind: Rule.Kind = .bundleParameter, _ calls: [CallPattern])
    -> Rule
  {
    Rule(
      id: id, kind: kind, severity: .warning, summary: "s", message: "m", rationale: "r",
      appliesWhen: ModuleRequirement(), calls: calls,
      examples: RuleExamples(triggering: [], nonTriggering: []))
  }

  static let rules = [
    rule(
      "a",
      [
        CallPattern(kind: .bundleParameter, callee: "Text", parameters: ["_"]),
        CallPattern(kind: .bundleParameter, callee: "Image", parameters: ["_"]),
      ]),
    rule("ref", kind: .reference, [CallPattern(kind: .reference, callee: "Text")]),
    rule(
      "b",
      [
        CallPattern(kind: .bundleParameter, callee: "init", parameters: ["x"]),
        CallPattern(kind: .bundleParameter, callee: "Text", parameters: ["x"]),
      ]),
  ]

  /// The (rule, pattern) pairs of the candidates for the first call in `source`.
  static func candidates(_ source: String) throws -> [String] {
    let dispatch = CallDispatch(rules: rules)
    let call = try #require(CallMatcher.match(Array(source.utf8)).calls.first)
    return dispatch.candidates(for: call).map { "\(rules[$0.ruleIndex].id) \($0.pattern.callee)" }
  }

  @Test func theCandidatesAreThePatternsNamedLikeTheCalleeInRuleOrder() throws {
    #expect(try Self.candidates("Text(\"a\")") == ["a Text", "b Text"])
    #expect(try Self.candidates("Image(\"a\")") == ["a Image"])
    #expect(try Self.candidates("Label(\"a\")") == [])
  }

  @Test func anInitializerCalledOnATypeGetsItsPatternsToo() throws {
    #expect(try Self.candidates("Text.init(\"a\")") == ["a Text", "b init", "b Text"])
  }

  @Test func referenceRulesAreNotDispatched() {
    let dispatch = CallDispatch(rules: Self.rules)
    #expect(dispatch.mayMatch(callee: "Text"))
    #expect(dispatch.mayMatch(callee: "init"))
    #expect(!dispatch.mayMatch(callee: "Label"))
  }
}
