import Testing

@testable import BundleLintProject
@testable import BundleLintReporters

/// `rules` and `explain` on the compiled-in rules.
@Suite struct RulesCommandTests {
  static let scope = RunScope(currentDirectory: "/")

  @Test func theListNamesEveryRule() {
    let console = MemoryConsole(InMemoryFileSystem())
    #expect(RulesCommand(scope: Self.scope, shown: .list).run(console.console) == .clean)
    #expect(console.standardOutput.contains("localized-string-missing-bundle"))
    #expect(console.standardOutput.contains("asset-missing-bundle"))
    #expect(console.errors.isEmpty)
  }

  @Test func explainPrintsTheRulesDocumentation() {
    let console = MemoryConsole(InMemoryFileSystem())
    let command = RulesCommand(
      scope: Self.scope, shown: .explain("localized-string-missing-bundle"))
    #expect(command.run(console.console) == .clean)
    #expect(console.standardOutput.contains("localized-string-missing-bundle"))
    #expect(console.standardOutput.contains("bundle: .module"))
  }

  @Test(arguments: [
    ("localized-string-missing-bundl", "did you mean 'localized-string-missing-bundle'?"),
    ("zzzz", "run 'bundlelint rules' for the list"),
  ])
  func anUnknownRuleIsAnError(id: String, hint: String) {
    let console = MemoryConsole(InMemoryFileSystem())
    #expect(RulesCommand(scope: Self.scope, shown: .explain(id)).run(console.console) == .failure)
    #expect(console.standardOutput == "")
    #expect(console.errors == ["bundlelint: error: no rule '\(id)'; \(hint)"])
  }

  @Test func rulesThatCannotBeReadFailTheCommand() {
    var scope = Self.scope
    scope.rulesDirectory = "/missing"
    let console = MemoryConsole(InMemoryFileSystem())
    #expect(RulesCommand(scope: scope, shown: .list).run(console.console) == .failure)
    #expect(console.standardOutput == "")
    #expect(console.errors.count == 1)
  }
}
