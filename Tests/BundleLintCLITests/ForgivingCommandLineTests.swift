import BundleLintTestSupport
import Foundation
import Testing

/// The command line is forgiving and exact: `help`, did-you-mean, one error per mistake, and
/// configuration errors that point at the bad key.
@Suite struct ForgivingCommandLineTests {
  @Test func helpSubcommandPrintsTheHelp() throws {
    let help = try BinaryRunner.run(["help"])
    let flag = try BinaryRunner.run(["--help"])
    #expect(help.stdout == flag.stdout)
    #expect(help.stdout.contains("bundlelint help [COMMAND]"))
    #expect(help.status == 0)
    let explain = try BinaryRunner.run(["help", "explain"])
    #expect(explain.stdout.hasPrefix("USAGE:\n  bundlelint explain RULE\n"))
    #expect(explain.status == 0)
    #expect(try BinaryRunner.run(["help", "lint"]).stdout == flag.stdout)
  }

  @Test(arguments: [
    (["help", "explian"], "no command 'explian'; did you mean 'explain'?"),
    (["--selct", "x", "."], "unknown option '--selct'; did you mean '--select'?"),
    (["--formt", "json", "."], "unknown option '--formt'; did you mean '--format'?"),
    (["--zzz", "."], "unknown option '--zzz'; run 'bundlelint --help' for the options"),
    (
      ["--select", "localized-string-missing-bundl", "Tests/Fixtures/Example"],
      "no rule 'localized-string-missing-bundl'; did you mean 'localized-string-missing-bundle'?"
    ),
    (
      ["--ignore", "unknown-assets", "Tests/Fixtures/Example"],
      "no rule 'unknown-assets'; did you mean 'unknown-asset'?"
    ),
    (
      ["explain", "main-bundle-lookups"],
      "no rule 'main-bundle-lookups'; did you mean 'main-bundle-lookup'?"
    ),
    (["/nonexistent-bundlelint-path"], "'/nonexistent-bundlelint-path': no such file or directory"),
  ])
  func oneErrorWithAdvice(arguments: [String], message: String) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.stderr == "bundlelint: error: \(message)\n")
    #expect(result.stdout == "")
    #expect(result.status == 2)
  }

  @Test func aResourceFileSaysWhatBundlelintDoesWithIt() throws {
    let result = try BinaryRunner.run(
      ["Tests/Fixtures/Example/Sources/Profile/Localizable.xcstrings"])
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(
      result.stderr.hasPrefix(
        "bundlelint: error: 'Tests/Fixtures/Example/Sources/Profile/Localizable.xcstrings' is not linted on its own: it is a resource of target 'Profile', checked with the target's lookups when the target is linted;"
      ))
    #expect(result.status == 2)
  }

  /// `error:` once, the file relative to the current folder, the line and column of the key.
  @Test(arguments: [
    (
      "{\n  \"optIn\": [],\n  \"rulez\": {}\n}\n",
      ".bundlelint.json:3:3: error: unknown key 'rulez' at top level; did you mean 'rules'?"
    ),
    (
      "{\"rules\": {\n  \"unknown-asset\": {\"enabled\": \"yes\"}\n}}\n",
      ".bundlelint.json:2:21: error: 'rules.unknown-asset.enabled' must be true or false, not a string"
    ),
    (
      "{\n \"rules\": {\"unknown-assets\": {}}}",
      ".bundlelint.json:2:12: error: 'rules.unknown-assets' names unknown rule 'unknown-assets'; did you mean 'unknown-asset'?"
    ),
    ("{\"failOn\": ", ".bundlelint.json: error: not valid JSON: "),
  ])
  func configurationErrorsPointAtTheKey(configuration: String, expected: String) throws {
    let package = try TemporaryPackage(copying: "Example")
    try package.write(".bundlelint.json", configuration)
    let inside = try BinaryRunner.run(["."], in: package.root)
    #expect(inside.stderr.hasPrefix(expected), "\(inside.stderr)")
    #expect(inside.stderr.split(separator: "\n").count == 1)
    #expect(inside.status == 2)
    // From the folder above, the path says which package's file it is.
    let above = try BinaryRunner.run(
      [package.root.lastPathComponent], in: package.root.deletingLastPathComponent())
    #expect(above.stderr.hasPrefix(package.root.lastPathComponent + "/" + expected))
  }

  /// Linting one folder or file of a package reads the whole package: the findings in its Swift
  /// files, and their advice ("pass 'bundle: .designSystem'", not "give it a public accessor"),
  /// are those of the whole package's lint (the resource files' own checks run with the whole
  /// package only).
  @Test(arguments: [
    "Tests/Fixtures/Example/Sources/Profile",
    "Tests/Fixtures/Example/Sources/Profile/ProfileScreen.swift",
  ])
  func scopeDoesNotChangeTheAdvice(scope: String) throws {
    func findings(_ path: String) throws -> [String] {
      try BinaryRunner.run(["--format", "concise", path]).stdout.split(separator: "\n")
        .map(String.init).filter {
          $0.hasPrefix(scope) && $0.contains(".swift:") && $0.hasSuffix("]")
        }
    }
    let part = try findings(scope)
    #expect(
      part.contains { $0.hasSuffix("pass 'bundle: .designSystem' [resource-in-other-module]") })
    #expect(part == (try findings("Tests/Fixtures/Example")))
  }
}
