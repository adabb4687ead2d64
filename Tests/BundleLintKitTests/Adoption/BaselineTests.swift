import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct BaselineTests {
  /// Findings of `rule` at every line of `source` that contains `Image(`.
  static func findings(_ source: String, path: String = "/pkg/Sources/A/V.swift") -> [Diagnostic] {
    let bytes = Array(source.utf8)
    let converter = SourceLocationConverter(bytes)
    var result: [Diagnostic] = []
    for line in 1...converter.lineStarts.count {
      let text = converter.lineText(line)
      for _ in 0..<text.components(separatedBy: "Image(").count - 1 {
        result.append(
          Diagnostic(
            ruleID: "asset-missing-bundle", severity: .warning, message: "m",
            location: SourceLocation(
              path: path, offset: converter.lineStarts[line - 1], line: line, column: 1),
            lineText: text.trimmingCharacters(in: .whitespaces)))
      }
    }
    return result
  }

  static let original = """
    struct V {
      var body: some View {
        Image("a")
        Image("b")
      }
    }
    """

  @Test func movedLinesStillMatch() {
    let baseline = Baseline.make(from: Self.findings(Self.original), relativeTo: "/pkg")
    let moved =
      "import SwiftUI\n\n// new comment\n"
      + Self.original.replacingOccurrences(of: "Image(\"b\")", with: "Image(\"b\")  ")
    let result = baseline.filter(Self.findings(moved))
    #expect(result.new.isEmpty)
    #expect(result.matched == 2)
  }

  @Test func changedLineIsNew() {
    let baseline = Baseline.make(from: Self.findings(Self.original), relativeTo: "/pkg")
    let changed = Self.original.replacingOccurrences(of: "Image(\"b\")", with: "Image(\"c\")")
    let result = baseline.filter(Self.findings(changed))
    #expect(result.new.map(\.lineText) == ["Image(\"c\")"])
    #expect(result.matched == 1)
  }

  @Test func whitespaceInsideTheLineIsCollapsed() {
    let baseline = Baseline.make(
      from: Self.findings("Image(\"a\",  bundle:   .main)"), relativeTo: "/pkg")
    #expect(baseline.filter(Self.findings("    Image(\"a\", bundle:\t.main)")).new.isEmpty)
  }

  @Test func identicalFindingsNeedAnEntryEach() {
    let baseline = Baseline.make(from: Self.findings("Image(\"a\")\n"), relativeTo: "/pkg")
    let result = baseline.filter(Self.findings("Image(\"a\")\nImage(\"a\")\n"))
    #expect(result.matched == 1)
    #expect(result.new.count == 1)
    let two = Baseline.make(from: Self.findings("Image(\"a\")\nImage(\"a\")\n"), relativeTo: "/pkg")
    #expect(two.entries.count == 1)
    #expect(two.entries[0].count == 2)
    #expect(two.filter(Self.findings("x\nImage(\"a\")\nImage(\"a\")\n")).new.isEmpty)
  }

  @Test func otherFileOrRuleIsNew() {
    let baseline = Baseline.make(from: Self.findings("Image(\"a\")"), relativeTo: "/pkg")
    #expect(
      baseline.filter(Self.findings("Image(\"a\")", path: "/pkg/Sources/A/W.swift")).new.count == 1)
    var other = Self.findings("Image(\"a\")")
    other[0].ruleID = "localized-string-missing-bundle"
    #expect(baseline.filter(other).new.count == 1)
  }

  @Test func pathsAreRelativeToTheFolderGiven() {
    let baseline = Baseline.make(from: Self.findings("Image(\"a\")"), relativeTo: "/pkg/")
    #expect(baseline.entries.map(\.path) == ["Sources/A/V.swift"])
    // A run from the package folder printing relative paths matches too.
    let relative = Self.findings("Image(\"a\")", path: "./Sources/A/V.swift")
    #expect(baseline.filter(relative, relativeTo: ".").new.isEmpty)
  }

  @Test func encodingIsStableSortedAndRoundTrips() throws {
    var findings = Self.findings("Image(\"z\")", path: "/pkg/B.swift")
    findings += Self.findings("Image(\"a \\\"quoted\\\" ü\")\tImage(\"a\")", path: "/pkg/A.swift")
    let baseline = Baseline.make(from: findings, relativeTo: "/pkg")
    let text = baseline.encode()
    #expect(text == Baseline.make(from: findings.reversed(), relativeTo: "/pkg").encode())
    #expect(
      text == """
        {
          "version": 1,
          "findings": [
            {"rule": "asset-missing-bundle", "path": "A.swift", "line": "Image(\\"a \\\\\\"quoted\\\\\\" ü\\") Image(\\"a\\")", "count": 2},
            {"rule": "asset-missing-bundle", "path": "B.swift", "line": "Image(\\"z\\")", "count": 1}
          ]
        }

        """)
    let decoded = try Baseline.decode(Array(text.utf8), path: "b.json")
    #expect(decoded.entries == baseline.entries)
    #expect(decoded.encode() == text)
    #expect(Baseline().encode() == "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
    #expect(try Baseline.decode(Array(Baseline().encode().utf8), path: "b").entries.isEmpty)
  }

  @Test func controlCharactersRoundTrip() throws {
    let baseline = Baseline(entries: [.init(ruleID: "r", path: "p\u{1}q", lineText: "a\u{7F}b")])
    #expect(
      try Baseline.decode(Array(baseline.encode().utf8), path: "b").entries == baseline.entries)
  }

  static let badFiles: [(String, String)] = [
    (
      "nope",
      "b.json: error: not a bundlelint baseline: (file): not valid JSON; write it again with '--write-baseline b.json'"
    ),
    (
      #"{"version": 2, "findings": []}"#,
      "b.json: error: baseline version 2 is not supported (this bundlelint reads version 1); write it again with '--write-baseline b.json'"
    ),
    (
      #"{"version": 1, "findings": [], "extra": 1}"#,
      "b.json: error: not a bundlelint baseline: extra: unknown key; write it again with '--write-baseline b.json'"
    ),
    (
      #"{"version": 1, "findings": [{"rule": "r", "path": "p", "line": "l", "count": 0}]}"#,
      "b.json: error: not a bundlelint baseline: findings[0].count: expected a whole number of at least 1; write it again with '--write-baseline b.json'"
    ),
    (
      #"{"version": 1, "findings": [{"rule": "r", "path": "p"}]}"#,
      "b.json: error: not a bundlelint baseline: findings[0].line: expected a string; write it again with '--write-baseline b.json'"
    ),
  ]

  @Test(arguments: badFiles)
  func badFilesAreErrors(_ text: String, _ message: String) {
    let error = #expect(throws: BaselineError.self) {
      try Baseline.decode(Array(text.utf8), path: "b.json")
    }
    #expect(error?.description == message)
  }

  /// Paths in baseline files: relative to the folder when below it, `./` and the `/`s after the
  /// folder dropped, the rest as written; compared as bytes.
  @Test(arguments: [
    ("/pkg/Sources/A.swift", "/pkg", "Sources/A.swift"), ("/pkg//A.swift", "/pkg/", "A.swift"),
    ("/pkg", "/pkg", "/pkg"), ("/pkgs/A.swift", "/pkg", "/pkgs/A.swift"), ("//a", "/", "a"),
    ("/", "/", ""), ("a/b", "/", "a/b"), ("././/a", ".", "a"), ("./a", "", "a"),
    ("/other/A.swift", "/pkg", "/other/A.swift"),
    ("/Cafe\u{301}/A.swift", "/Caf\u{e9}", "/Cafe\u{301}/A.swift"),
  ])
  func relativePaths(path: String, folder: String, expected: String) {
    #expect(Baseline.relative(path, to: folder) == expected)
  }
}
