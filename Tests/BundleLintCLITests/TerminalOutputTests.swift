import BundleLintTestSupport
import Foundation
import Testing

/// The text layouts at a terminal and in a log, colour, `--statistics`, `--quiet`, end to end.
@Suite struct TerminalOutputTests {
  static let example = ["Tests/Fixtures/Example"]
  /// No colour variable of the caller leaks into a test.
  static let plain: [String: String?] = [
    "NO_COLOR": nil, "FORCE_COLOR": nil, "CLICOLOR_FORCE": nil, "TERM": "xterm-256color",
    "BUNDLELINT_TERMINAL": nil, "XDG_CACHE_HOME": BinaryRunner.isolatedCache["XDG_CACHE_HOME"]!,
  ]

  static func environment(_ extra: [String: String?]) -> [String: String?] {
    plain.merging(extra) { $1 }
  }

  @Test func fullLayoutOfTheExampleIsExactlyTheGoldenFile() throws {
    let result = try BinaryRunner.run(
      ["--format", "full"] + Self.example, environment: Self.plain)
    #expect(try GoldenFile.mismatch(result.stdout, "example-full.txt") == nil)
    #expect(!result.stdout.contains("\u{1B}["))
    #expect(result.status == 1)
  }

  /// The concise report prints at most 1.2 lines per finding on the Example.
  @Test func conciseReportIsAboutOneLinePerFinding() throws {
    let result = try BinaryRunner.run(Self.example, environment: Self.plain)
    let lines = result.stdout.split(separator: "\n").count
    let findings = result.stdout.split(separator: "\n").filter { $0.hasSuffix("]") }.count
    #expect(findings == 27)
    print("concise text report on the Example: \(lines) lines for \(findings) findings")
    #expect(Double(lines) <= 1.2 * Double(findings))
  }

  /// `BUNDLELINT_TERMINAL=1` stands for a terminal: the full layout, coloured unless told not.
  @Test func terminalSwitchPicksTheFullLayoutAndColour() throws {
    let golden = try #require(GoldenFile.contents("example-full.txt"))
    let plain = try BinaryRunner.run(
      Self.example, environment: Self.environment(["BUNDLELINT_TERMINAL": "1", "NO_COLOR": "1"]))
    #expect(plain.stdout == golden)
    let coloured = try BinaryRunner.run(
      Self.example, environment: Self.environment(["BUNDLELINT_TERMINAL": "1"]))
    #expect(coloured.stdout.contains("\u{1B}[1;31merror:"))
    #expect(coloured.stdout.contains("^~~"))
    let dumb = try BinaryRunner.run(
      Self.example, environment: Self.environment(["BUNDLELINT_TERMINAL": "1", "TERM": "dumb"]))
    #expect(dumb.stdout == golden)
    let concise = try BinaryRunner.run(
      ["--format", "concise"] + Self.example,
      environment: Self.environment(["BUNDLELINT_TERMINAL": "1", "NO_COLOR": "1"]))
    #expect(try GoldenFile.mismatch(concise.stdout, "example-text.txt") == nil)
  }

  @Test(arguments: [
    (["--color", "always"], [String: String?](), true),
    (["--color", "always"], ["NO_COLOR": "1"], true),
    (["--color", "never"], ["BUNDLELINT_TERMINAL": "1", "FORCE_COLOR": "1"], false),
    ([], ["FORCE_COLOR": "1"], true),
    ([], ["CLICOLOR_FORCE": "1"], true),
    ([], ["FORCE_COLOR": "0"], false),
    ([], ["FORCE_COLOR": "1", "NO_COLOR": "1"], false),
    ([], ["FORCE_COLOR": "1", "TERM": "dumb"], true),
    ([], [:], false),
  ])
  func colourPrecedence(flags: [String], environment: [String: String?], colours: Bool) throws {
    let result = try BinaryRunner.run(
      flags + ["--format", "concise"] + Self.example,
      environment: Self.environment(environment))
    #expect(result.stdout.contains("\u{1B}[") == colours)
    #expect(result.stdout.split(separator: "\n").count == 29)
  }

  /// No escape code in a machine format, whatever is asked.
  @Test(arguments: ["json", "sarif", "github", "junit", "checkstyle"])
  func machineFormatsAreNeverColoured(format: String) throws {
    let result = try BinaryRunner.run(
      ["--color", "always", "--format", format] + Self.example,
      environment: Self.environment(["BUNDLELINT_TERMINAL": "1", "FORCE_COLOR": "1"]))
    #expect(!result.stdout.isEmpty)
    #expect(!result.stdout.contains("\u{1B}"))
  }

