import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// bundlelint's matcher finds the same calls, with the same labels, as the compiler's own parser.
///
/// Runs where swiftc and its SwiftParser host libraries are installed; Tests/Tools/oracle-check.sh
/// does the same for any tree.
@Suite(
  .enabled(
    if: OracleTool.isAvailable, "needs swiftc with the SwiftParser host libraries and python3"))
struct OracleTests {
  static let fixtures = PackageRoot.url("Tests/Fixtures")

  @Test(.enabled(if: !OracleTool.swiftFiles(under: fixtures).isEmpty, "no fixtures yet"))
  func fixturesAgreeCompletely() throws {
    let agreement = try OracleTool.agreement(OracleTool.swiftFiles(under: Self.fixtures))
    #expect(agreement.total > 0)
    #expect(agreement.percent == 100, "\(agreement)")
  }

  @Test(arguments: [(seed: 1, style: "hostile"), (seed: 2, style: "realistic")])
  func generatedCorpusAgrees(seed: Int, style: String) throws {
    let folder = try OracleTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try OracleTool.generateCorpus(in: folder, files: 24, lines: 300, seed: seed, style: style)
    let agreement = try OracleTool.agreement(OracleTool.swiftFiles(under: folder))
    #expect(agreement.total > 1_000)
    #expect(agreement.percent >= 99.9, "\(agreement)")
  }

  @Test func ownSourcesAgree() throws {
    let files = OracleTool.swiftFiles(under: PackageRoot.url("Sources"))
    let agreement = try OracleTool.agreement(files)
    #expect(agreement.total > 0)
    #expect(agreement.percent >= 99.9, "\(agreement)")
  }
}
