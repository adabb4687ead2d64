import Testing

@testable import BundleLintProject
@testable import BundleLintReporters

/// `describe` on an in-memory package: the JSON, the graph with its findings, and where the
/// text goes.
@Suite struct DescribeCommandTests {
  static func command() -> DescribeCommand {
    DescribeCommand(scope: RunScope(currentDirectory: "/p"))
  }

  @Test func theJSONDescribesThePackagesModules() {
    let console = MemoryConsole(LintCommandTests.package())
    #expect(Self.command().run(console.console) == .clean)
    #expect(console.standardOutput.hasPrefix("{"))
    // The report ends its last line, and the command adds an empty one.
    #expect(console.standardOutput.hasSuffix("}\n\n"))
    #expect(console.standardOutput.contains("\"Shop\""))
    #expect(console.standardOutput.contains("Localizable.strings"))
    #expect(console.errors.isEmpty)
  }

  @Test func theGraphCountsTheFindingsAndSaysItsSummary() {
    let console = MemoryConsole(LintCommandTests.package())
    var command = Self.command()
    command.format = .dot
    command.findings = true
    command.output = "graph.dot"
    #expect(command.run(console.console) == .clean)
    #expect(console.standardOutput == "")
    let graph = console.writtenText("/p/graph.dot") ?? ""
    #expect(graph.hasPrefix("digraph"))
    #expect(graph.contains("Shop"))
    #expect(console.errors.count == 1)
    #expect(console.errors.first?.hasPrefix("bundlelint: ") == true)
  }

  @Test func aFocusOnNoModuleIsAnError() {
    let console = MemoryConsole(LintCommandTests.package())
    var command = Self.command()
    command.format = .mermaid
    command.focus = ["Nowhere"]
    #expect(command.run(console.console) == .failure)
    #expect(console.standardOutput == "")
    #expect(console.errors.first?.contains("Nowhere") == true)
  }

  @Test func aMissingPathFailsAfterDescribingWhatThereIs() {
    var command = Self.command()
    command.scope.paths = ["missing"]
    let console = MemoryConsole(LintCommandTests.package())
    #expect(command.run(console.console) == .failure)
    #expect(console.errors.first?.hasPrefix("bundlelint: error: ") == true)
  }
}
