import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct CallPatternTests {
  /// Every field of every built-in pattern, `resource` and `tableLabel` included, can be given to
  /// the initializer: the copy made from the fields equals the decoded pattern.
  @Test func theInitializerSetsEveryField() {
    let patterns = RuleCatalog.builtin.rules.flatMap(\.calls)
    #expect(patterns.contains { $0.resource != nil })
    #expect(patterns.contains { $0.tableLabel != nil })
    #expect(patterns.contains { !$0.chainedAfter.isEmpty })
    for pattern in patterns {
      let made = CallPattern(
        kind: pattern.kind, callee: pattern.callee, form: pattern.form,
        receivers: pattern.receivers, parameters: pattern.parameters,
        lookupLabel: pattern.lookupLabel, lookupValue: pattern.lookupValue,
        bundleLabel: pattern.bundleLabel, mainBundleSpellings: pattern.mainBundleSpellings,
        implicitMemberLabels: pattern.implicitMemberLabels, fix: pattern.fix,
        rewrite: pattern.rewrite, message: pattern.message, resource: pattern.resource,
        tableLabel: pattern.tableLabel, chainedAfter: pattern.chainedAfter)
      #expect(made == pattern, "\(pattern.signature)")
    }
  }

  @Test func resourceAndTableLabelComeFromTheInitializer() {
    let pattern = CallPattern(
      kind: .resourceContent, callee: "Text", resource: .key, tableLabel: "tableName")
    #expect(pattern.resource == .key)
    #expect(pattern.tableLabel == "tableName")
  }

  /// A copy is a value: changing it leaves the original alone.
  @Test func aChangedCopyLeavesTheOriginal() {
    let original = CallPattern(kind: .bundleParameter, callee: "Text", receivers: ["A"])
    var copy = original
    copy.receivers.append("B")
    copy.tableLabel = "table"
    #expect(original.receivers == ["A"])
    #expect(original.tableLabel == nil)
    #expect(copy != original)
  }
}
