import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `Rule.validate()`, run when a rule file is decoded: each broken rule is an error that names
/// the file and the key path.
@Suite struct RuleValidateTests {
  static func rejection(_ original: String, _ replacement: String) -> String? {
    let text = RuleDecoderTests.minimal.replacingOccurrences(of: original, with: replacement)
    guard text != RuleDecoderTests.minimal else { return "the test's replacement matched nothing" }
    do {
      _ = try RuleDecoderTests.decode(text)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: [
    (
      "m; {fix}", "m; {fixx}",
      "Rules/x.json: error: message: '{fixx}' is not filled in a 'bundleParameter' rule; use one of '{bundleLabel}', '{callee}', '{fix}', '{lookup}', '{lookupSource}', '{module}'"
    ),
    (
      "\"'{callee}' m; {fix}\"", "\"M {fix}\"",
      "Rules/x.json: error: message: starts with a capital letter; messages start lowercase"
    ),
    ("m; {fix}", "m; {fix}.", "Rules/x.json: error: message: ends with a period; remove it"),
    (
      "\"summary\": \"S\"", "\"summary\": \"S.\"",
      "Rules/x.json: error: summary: ends with a period; remove it"
    ),
    (
      "\"summary\": \"S\"", "\"summary\": \"s\"",
      "Rules/x.json: error: summary: starts with a lowercase letter; start with a capital or a quoted name"
    ),
    (
      "\"add '{insert}'\"", "[\"add\", \"'{table}'\"]",
      "Rules/x.json: error: texts.addBundle: '{table}' is not filled in this text; use one of '{insert}'"
    ),
    (
      "\"fixSafety\": \"f\"", "\"fixSafety\": \"f\", \"note\": \"n\"",
      "Rules/x.json: error: texts.note: no text of that name; this rule's texts are 'addBundle', 'classBundleMessage', 'duplicatedByHost', 'fixSafety', 'inOtherModule', 'inOtherTable', 'inThisModule', 'keyPassedHere', 'keyPassedMessage', 'notTranslatedYet', 'passBundleParameter', 'replaceBundle', 'resourcesHere', 'unverifiedMessage', 'whatItDoes', 'writtenVerbatim'"
    ),
    ("\"fixSafety\": \"f\",", "", "Rules/x.json: error: texts.fixSafety: missing key"),
    (
      "\"insert\": \"bundle: .module\"", "\"insert\": \"in: .module\"",
      "Rules/x.json: error: calls[0].fix.insert: 'in: .module' does not pass the 'bundle' argument; start it with 'bundle: '"
    ),
    (
      "\"fix\": { \"insert\": \"bundle: .module\" }", "\"fix\": { \"replacement\": \".module\" }",
      "Rules/x.json: error: calls[0].fix.insert: missing key"
    ),
    (
      "\"parameters\": [\"_\", \"bundle\"]", "\"parameters\": [\"_\", \"bundle\", \"_\"]",
      "Rules/x.json: error: calls[0].parameters: '_' is listed twice"
    ),
    (
      "\"mainBundleSpellings\": [\".main\"]", "\"mainBundleSpellings\": []",
      "Rules/x.json: error: calls[0].bundle.mainBundleSpellings: an empty list never finds the main bundle; list how it is written ('.main')"
    ),
    (
      "\"kind\": \"bundleParameter\"", "\"kind\": \"noBundleParameter\"",
      "Rules/x.json: error: calls[0].rewrite: missing key"
    ),
    (
      "\"callee\": \"Text\",", "\"callee\": \"Text\", \"resource\": \"key\",",
      "Rules/x.json: error: calls[0].resource: only a 'resourceContent' or 'mainBundleReceiver' rule's calls name a resource"
    ),
    (
      "\"triggering\": [\"↓Text", "\"triggering\": [\"Text",
      "Rules/x.json: error: examples.triggering[0]: marks no finding; put '↓' where each finding starts"
    ),
    (
      "\"code\": [\"a\", \"b\"]", "\"code\": [\"↓a\", \"b\"]",
      "Rules/x.json: error: examples.nonTriggering[0]: marks a finding ('↓'), but a non-triggering example has none"
    ),
    (
      "\"after\": \"Text", "\"after\": \"↓Text",
      "Rules/x.json: error: examples.corrections[0].after: marks a finding ('↓'), but the fixed code has none"
    ),
    (
      "\"corrections\": [{", "\"corrections\": [], \"unused\": [{",
      "Rules/x.json: error: examples.unused: unknown key"
    ),
    (
      "\"severity\": \"warning\",", "\"severity\": \"warning\", \"inExample\": \"no\",",
      "Rules/x.json: error: inExample: expected a boolean, found a string"
    ),
    (
      "\"callee\": \"Text\",", "\"callee\": \"Text\", \"chainedAfter\": [\"Widget\"],",
      "Rules/x.json: error: calls[0].chainedAfter: only a 'modifier' is found after other calls"
    ),
    (
      "\"callee\": \"Text\",", "\"callee\": \"Text\", \"form\": \"typedValue\",",
      "Rules/x.json: error: calls[0].form: a 'typedValue' pattern looks up its one unlabelled value and has no bundle to pass: kind 'noBundleParameter', parameters ['_'], lookup label '_'"
    ),
    (
      "\"callee\": \"Text\",",
      "\"callee\": \"Text\", \"form\": \"modifier\", \"chainedAfter\": [\"a.b\"],",
      "Rules/x.json: error: calls[0].chainedAfter: 'a.b' is not a name a call is made by"
    ),
    (
      "\"fixSafety\": \"f\"", "\"fixSafety\": 3",
      "Rules/x.json: error: texts.fixSafety: expected a string or an array of lines, found a number"
    ),
  ])
  func brokenRulesAreErrorsNamingFileAndKeyPath(
    original: String, replacement: String, expected: String
  ) {
    #expect(Self.rejection(original, replacement) == expected)
  }

  @Test func fixesWithoutCorrectionsAreErrors() {
    let text = RuleDecoderTests.minimal.replacingOccurrences(
      of:
        "\"corrections\": [{ \"before\": \"↓Text(\\\"k\\\")\", \"after\": \"Text(\\\"k\\\", bundle: .module)\" }]",
      with: "\"corrections\": []")
    #expect(text != RuleDecoderTests.minimal)
    #expect(throws: RuleFileError.missingKey(file: "Rules/x.json", path: "examples.corrections")) {
      try RuleDecoderTests.decode(text)
    }
  }

