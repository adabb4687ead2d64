import BundleLintTestSupport
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `pod-lookup-misses-resource-bundle` in the example pod (`RuleExampleHarness.lintInPod`): how
/// its findings are graded beyond the rule's examples.
@Suite struct PodResourceBundleCheckTests {
  static let rule = RuleCatalog.builtin.rules.first {
    $0.id == "pod-lookup-misses-resource-bundle"
  }!

  @Test func aKeyNotTranslatedYetIsAWarningThatSaysSo() {
    let code =
      "let later = NSLocalizedString(\"Later\", bundle: Bundle(for: KitView.self), comment: \"\")\n"
    let findings = RuleExampleHarness.lintInPod(Array(code.utf8), rules: [Self.rule])
    #expect(findings.map(\.severity) == [.warning])
    #expect(findings.first?.notes.first?.message.contains("'Later'") == true)
    #expect(findings.first?.notes.first?.message.contains("not translated yet") == true)
  }

  @Test func aTranslatedKeyIsAnError() {
    let code =
      "let ok = NSLocalizedString(\"kit.ok\", bundle: Bundle(for: KitView.self), comment: \"\")\n"
    let findings = RuleExampleHarness.lintInPod(Array(code.utf8), rules: [Self.rule])
    #expect(findings.map(\.severity) == [.error])
    #expect(findings.first?.message.contains("'KitResources.bundle'") == true)
    #expect(findings.first?.fix?.edits.map(\.replacement) == [".kitResources"])
  }

  @Test func aPodThatCopiesItsResourcesBesideItsCodeFindsThemThere() {
    let code =
      "let ok = NSLocalizedString(\"kit.ok\", bundle: Bundle(for: KitView.self), comment: \"\")\n"
    let findings = RuleExampleHarness.lintInPod(
      Array(code.utf8), rules: [Self.rule], resources: false)
    #expect(findings.isEmpty)
  }

  @Test func aClassNoFileOfThePodDeclaresIsNoEvidence() {
    let code =
      "let ok = NSLocalizedString(\"kit.ok\", bundle: Bundle(for: Elsewhere.self), comment: \"\")\n"
    #expect(RuleExampleHarness.lintInPod(Array(code.utf8), rules: [Self.rule]).isEmpty)
  }
}
