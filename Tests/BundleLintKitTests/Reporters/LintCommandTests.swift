import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules

/// The lint command on in-memory packages: the baseline, the fix rounds and the lint after a
/// failed write, the reports and where they go, the summary and the exit code.
@Suite struct LintCommandTests {
  static let source = "Sources/Shop/A.swift"
  static let finding =
    "Sources/Shop/A.swift:1:9: error: 'Text' looks up 'k' in the main bundle, so the package's"
    + " translation is never shown; add 'bundle: .module' [localized-string-missing-bundle]\n"

  /// The fix loop's package: target `Shop` with a strings table, and `A.swift` holding `code`.
  static func package(_ code: String = "let a = Text(\"k\")\n") -> InMemoryFileSystem {
    FixRunTests.package(code)
  }

  /// The package with the baseline a run writes of it, at `/p/baseline.json`.
  static func packageWithBaseline() throws -> InMemoryFileSystem {
    let console = MemoryConsole(package())
    _ = command { $0.writeBaselinePath = "baseline.json" }.run(console.console)
    var files = package()
    files.addFile("/p/baseline.json", try #require(console.writtenText("/p/baseline.json")))
    return files
  }

  /// Runs `command(adjust)` on `files`: the console after the run, and the exit status.
  static func run(
    _ files: InMemoryFileSystem = package(), _ adjust: (inout LintCommand) -> Void
  ) -> (console: MemoryConsole, status: ExitCode) {
    let console = MemoryConsole(files)
    return (console, command(adjust).run(console.console))
  }

  /// A lint of the current folder `/p` without the rerun cache, as `adjust` sets it.
  static func command(_ adjust: (inout LintCommand) -> Void = { _ in }) -> LintCommand {
    var command = LintCommand(scope: RunScope(currentDirectory: "/p"), toolVersion: "9.9")
    command.noCache = true
    adjust(&command)
    return command
  }

  @Test func aFindingIsReportedAndFailsTheRun() {
    let console = MemoryConsole(Self.package())
    let status = Self.command().run(console.console)
    #expect(status == .findings)
    #expect(console.standardOutput == Self.finding)
    #expect(console.standardError == "1 error in 1 Swift file; 1 fixable with --fix\n")
  }

  @Test func aCleanPackageExitsCleanly() {
    let console = MemoryConsole(Self.package("let a = Text(\"k\", bundle: .module)\n"))
    #expect(Self.command().run(console.console) == .clean)
    #expect(console.standardOutput == "")
    #expect(console.standardError == "no findings in 1 Swift file\n")
  }

  @Test func theBaselineWrittenHidesItsFindingsOnTheNextRun() throws {
    let console = MemoryConsole(Self.package())
    let writing = Self.command { $0.writeBaselinePath = "baseline.json" }
    // Writing a baseline succeeds whatever it holds.
    #expect(writing.run(console.console) == .clean)
    #expect(
      console.standardError
        == "1 error in 1 Swift file; 1 fixable with --fix; wrote 1 finding to the baseline"
        + " 'baseline.json'\n")
    let baseline = try #require(console.writtenText("/p/baseline.json"))
    #expect(baseline.contains("\"localized-string-missing-bundle\""))
    #expect(baseline.contains("Sources/Shop/A.swift"))

    let next = MemoryConsole(try Self.packageWithBaseline())
    let reading = Self.command { $0.baselinePath = "baseline.json" }
    #expect(reading.run(next.console) == .clean)
    #expect(next.standardOutput == "")
    #expect(next.standardError == "no findings in 1 Swift file [0 suppressed, 1 in the baseline]\n")
  }

  @Test func anUnreadableBaselineFailsBeforeLinting() {
    let console = MemoryConsole(Self.package())
    let command = Self.command { $0.baselinePath = "missing.json" }
    #expect(command.run(console.console) == .failure)
    #expect(console.standardOutput == "")
    #expect(console.errors.count == 1)
    #expect(console.errors.first?.hasPrefix("bundlelint: error: ") == true)
    #expect(console.errors.first?.contains("/p/missing.json") == true)
  }