  @Test func textsAndInExampleAreDecoded() throws {
    let plain = try RuleDecoderTests.decode(RuleDecoderTests.minimal)
    #expect(plain.isInExample)
    #expect(plain.texts["whatItDoes"] == "Reports these calls:\n{calls}")
    #expect(plain.text(.addBundle, ["insert": "bundle: .module"]) == "add 'bundle: .module'")
    #expect(plain.requiredTexts == Set(plain.texts.keys.compactMap { RuleText(name: $0) }))
    let rule = try RuleDecoderTests.decode(
      RuleDecoderTests.minimal.replacingOccurrences(
        of: "\"severity\": \"warning\",", with: "\"severity\": \"warning\", \"inExample\": false,"))
    #expect(!rule.isInExample)
  }

  /// A rule copied from another may keep a text its own calls never print.
  @Test func aTextTheRuleNeverPrintsIsAllowed() throws {
    let rule = try RuleDecoderTests.decode(
      RuleDecoderTests.minimal.replacingOccurrences(
        of: "\"fixSafety\": \"f\"",
        with: "\"fixSafety\": \"f\", \"rewrite\": \"rewrite as '{rewrite}'\""))
    #expect(!rule.requiredTexts.contains(.rewrite))
    #expect(rule.texts["rewrite"] == "rewrite as '{rewrite}'")
  }

  /// Every built-in rule gives exactly the texts its check prints: none is dead wording.
  @Test(arguments: RuleCatalog.builtin.rules.map(\.id))
  func builtinRulesGiveExactlyTheirTexts(id: String) throws {
    let rule = try #require(RuleCatalog.builtin.rule(id: id))
    #expect(Set(rule.texts.keys) == Set(rule.requiredTexts.map(\.name)))
  }

  @Test func aPatternWithoutLookupMayNotPrintOne() {
    // A 'main-bundle-lookup' style call with no lookup, under a message that names '{lookup}'.
    let text = """
      {
        "id": "x", "kind": "mainBundleReceiver", "severity": "warning", "summary": "S",
        "message": "'{callee}' misses '{lookup}'", "rationale": "r",
        "calls": [ { "callee": "url", "form": "member", "receivers": ["Bundle.main"], "parameters": ["forResource"] } ],
        "examples": { "triggering": ["Bundle.main.↓url(forResource: \\"a\\")"], "nonTriggering": ["a"] }
      }
      """
    #expect(
      throws: RuleFileError.invalidValue(
        file: "Rules/x.json", path: "calls[0].lookup",
        detail: "the message names '{lookup}' but the call has no 'lookup'; add one")
    ) {
      try RuleDecoderTests.decode(text)
    }
  }
}

@Suite struct MessageTemplatePlaceholderTests {
  @Test(arguments: [
    ("'{callee}' looks up '{lookup}'; {fix}", ["callee", "lookup", "fix"]),
    ("no placeholders", []),
    ("{} {1} {a b} {a_b} {ünïcode} {Mixedé} {open", ["ünïcode", "Mixedé"]),
    ("'.environment(\\.locale)' {x}{y}", ["x", "y"]),
    // Rendering fills the inner `{nested}` (the outer braces stay), so validation sees it too.
    ("{{nested}} {a", ["nested"]),
  ])
  func placeholdersAreLetterNamesInBraces(template: String, names: [String]) {
    #expect(MessageTemplate.placeholders(in: template) == Set(names))
  }
}

/// A compiled template renders exactly as `MessageTemplate.render` does.
@Suite struct CompiledTemplateTests {
  @Test(arguments: [
    "add '{insert}'", "no placeholders", "{a}{b}", "{{a}}", "{ x {a} }", "{missing} {a}", "{",
    "}{a",
    "pass {owner}'s bundle: 'extension Bundle { public static let {name} = Bundle.module }'", "",
  ])
  func rendersAsTheTemplateRenderer(template: String) {
    let values: MessageValues = [
      "a": "1", "b": "2", "insert": "bundle: .module", "owner": "O", "name": "n",
    ]
    #expect(CompiledTemplate(template).render(values) == MessageTemplate.render(template, values))
  }
}

/// A text's key is its case's name, spelled out in `RuleText.name`.
@Suite struct RuleTextNameTests {
  @Test(arguments: RuleText.allCases)
  func theKeyIsTheCaseName(text: RuleText) {
    #expect(text.name == String(describing: text))
    #expect(RuleText(name: text.name) == text)
  }
}
