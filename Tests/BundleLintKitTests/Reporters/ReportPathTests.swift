import Testing

@testable import BundleLintKit

@Suite struct ReportPathTests {
  @Test(arguments: [
    ("Sources/A.swift", "/p", "Sources/A.swift"),
    ("./Sources/./A.swift", "/p", "Sources/A.swift"),
    ("/p/Sources//A.swift", "/p/", "Sources/A.swift"),
    ("../q/A.swift", "/p", nil),
    ("/pq/A.swift", "/p", nil),
    ("/other/A.swift", "/p", nil),
    ("Sources/../Package.swift", "/p", "Package.swift"),
    ("/x/A.swift", "/", "x/A.swift"),
  ] as [(String, String, String?)])
  func relative(path: String, directory: String, expected: String?) {
    #expect(ReportPath.relative(path, to: directory) == expected)
  }

  /// The shortcut for clean paths says yes exactly when normalising changes nothing.
  @Test(arguments: [
    "/", "/a", "/a/b.swift", "/.hidden/x", "/a/...", "/a/.b", "/a..", "/a/b/", "//a", "/a//b",
    "/./a", "/a/.", "/a/..", "/../a", "/a/../b", "a/b", "", ".", "/a/./b", "/a/b.",
  ])
  func normalizedShortcut(path: String) {
    #expect(ReportPath.isNormalizedAbsolute(path) == (ReportPath.normalize(path) == path))
  }

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
