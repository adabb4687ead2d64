import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct MessageTemplateMatchTests {
  @Test func theValuesOfARenderedMessageAreReadBack() {
    let template = "'{lookup}' is in module {module}'s {place}; this '{callee}' call {fix}"
    let values: MessageValues = [
      "lookup": "it's", "module": "DesignSystem", "place": "asset catalog", "callee": "Image",
      "fix": "pass 'bundle: .designSystem'",
    ]
    let message = MessageTemplate.render(template, values)
    let read = MessageTemplate.values(in: message, template: template)
    #expect(read?["module"] == "DesignSystem")
    #expect(read?["lookup"] == "it's")
    #expect(read?["fix"] == "pass 'bundle: .designSystem'")
  }

  @Test func aPlaceholderTwiceMustHaveOneValue() {
    let template = "{a} and {a}"
    #expect(MessageTemplate.values(in: "x and x", template: template)?["a"] == "x")
    #expect(MessageTemplate.values(in: "x and y", template: template) == nil)
  }

  @Test func aMessageOfAnotherTemplateIsNil() {
    #expect(MessageTemplate.values(in: "something else", template: "'{a}' is in {b}") == nil)
    #expect(MessageTemplate.values(in: "", template: "") == [:])
  }

  /// Every built-in rule's message, rendered with made-up values, is read back to them.
  @Test(arguments: RuleCatalog.builtin.rules)
  func everyRulesMessageIsReadBack(rule: Rule) {
    let names = MessageTemplate.placeholders(in: rule.message).sorted()
    var values: MessageValues = [:]
    for name in names { values[name] = "<\(name) value>" }
    let read = MessageTemplate.values(
      in: MessageTemplate.render(rule.message, values), template: rule.message)
    #expect(read == Dictionary(uniqueKeysWithValues: names.map { ($0, "<\($0) value>") }))
  }

  @Test func aLongMessageThatDoesNotMatchEndsQuickly() {
    let template = String(repeating: "'{a}' ", count: 12) + "end"
    let message = String(repeating: "'x' '", count: 400)
    #expect(MessageTemplate.values(in: message, template: template) == nil)
  }
}
