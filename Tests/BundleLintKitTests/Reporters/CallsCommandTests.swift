import Testing

@testable import BundleLintProject
@testable import BundleLintReporters

/// `calls`: the matcher's calls of each file; a file that cannot be read fails the command and
/// the others are still listed.
@Suite struct CallsCommandTests {
  @Test func eachReadableFileIsListed() {
    let console = MemoryConsole(LintCommandTests.package())
    let command = CallsCommand(
      paths: ["missing.swift", "Sources", LintCommandTests.source], currentDirectory: "/p")
    #expect(command.run(console.console) == .failure)
    #expect(
      console.errors == [
        "bundlelint: error: cannot read 'missing.swift'",
        "bundlelint: error: cannot read 'Sources'",
      ])
    #expect(console.standardOutput.contains("Text"))
    #expect(console.standardOutput.contains(LintCommandTests.source))
  }
}
