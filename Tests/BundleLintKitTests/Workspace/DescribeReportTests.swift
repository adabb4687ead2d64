import Testing

@testable import BundleLintKit

@Suite struct DescribeReportTests {
  @Test func printsFixtures() {
    let scan = Workspace.load(paths: [ManifestFixtures.fixtures + "/Packages"])
    print(DescribeReport.render(scan, currentDirectory: ManifestFixtures.fixtures))
    print(scan.files.map(\.path))
  }
}
