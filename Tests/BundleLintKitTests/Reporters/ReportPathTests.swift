import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct ReportPathTests {
  @Test func displayPathFallsBackToAbsolute() {
    let report = LintReport(
      findings: [], rules: [], toolVersion: "0", currentDirectory: "/home/dev/Shop", filesLinted: 0,
      filesScanned: 0)
    #expect(report.displayPath("../Other/G.swift") == "/home/dev/Other/G.swift")
    #expect(report.displayPath("/home/dev/Shop/Sources/A.swift") == "Sources/A.swift")
  }

  @Test(arguments: [
    ("/a b/Ü.swift", false, "file:///a%20b/%C3%9C.swift"),
    ("/home/dev/Shop", true, "file:///home/dev/Shop/"),
    ("/", true, "file:///"),
    ("/x/100%,#?:[].swift", false, "file:///x/100%25%2C%23%3F%3A%5B%5D.swift"),
  ])
  func fileURI(path: String, isDirectory: Bool, expected: String) {
    #expect(ReportPath.fileURI(path, isDirectory: isDirectory) == expected)
  }
}
