import Foundation
import Testing

/// Every flag, subcommand and exit code of the built binary.
@Suite struct CommandLineTests {
  static let example = "Tests/Fixtures/Example"

  /// Finding lines (warnings and errors, not notes) of a text report.
  static func findings(_ stdout: String) -> [Substring] {
    stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
  }

  @Test func helpListsEveryFlagAndExitsZero() throws {
    let result = try BinaryRunner.run(["--help"])
    #expect(result.status == 0)
    for flag in [
      "--select", "--ignore", "--fail-on", "--manifest", "--rules", "--format", "--output",
      "--config", "--baseline", "--write-baseline", "--version",
    ] {
      #expect(result.stdout.contains(flag), "--help does not mention \(flag)")
    }
    #expect(result.stdout.contains("EXIT STATUS"))
  }

  @Test func versionPrintsTheVersion() throws {
    let result = try BinaryRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("bundlelint "))
  }

  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus'"),
    (["--fail-on", "sometimes"], "option '--fail-on' does not take 'sometimes'"),
    (["--select"], "option '--select' needs a value"),
    (["--select", "no-such-rule", example], "no rule 'no-such-rule'"),
    (["--format", "yaml"], "option '--format' does not take 'yaml'"),
    (["--format", "json", "--format", "sarif"], "only one '--format' can go to standard output"),
    (["--output", "x.txt"], "'--output' names the file of the '--format' before it"),
    (["explain"], "'bundlelint explain' needs a rule id"),
    (["explain", "no-such-rule"], "no rule 'no-such-rule'"),
    (["calls"], "'bundlelint calls' needs one or more Swift files"),
  ])
  func usageErrorsExitTwoWithAMessage(arguments: [String], message: String) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func aPathThatDoesNotExistExitsTwo() throws {
    let result = try BinaryRunner.run(["Tests/Fixtures/NoSuchFolder"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("'Tests/Fixtures/NoSuchFolder': no such file or directory"))
  }

  @Test func aFolderWithoutAPackageExitsTwo() throws {
    let folder = try TemporaryPackage(["notes.txt": "no package here\n"])
    let result = try BinaryRunner.run([folder.root.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no Swift package found under"))
  }

  @Test func selectAndIgnoreChooseTheRules() throws {
    let selected = try BinaryRunner.run(["--select", "asset-missing-bundle", Self.example])
    let rules = Set(Self.findings(selected.stdout).map { $0.split(separator: "[").last! })
    #expect(rules == ["asset-missing-bundle]"])
    let ignored = try BinaryRunner.run([
      "--ignore", "asset-missing-bundle,key-api-without-bundle", Self.example,
    ])
    #expect(!ignored.stdout.contains("[asset-missing-bundle]"))
    #expect(!ignored.stdout.contains("[key-api-without-bundle]"))
    #expect(ignored.stdout.contains("[localized-string-missing-bundle]"))
  }

  /// `unknown-localization-key` gives only warnings: they fail on warning (the default) but not
  /// on error. The whole example has errors: they fail at both thresholds; never fails on nothing.
  @Test(
    arguments: [
      ([], true, 1), (["--fail-on", "error"], true, 0), (["--fail-on", "warning"], true, 1),
      (["--fail-on", "error"], false, 1), (["--fail-on", "never"], false, 0), ([], false, 1),
    ] as [([String], Bool, Int32)])
  func failOnSetsTheThreshold(flags: [String], onlyWarnings: Bool, status: Int32) throws {
    let select = onlyWarnings ? ["--select", "unknown-localization-key"] : []
    #expect(try BinaryRunner.run(flags + select + [Self.example]).status == status)
  }

  @Test func aCleanPackageExitsZero() throws {
    let package = try TemporaryPackage([
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Clean", defaultLocalization: "en", targets: [
        .target(name: "Clean", resources: [.process("Resources")]),
      ])
      """,
      "Sources/Clean/Resources/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
      "Sources/Clean/View.swift": "let greeting = Text(\"hello\", bundle: .module)\n",
    ])
    let result = try BinaryRunner.run(["."], in: package.root)
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "no findings in 1 Swift file\n")
  }

  @Test func aNamedFileIsLintedAloneInItsModule() throws {
    let result = try BinaryRunner.run([Self.example + "/Sources/Checkout/Strings.swift"])
    let files = Set(Self.findings(result.stdout).map { $0.split(separator: ":").first! })
    #expect(files == ["Tests/Fixtures/Example/Sources/Checkout/Strings.swift"])
    #expect(result.status == 1)
  }

  @Test(.enabled(if: BinaryRunner.swiftIsOnPath, "evaluating a manifest needs 'swift' on PATH"))
  func staticAndEvaluatedManifestsGiveTheSameFindings() throws {
    let read = try BinaryRunner.run([Self.example])
    let evaluated = try BinaryRunner.run(["--manifest", "evaluate", Self.example])
    #expect(evaluated.status == read.status)
    #expect(evaluated.stdout == read.stdout)
  }

  /// One line per rule under a header: its severity, whether `--fix` fixes it, its summary;
  /// no internal kind name.
  @Test func rulesListsEveryRuleWithSeverityAndFix() throws {
    let result = try BinaryRunner.run(["rules"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("rule ") == true)
    let rules = lines.dropFirst()
    #expect(rules.count == RuleFile.all().count)
    #expect(rules.map { String($0.prefix { $0 != " " }) } == RuleFile.all().map(\.id))
    #expect(
      rules.contains {
        $0.hasPrefix("text-ignores-locale-environment") && $0.hasSuffix(" (opt-in)")
      })
    #expect(
      rules.contains {
        $0.hasPrefix("key-api-without-bundle ") && $0.contains(" warning   unsafe  ")
          && !$0.contains("noBundleParameter")
      })
    #expect(
      rules.contains {
        $0.hasPrefix("localized-string-missing-bundle ") && $0.contains(" warning   safe  ")
      })
    #expect(
      rules.contains {
        $0.hasPrefix("module-bundle-without-resources ") && $0.contains(" error     -  ")
      })
  }

  /// `rules --format json`: id, severity, opt-in, fixable and summary of every rule.
  @Test func rulesPrintJSON() throws {
    let result = try BinaryRunner.run(["rules", "--format", "json"])
    #expect(result.status == 0)
    let rules = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == RuleFile.all().map(\.id))
    let key = try #require(rules.first { $0["id"] as? String == "key-api-without-bundle" })
    #expect(key["severity"] as? String == "warning")
    #expect(key["optIn"] as? Bool == false)
    #expect(key["fixable"] as? Bool == true)
    #expect(key["fix"] as? String == "unsafe")
    #expect((key["summary"] as? String)?.hasPrefix("A SwiftUI API") == true)
    let optIn = try #require(rules.first { $0["id"] as? String == "unused-localization-key" })
    #expect(optIn["optIn"] as? Bool == true)
    #expect(optIn["fixable"] as? Bool == false)
    let sarif = try BinaryRunner.run(["rules", "--format", "sarif"])
    #expect(sarif.status == 2)
    #expect(
      sarif.stderr
        == "bundlelint: error: 'bundlelint rules' prints text or json to standard output, not 'sarif'\n"
    )
  }

  @Test func explainSaysWhatWhyAndShowsExamples() throws {
    let result = try BinaryRunner.run(["explain", "localized-string-missing-bundle"])
    #expect(result.status == 0)
    for part in ["What it does", "Why it is a bug at run time", "Example", "Fixed"] {
      #expect(result.stdout.contains(part), "explain lacks '\(part)'")
    }
  }

  @Test func rulesFromADirectoryReplaceTheBuiltInOnes() throws {
    let rules = BinaryRunner.packageRoot.appendingPathComponent("Rules").path
    let fromDisk = try BinaryRunner.run(["--rules", rules, "rules"])
    let builtIn = try BinaryRunner.run(["rules"])
    #expect(fromDisk.stdout == builtIn.stdout)
    let broken = try TemporaryPackage([
      "bad-rule.json": "{ \"id\": \"bad-rule\", \"sevrity\": \"warning\" }"
    ])
    let result = try BinaryRunner.run(["--rules", broken.root.path, "rules"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("bad-rule.json"))
  }

  @Test func describePrintsWhatEachModuleOwns() throws {
    let result = try BinaryRunner.run(["describe", Self.example])
    #expect(result.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
    let package = (json["packages"] as! [[String: Any]])[0]
    #expect(package["name"] as? String == "Example")
    let targets = package["targets"] as! [[String: Any]]
    let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0["name"] as! String, $0) })
    #expect(byName["DesignSystem"]?["ownsBundle"] as? Bool == true)
    #expect(byName["Networking"]?["ownsBundle"] as? Bool == false)
    #expect(byName["CheckoutTests"]?["type"] as? String == "test")
    #expect(
      (byName["Profile"]?["stringTables"] as? [[String: Any]])?.first?["table"] as? String
        == "Localizable")
  }

  @Test func callsListsEveryCallWithLabels() throws {
    let file = Self.example + "/Sources/Checkout/CheckoutView.swift"
    let result = try BinaryRunner.run(["calls", file])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("\(file):13:9\tText\t_:"))
    #expect(lines.contains("\(file):14:9\tText\t_:bundle:"))
    #expect(lines.contains("\(file):18:9\tButton\t_:_:"))
    #expect(lines.contains("\(file):22:8\tnavigationTitle\t_:"))
  }

  @Test(arguments: ["json", "sarif", "github", "junit", "checkstyle"])
  func everyFormatRendersTheSameFindings(format: String) throws {
    let result = try BinaryRunner.run(["--format", format, Self.example])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "8 warnings, 17 errors, 2 notes in 10 Swift files (8 in modules with resources); 9 fixable with --fix (9 more with --unsafe-fixes)\n"
    )
    if format == "json" || format == "sarif" {
      #expect(throws: Never.self) {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      }
    }
    #expect(result.stdout.contains("module-bundle-without-resources"))
    #expect(result.stdout.contains("Client.swift"))
  }

  @Test func severalReportsInOneRun() throws {
    let folder = try TemporaryPackage([:])
    try FileManager.default.createDirectory(at: folder.root, withIntermediateDirectories: true)
    let sarif = folder.root.appendingPathComponent("out.sarif").path
    let junit = folder.root.appendingPathComponent("out.xml").path
    let result = try BinaryRunner.run([
      "--format", "text", "--format", "sarif", "--output", sarif, "--format", "junit", "-o", junit,
      Self.example,
    ])
    #expect(result.status == 1)
    #expect(result.stdout == (try BinaryRunner.run([Self.example])).stdout)
    let log =
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif)))
      as! [String: Any]
    #expect(log["version"] as? String == "2.1.0")
    #expect(try String(contentsOfFile: junit, encoding: .utf8).hasPrefix("<?xml"))
  }
}