  @Test func fixesAreWrittenAndTheFixedFilesReported() {
    let (console, status) = Self.run {
      $0.fix = true
      $0.showFixes = true
    }
    #expect(status == .clean)
    #expect(
      console.fixed.mapValues { String(decoding: $0, as: UTF8.self) } == [
        "/p/Sources/Shop/A.swift": "let a = Text(\"k\", bundle: .module)\n"
      ])
    #expect(console.standardOutput == "")
    #expect(
      console.errors.first
        == "Sources/Shop/A.swift:\n  1 × localized-string-missing-bundle: add 'bundle: .module' (safe)"
    )
    #expect(console.errors.last == "no findings in 1 Swift file; fixed 1")
  }

  @Test func aFailedFixWriteReportsWhatIsOnDiskAndFails() {
    let console = MemoryConsole(Self.package())
    console.unfixable["/p/Sources/Shop/A.swift"] = .notWritable
    let command = Self.command { $0.fix = true }
    #expect(command.run(console.console) == .failure)
    #expect(console.fixed.isEmpty)
    // The lint after the failed write sees the file unfixed.
    #expect(console.standardOutput == Self.finding)
    #expect(
      console.errors.first
        == "bundlelint: error: cannot fix 'Sources/Shop/A.swift': \(FixWriteError.notWritable.detail)"
    )
    #expect(console.errors.last == "1 error in 1 Swift file; fixed 1")
  }

  @Test func findingsInTheBaselineAreNotFixed() throws {
    let next = MemoryConsole(try Self.packageWithBaseline())
    let fixing = Self.command {
      $0.fix = true
      $0.baselinePath = "baseline.json"
    }
    #expect(fixing.run(next.console) == .clean)
    #expect(next.fixed.isEmpty)
    #expect(
      next.standardError
        == "no findings in 1 Swift file [0 suppressed, 1 in the baseline]; fixed 0\n")
  }

  @Test func theDiffShowsTheFixAndWritesNothing() {
    let console = MemoryConsole(Self.package())
    let command = Self.command { $0.diff = true }
    #expect(command.run(console.console) == .findings)
    #expect(console.fixed.isEmpty)
    #expect(console.written.isEmpty)
    #expect(
      console.standardOutput == """
        --- a/Sources/Shop/A.swift
        +++ b/Sources/Shop/A.swift
        @@ -1 +1 @@
        -let a = Text("k")
        +let a = Text("k", bundle: .module)

        """)
    #expect(console.standardError == "would fix 1 in 1 file\n")
  }

  @Test func buildWarningsKeepErrorsFromFailingTheBuild() {
    let console = MemoryConsole(Self.package())
    var command = Self.command { $0.buildWarnings = true }
    #expect(command.run(console.console) == .clean)
    #expect(
      console.standardOutput
        == Self.finding.replacing(": error: ", with: ": warning: "))
    // Unless the build is asked to fail on errors.
    let failing = MemoryConsole(Self.package())
    command.failOn = .error
    #expect(command.run(failing.console) == .findings)
    #expect(failing.standardOutput == Self.finding)
  }

  @Test func aReportWithAFileGoesThereNotToStandardOutput() throws {
    let console = MemoryConsole(Self.package())
    let command = Self.command { $0.outputs = [.init(format: .json, file: "out/report.json")] }
    #expect(command.run(console.console) == .findings)
    #expect(console.standardOutput == "")
    let json = try #require(console.writtenText("/p/out/report.json"))
    #expect(json.contains("localized-string-missing-bundle"))
    #expect(json.contains("\"9.9\""))
  }

  @Test func aReportFileThatCannotBeWrittenFailsTheRun() {
    let console = MemoryConsole(Self.package())
    console.unwritable["/p/report.sarif"] = "it cannot be created"
    let command = Self.command { $0.outputs = [.init(format: .sarif, file: "report.sarif")] }
    #expect(command.run(console.console) == .failure)
    #expect(
      console.errors == ["bundlelint: error: cannot write 'report.sarif': it cannot be created"])
  }

  @Test func standardInputIsLintedAsTheFileNamed() {
    let console = MemoryConsole(Self.package("let a = Text(\"k\", bundle: .module)\n"))
    console.standardInput = Array("let a = Text(\"k\")\n".utf8)
    let command = Self.command { $0.stdinFilename = Self.source }
    #expect(command.run(console.console) == .findings)
    #expect(console.standardOutput == Self.finding)
  }

  @Test func statisticsReplaceTheFindingsAndQuietDropsTheSummary() {
    let (console, status) = Self.run {
      $0.statistics = true
      $0.quiet = true
    }
    #expect(status == .findings)
    #expect(console.standardOutput.contains("localized-string-missing-bundle"))
    #expect(!console.standardOutput.contains("A.swift"))
    #expect(console.errors.isEmpty)
  }

  @Test func aBadConfigurationIsSaidCompilerStyle() {
    var files = Self.package()
    files.addFile("/p/.bundlelint.json", "{\n  \"nope\": 1\n}\n")
    let console = MemoryConsole(files)
    #expect(Self.command().run(console.console) == .failure)
    #expect(console.standardOutput == "")
    #expect(console.errors.count == 1)
    #expect(console.errors.first?.hasPrefix(".bundlelint.json:2:3: error: ") == true)
  }

  @Test func theFixSummaryCountsWhatEachFlagWouldFix() {
    let place = SourceLocation(path: "/p/a", offset: 0, line: 1, column: 1)
    let safe = Diagnostic(
      ruleID: "r", severity: .warning, message: "m", location: place,
      fix: Fix(
        title: "t", edits: [.init(start: place, end: place, replacement: "x")],
        applicability: .safe))
    var unsafe = safe
    unsafe.fix?.applicability = .unsafe
    let command = Self.command()
    #expect(command.fixSummary(nil, findings: []) == "")
    #expect(
      command.fixSummary(nil, findings: [safe, unsafe])
        == "; 1 fixable with --fix (1 more with --unsafe-fixes)")
    #expect(command.fixSummary(nil, findings: [unsafe]) == "; 1 fixable with --fix --unsafe-fixes")
    var allowing = command
    allowing.unsafeFixes = true
    #expect(
      allowing.fixSummary(nil, findings: [safe, unsafe]) == "; 2 fixable with --fix --unsafe-fixes")
  }
}
