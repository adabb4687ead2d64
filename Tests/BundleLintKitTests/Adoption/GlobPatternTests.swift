import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct GlobPatternTests {
  static let cases: [(pattern: String, path: String, matches: Bool)] = [
    ("Sources/App/View.swift", "Sources/App/View.swift", true),
    ("Sources/App/View.swift", "Sources/App/View.swiftx", false),
    ("*.swift", "Package.swift", true),
    ("*.swift", "Sources/A.swift", false),
    ("Sources/*/Generated.swift", "Sources/App/Generated.swift", true),
    ("Sources/*/Generated.swift", "Sources/App/Sub/Generated.swift", false),
    ("Sources/**/Generated.swift", "Sources/Generated.swift", true),
    ("Sources/**/Generated.swift", "Sources/App/Sub/Generated.swift", true),
    ("**/*.generated.swift", "a/b/c/L10n.generated.swift", true),
    ("**/*.generated.swift", "a/b/c/L10n.swift", false),
    ("**", "anything/at/all.swift", true),
    ("Sources/**/Mocks/**", "Sources/App/Mocks/Deep/M.swift", true),
    ("Sources/**/Mocks/**", "Sources/App/Mockingbird/M.swift", false),
    // A folder matches what is inside it.
    ("Tests/Fixtures", "Tests/Fixtures/Pkg/Sources/A.swift", true),
    ("Tests/Fixtures/", "Tests/Fixtures/Pkg/Sources/A.swift", true),
    ("./Tests", "Tests/A.swift", true),
    ("Tests", "TestsHelpers/A.swift", false),
    ("View?.swift", "View1.swift", true),
    ("View?.swift", "View.swift", false),
    ("*View*", "MyViewModel.swift", true),
    ("a*b*c", "axxbyyc", true),
    ("a*b*c", "axxbyy", false),
    ("**/x/**/y", "x/y", true),
    ("**/x/**/y", "p/x/q/r/y", true),
    ("**/x/**/y", "p/x/q/r/z", false),
  ]

  @Test(arguments: cases)
  func matches(_ pattern: String, _ path: String, _ expected: Bool) throws {
    let glob = try GlobPattern.parse(pattern).get()
    #expect(glob.matches(path) == expected)
  }

  @Test(arguments: ["/abs/path", "../up", "a/../b", "", "/", "./"])
  func rejectsPatternsOutsideTheFolder(_ pattern: String) {
    #expect(throws: GlobPattern.Problem.self) { try GlobPattern.parse(pattern).get() }
  }

  @Test func manyStarsStayFast() throws {
    // Backtracking only to the last star: linear-ish, never exponential.
    let glob = try GlobPattern.parse(String(repeating: "*a", count: 30) + "b").get()
    #expect(!glob.matches(String(repeating: "a", count: 200)))
    let deep = try GlobPattern.parse(String(repeating: "**/a/", count: 20) + "b").get()
    #expect(!deep.matches(Array(repeating: "a", count: 200).joined(separator: "/")))
  }
}