  /// `--format text --output FILE` writes the concise layout, even from a terminal.
  @Test func textInAFileIsConcise() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bundlelint-text-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out.txt").path
    _ = try BinaryRunner.run(
      ["--format", "text", "--output", file, "--format", "json"] + Self.example,
      environment: Self.environment(["BUNDLELINT_TERMINAL": "1", "FORCE_COLOR": "1"]))
    #expect(
      try GoldenFile.mismatch(try String(contentsOfFile: file, encoding: .utf8), "example-text.txt")
        == nil)
  }

  @Test func outputFormatIsAnAliasOfFormat() throws {
    let alias = try BinaryRunner.run(
      ["--output-format", "concise"] + Self.example, environment: Self.plain)
    let format = try BinaryRunner.run(
      ["--format", "concise"] + Self.example, environment: Self.plain)
    #expect(alias.stdout == format.stdout)
    #expect(alias.status == 1)
  }

  @Test func quietPrintsFindingsOnly() throws {
    let quiet = try BinaryRunner.run(["--quiet"] + Self.example, environment: Self.plain)
    let normal = try BinaryRunner.run(Self.example, environment: Self.plain)
    #expect(quiet.stdout == normal.stdout)
    #expect(quiet.stderr == "")
    #expect(
      normal.stderr
        == "8 warnings, 17 errors, 2 notes in 10 Swift files (8 in modules with resources); 9 fixable with --fix (9 more with --unsafe-fixes)\n"
    )
    #expect(quiet.status == 1)
  }

  /// The table's counts agree with the rule ids at the end of the concise lines.
  @Test func statisticsCountFindingsPerRule() throws {
    let result = try BinaryRunner.run(["--statistics"] + Self.example, environment: Self.plain)
    let concise = try BinaryRunner.run(Self.example, environment: Self.plain)
    var expected: [String: Int] = [:]
    for line in concise.stdout.split(separator: "\n") where line.hasSuffix("]") {
      let open = try #require(line.lastIndex(of: "["))
      expected[
        String(line[line.index(after: open)..<line.index(before: line.endIndex)]), default: 0] += 1
    }
    let rows = result.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }
    #expect(rows.first == ["count", "rule", "severity", "safe", "fix", "unsafe", "fix"])
    var counted: [String: Int] = [:]
    for row in rows.dropFirst() { counted[row[1], default: 0] += Int(row[0]) ?? -1 }
    #expect(counted == expected)
    let counts = rows.dropFirst().map { Int($0[0]) ?? 0 }
    #expect(counts == counts.sorted(by: >))
    #expect(!result.stdout.contains("Sources/"))
    #expect(result.stderr == concise.stderr)
    #expect(result.status == 1)
  }

  /// The code block of the README after the paragraph that contains `marker`.
  static func readmeBlock(after marker: String) throws -> [String] {
    let readme = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: marker))
    let open = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "\n```", range: open.upperBound..<readme.endIndex))
    return readme[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
  }

  /// The README's excerpts are the real output: the concise one starts the report, and each of
  /// its lines after `…` comes later in it; the full one is a piece of the full report.
  @Test func readmeExcerptsAreTheRealOutput() throws {
    let concise = try BinaryRunner.run(Self.example, environment: Self.plain).stdout
      .split(separator: "\n").map(String.init)
    let excerpt = try Self.readmeBlock(after: "its output starts like this")
    let gap = try #require(excerpt.firstIndex(of: "…"))
    #expect(Array(concise.prefix(gap)) == Array(excerpt[..<gap]))
    var rest = concise.dropFirst(gap)
    for line in excerpt[(gap + 1)...] {
      let found = try #require(rest.firstIndex(of: line), "not in the output: \(line)")
      rest = rest[(found + 1)...]
    }
    let full = try BinaryRunner.run(["--format", "full"] + Self.example, environment: Self.plain)
    let frame = try Self.readmeBlock(after: "At a terminal the same command prints")
    #expect(frame.count > 4)
    #expect(full.stdout.contains(frame.joined(separator: "\n") + "\n"))
  }

  /// Through a real pseudo-terminal (`script` from util-linux): the full layout, coloured, and
  /// `NO_COLOR` turns the colour off.
  @Test(
    .enabled(
      if: PseudoTerminal.script != nil, "no 'script' (util-linux) and apt-get could not install it")
  )
  func pseudoTerminalGetsTheFullLayout() throws {
    let script = try #require(PseudoTerminal.script)
    let command = "'\(BinaryRunner.binary.path)' Tests/Fixtures/Example"
    let coloured = try ProcessRunner.run(
      URL(fileURLWithPath: script), ["-qec", command, "/dev/null"],
      environment: Self.plain)
    #expect(coloured.stdout.contains("\u{1B}[1;31merror:"))
    #expect(coloured.stdout.contains("help:\u{1B}[0m add 'bundle: .module'"))
    let plain = try ProcessRunner.run(
      URL(fileURLWithPath: script), ["-qec", command, "/dev/null"],
      environment: Self.environment(["NO_COLOR": "1"]))
    let text = plain.stdout.replacingOccurrences(of: "\r\n", with: "\n")
    let golden = try #require(GoldenFile.contents("example-full.txt"))
    #expect(!text.contains("\u{1B}["))
    // The pseudo-terminal merges stderr: the report, then the summary line.
    #expect(
      text
        == golden
        + "8 warnings, 17 errors, 2 notes in 10 Swift files (8 in modules with resources); 9 fixable with --fix (9 more with --unsafe-fixes)\n"
    )
  }
}

/// `script(1)`, which runs a command on a pseudo-terminal; installed with apt-get when missing.
enum PseudoTerminal {
  static let script: String? = {
    let paths = ["/usr/bin/script", "/bin/script"]
    if let found = paths.first(where: FileManager.default.isExecutableFile) { return found }
    _ = try? ProcessRunner.run(
      URL(fileURLWithPath: "/usr/bin/apt-get"), ["install", "-y", "-q", "bsdutils"])
    return paths.first(where: FileManager.default.isExecutableFile)
  }()
}
