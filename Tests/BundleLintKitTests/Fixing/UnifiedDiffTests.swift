import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct UnifiedDiffTests {
  static func diff(_ old: String, _ new: String) -> String {
    UnifiedDiff.render(path: "A.swift", old: Array(old.utf8), new: Array(new.utf8))
  }

  @Test func equalFilesHaveNoDiff() {
    #expect(Self.diff("a\n", "a\n").isEmpty)
  }

  static let nineLines = (1...9).map { "l\($0)\n" }.joined()
  static let twentyLines = (1...20).map { "l\($0)\n" }.joined()

  /// (old, new, the hunks after the `---`/`+++` lines).
  static let cases: [(String, String, String)] = [
    // One changed line, three lines of context each side.
    (
      nineLines, nineLines.replacingOccurrences(of: "l5\n", with: "L5\n"),
      "@@ -2,7 +2,7 @@\n l2\n l3\n l4\n-l5\n+L5\n l6\n l7\n l8\n"
    ),
    // Distant changes are separate hunks.
    (
      twentyLines,
      twentyLines.replacingOccurrences(of: "l1\n", with: "L1\n")
        .replacingOccurrences(of: "l20\n", with: "L20\n"),
      "@@ -1,4 +1,4 @@\n-l1\n+L1\n l2\n l3\n l4\n@@ -17,4 +17,4 @@\n l17\n l18\n l19\n-l20\n+L20\n"
    ),
    // A last line without a newline is marked on each side.
    (
      "a\nb", "a\nB",
      "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+B\n\\ No newline at end of file\n"
    ),
    // Lines inserted into an empty file.
    ("", "x\ny\n", "@@ -0,0 +1,2 @@\n+x\n+y\n"),
  ]

  @Test(arguments: cases)
  func hunksAreWhatGitApplyTakes(old: String, new: String, hunks: String) {
    #expect(Self.diff(old, new) == "--- a/A.swift\n+++ b/A.swift\n" + hunks)
  }

  @Test func theEditScriptIsMinimal() {
    let a = UnifiedDiff.lines(Array("a\nb\nc\nd\n".utf8))
    let b = UnifiedDiff.lines(Array("a\nc\nd\ne\n".utf8))
    let script = UnifiedDiff.editScript(a, b)
    let changes = script.filter { if case .same = $0 { false } else { true } }
    #expect(changes == [.delete(1), .insert(3)])
  }
}
