import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Findings in a file several targets of an Xcode project compile.
@Suite struct SharedFilesTests {
  static func finding(_ rule: String, line: Int, in path: String, _ message: String)
    -> Diagnostic
  {
    Diagnostic(
      ruleID: rule, severity: .error, message: message,
      location: SourceLocation(path: path, offset: 0, line: line, column: 1))
  }

  /// An every-target finding is kept where all of the file's targets report it, the others where
  /// any does; each once, with the first target's wording; a file of one target keeps all.
  @Test func everyTargetFindingsHoldInAllTargets() {
    let files = [
      WorkspaceFile(path: "/p/Shared.swift", packageIndex: 0, moduleIndex: 0),
      WorkspaceFile(path: "/p/Own.swift", packageIndex: 0, moduleIndex: 0),
      WorkspaceFile(path: "/p/Shared.swift", packageIndex: 0, moduleIndex: 1),
      WorkspaceFile(path: "/p/Shared.swift", packageIndex: 0, moduleIndex: 2),
    ]
    var results = Array(repeating: FileJob.Result(), count: 4)
    let path = "/p/Shared.swift"
    results[0].diagnostics = [
      Self.finding("host", line: 1, in: path, "app 1"),
      Self.finding("host", line: 2, in: path, "app 2"),
      Self.finding("own", line: 3, in: path, "app 3"),
    ]
    results[1].diagnostics = [
      Self.finding("host", line: 9, in: "/p/Own.swift", "own file"),
      Self.finding("host", line: 9, in: "/p/Own.swift", "own file again"),
    ]
    results[2].diagnostics = [
      Self.finding("host", line: 1, in: path, "share 1"),
      Self.finding("own", line: 3, in: path, "share 3"),
      Self.finding("own", line: 4, in: path, "share 4"),
    ]
    results[3].diagnostics = [
      Self.finding("host", line: 1, in: path, "widget 1"),
      Self.finding("host", line: 2, in: path, "widget 2"),
    ]
    results[3].suppressed = 2
    LintRun.keepFindingsOfEveryTarget(&results, files: files, everyTargetRules: ["host"])
    #expect(results[0].diagnostics.map(\.message) == ["app 1", "app 3"])
    #expect(results[1].diagnostics.map(\.message) == ["own file", "own file again"])
    #expect(results[2].diagnostics.map(\.message) == ["share 4"])
    #expect(results[3].diagnostics.isEmpty && results[3].suppressed == 2)
  }
}
