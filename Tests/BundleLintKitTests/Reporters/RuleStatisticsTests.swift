import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct RuleStatisticsTests {
  /// The rich sample: two findings of one rule (one with an unsafe fix), three rules with one.
  @Test func tableOfCountsPerRuleSortedByCount() {
    #expect(
      RuleStatistics.render(SampleReports.rich.findings) == """
        count  rule                                    severity  safe fix  unsafe fix
            2  text-without-module-bundle              warning          0           1
            1  asset-lookup-without-module-bundle      warning          1           0
            1  localized-string-without-module-bundle  error            0           0
            1  main-bundle-resource-path               note             0           1

        """)
  }

  @Test func noFindingsNoTable() {
    #expect(RuleStatistics.render([]) == "")
  }
}
