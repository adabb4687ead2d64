import Testing

@testable import BundleLintProject
@testable import BundleLintReporters

/// `config`: the configuration that applies to a path, and what it sets.
@Suite struct ConfigCommandTests {
  @Test func theSettingsOfThePackageArePrinted() {
    var files = LintCommandTests.package()
    files.addFile(
      "/p/.bundlelint.json",
      #"{"rules": {"localized-string-missing-bundle": {"severity": "error"}}}"#)
    let console = MemoryConsole(files)
    #expect(ConfigCommand(scope: RunScope(currentDirectory: "/p")).run(console.console) == .clean)
    #expect(console.standardOutput.contains(".bundlelint.json"))
    #expect(console.standardOutput.contains("localized-string-missing-bundle"))
    #expect(console.errors.isEmpty)
  }

  @Test func aMissingPathIsAnError() {
    var scope = RunScope(currentDirectory: "/p")
    scope.paths = ["nope"]
    let console = MemoryConsole(LintCommandTests.package())
    #expect(ConfigCommand(scope: scope).run(console.console) == .failure)
    #expect(console.standardOutput == "")
    #expect(console.errors == ["bundlelint: error: 'nope': no such file or directory"])
  }
}
