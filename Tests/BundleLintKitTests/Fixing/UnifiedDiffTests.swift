import Testing

@testable import BundleLintKit

@Suite struct UnifiedDiffTests {
  static func diff(_ old: String, _ new: String) -> String {
    UnifiedDiff.render(path: "A.swift", old: Array(old.utf8), new: Array(new.utf8))
  }

  @Test func equalFilesHaveNoDiff() {
    #expect(Self.diff("a\n", "a\n").isEmpty)
  }

  @Test func aChangedLineHasThreeLinesOfContextEachSide() {
    let old = (1...9).map { "l\($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "l5\n", with: "L5\n")
    #expect(
      Self.diff(old, new) == """
        --- a/A.swift
        +++ b/A.swift
        @@ -2,7 +2,7 @@
         l2
         l3
         l4
        -l5
        +L5
         l6
         l7
         l8

        """)
  }

  @Test func distantChangesAreSeparateHunks() {
    let old = (1...20).map { "l\($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "l1\n", with: "L1\n")
      .replacingOccurrences(of: "l20\n", with: "L20\n")
    #expect(
      Self.diff(old, new) == """
        --- a/A.swift
        +++ b/A.swift
        @@ -1,4 +1,4 @@
        -l1
        +L1
         l2
         l3
         l4
        @@ -17,4 +17,4 @@
         l17
         l18
         l19
        -l20
        +L20

        """)
  }

  @Test func aLastLineWithoutNewlineIsMarked() {
    #expect(
      Self.diff("a\nb", "a\nB") == """
        --- a/A.swift
        +++ b/A.swift
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +B
        \\ No newline at end of file

        """)
  }

  @Test func insertedLinesIntoAnEmptyFile() {
    #expect(
      Self.diff("", "x\ny\n") == """
        --- a/A.swift
        +++ b/A.swift
        @@ -0,0 +1,2 @@
        +x
        +y

        """)
  }

  @Test func theEditScriptIsMinimal() {
    let a = UnifiedDiff.lines(Array("a\nb\nc\nd\n".utf8))
    let b = UnifiedDiff.lines(Array("a\nc\nd\ne\n".utf8))
    let script = UnifiedDiff.editScript(a, b)
    let changes = script.filter { if case .same = $0 { false } else { true } }
    #expect(changes == [.delete(1), .insert(3)])
  }
}
