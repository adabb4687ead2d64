import BundleLintTestSupport
import Foundation
import Testing

/// Commands where a SwiftLint or ruff user looks for them: did-you-mean for a mistyped
/// subcommand, `lint PATH`, the nearest configuration up to the repository root, `config`,
/// `--exclude`, `all` in `--select` and `--ignore`, and a help that fits a terminal.
@Suite struct CommandHabitsTests {
  @Test(arguments: [
    ("rule", "rules"), ("rulse", "rules"), ("explian", "explain"), ("lps", "lsp"),
    ("confg", "config"), ("lnit", "lint"),
  ])
  func aMistypedSubcommandGetsADidYouMean(typed: String, meant: String) throws {
    let result = try BinaryRunner.run([typed])
    #expect(result.stderr == "bundlelint: error: no command '\(typed)'; did you mean '\(meant)'?\n")
    #expect(result.stdout.isEmpty)
    #expect(result.status == 2)
  }

  /// A folder with that name is linted: the typo check asks the file system first.
  @Test func aFolderNamedLikeATypoIsAPath() throws {
    let package = try TemporaryPackage(
      ["rule/Package.swift": AdoptionTests.manifest.replacingOccurrences(of: "Shop", with: "Rule")])
    let result = try BinaryRunner.run(["rule"], in: package.root)
    #expect(!result.stderr.contains("did you mean"), "\(result.stderr)")
  }

  @Test func lintPathIsThePath() throws {
    let plain = try BinaryRunner.run(["--format", "concise", "Tests/Fixtures/Example"])
    let lint = try BinaryRunner.run(["lint", "--format", "concise", "Tests/Fixtures/Example"])
    #expect(lint.status == plain.status)
    #expect(lint.stdout == plain.stdout)
    #expect(!lint.stdout.isEmpty)
  }

  @Test(arguments: [["--help"], ["help", "config"], ["help", "rules"], ["help", "lsp"]])
  func helpFitsEightyColumns(arguments: [String]) throws {
    let result = try BinaryRunner.run(arguments)
    #expect(result.status == 0)
    for line in result.stdout.split(separator: "\n") {
      #expect(line.count <= 80, "\(line.count) columns: \(line)")
    }
  }

  @Test func theBaselineCountsInTheSingular() throws {
    let package = try AdoptionTests.shop("let title = Text(\"cart.title\")\n")
    let one = try BinaryRunner.run(["--write-baseline", "b.json", "."], in: package.root)
    #expect(one.stderr.contains("; wrote 1 finding to the baseline 'b.json'"), "\(one.stderr)")
  }
}

extension CommandHabitsTests {
  /// A monorepo: a `.git` folder at the root, one `.bundlelint.json` there, two packages below
  /// (`Packages/Shop` and `Packages/Cart`), and `Other` below a folder with its own file.
  static func monorepo(rootConfiguration: String) throws -> TemporaryPackage {
    let view = "let title = Text(\"cart.title\")\nlet logo = Image(\"logo\")\n"
    var files: [String: String] = [
      ".git/HEAD": "ref: refs/heads/main\n",
      ".bundlelint.json": rootConfiguration,
    ]
    for name in ["Shop", "Cart"] {
      files["Packages/\(name)/Package.swift"] = AdoptionTests.manifest
      files["Packages/\(name)/Sources/Shop/Resources/en.lproj/Localizable.strings"] =
        AdoptionTests.strings
      files["Packages/\(name)/Sources/Shop/Media.xcassets/Contents.json"] = "{}"
      files["Packages/\(name)/Sources/Shop/Media.xcassets/logo.imageset/Contents.json"] = "{}"
      files["Packages/\(name)/Sources/Shop/Cart.swift"] = view
    }
    files["Packages/Cart/.bundlelint.json"] =
      #"{ "rules": { "asset-missing-bundle": { "enabled": false } } }"#
    return try TemporaryPackage(files)
  }

  @Test func oneConfigurationAtTheRepositoryRootServesEveryPackageBelow() throws {
    let repository = try Self.monorepo(
      rootConfiguration:
        #"{ "rules": { "localized-string-missing-bundle": { "enabled": false } } }"#
    )
    let result = try BinaryRunner.run(["--format", "concise", "Packages"], in: repository.root)
    let findings = result.stdout.split(separator: "\n").map(String.init)
    // The root's file turns the string rule off in Shop; Cart's own, nearer, turns assets off.
    #expect(
      findings.contains { $0.hasPrefix("Packages/Shop/") && $0.hasSuffix("[asset-missing-bundle]") }
    )
    #expect(
      !findings.contains { $0.hasPrefix("Packages/Shop/") && $0.contains("[localized-string") })
    #expect(
      findings.contains { $0.hasPrefix("Packages/Cart/") && $0.contains("[localized-string") })
    #expect(!findings.contains { $0.hasPrefix("Packages/Cart/") && $0.contains("[asset-missing") })

    // Without a repository, a package reads only its own folder's file.
    try FileManager.default.removeItem(at: repository.root.appendingPathComponent(".git"))
    let outside = try BinaryRunner.run(
      ["--format", "concise", "Packages/Shop"], in: repository.root)
    #expect(outside.stdout.contains("[localized-string-missing-bundle]"))
  }

  @Test func configSaysWhichFileAppliesAndWhatItSets() throws {
    let repository = try Self.monorepo(
      rootConfiguration: #"{ "excluded": ["**/Generated/**"], "failOn": "error" }"#)
    let result = try BinaryRunner.run(
      ["config", "Packages/Shop/Sources/Shop/Cart.swift"], in: repository.root)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "configuration: .bundlelint.json")
    #expect(lines.contains("  the nearest .bundlelint.json to the package at 'Packages/Shop'"))
    #expect(
      lines.contains(
        "  looked for: Packages/Shop/.bundlelint.json, Packages/.bundlelint.json, .bundlelint.json")
    )
    #expect(lines.contains("excluded: **/Generated/**"))
    #expect(lines.contains("failOn: error"))
    #expect(lines.contains { $0.hasPrefix("  asset-missing-bundle ") && $0.hasSuffix(" warning") })
    #expect(
      lines.contains { $0.hasPrefix("  lookup-outside-package ") && $0.hasSuffix(" off (opt-in)") })

    let cart = try BinaryRunner.run(
      [
        "--show-config", "--ignore", "unknown-asset", "--exclude", "Packages/Cart/Tests",
        "Packages/Cart",
      ],
      in: repository.root)
    let cartLines = cart.stdout.split(separator: "\n").map(String.init)
    #expect(cartLines.first == "configuration: Packages/Cart/.bundlelint.json")
    #expect(cartLines.contains("excluded: Packages/Cart/Tests (--exclude)"))
    #expect(cartLines.contains { $0.hasPrefix("  asset-missing-bundle ") && $0.hasSuffix(" off") })
    #expect(cartLines.contains { $0.hasPrefix("  unknown-asset ") && $0.hasSuffix(" off") })
  }

  @Test func excludeOnTheCommandLineLeavesFilesOut() throws {
    let package = try AdoptionTests.shop(
      "let title = Text(\"cart.title\")\n",
      extra: ["Sources/Shop/Generated/Strings.swift": "let other = Text(\"cart.title\")\n"])
    let all = try BinaryRunner.run(["--format", "concise", "."], in: package.root)
    #expect(all.stdout.contains("Generated/Strings.swift"))
    let some = try BinaryRunner.run(
      ["--format", "concise", "--exclude", "**/Generated/**", "--exclude", "Nothing", "."],
      in: package.root)
    #expect(!some.stdout.contains("Generated/Strings.swift"), "\(some.stdout)")
    #expect(some.stdout.contains("Sources/Shop/Cart.swift:1:13:"))
    let bad = try BinaryRunner.run(["--exclude", "/abs", "."], in: package.root)
    #expect(bad.status == 2)
  }

  @Test func selectAllAndIgnoreAll() throws {
    let package = try AdoptionTests.shop(
      "let title = Text(\"cart.title\")\nlet logo = Image(\"logo\")\n")
    let none = try BinaryRunner.run(
      ["--format", "concise", "--ignore", "all", "."], in: package.root)
    #expect(none.stdout.isEmpty)
    #expect(none.status == 0)
    let one = try BinaryRunner.run(
      ["--format", "concise", "--ignore", "all", "--select", "asset-missing-bundle", "."],
      in: package.root)
    #expect(one.stdout.contains("[asset-missing-bundle]"))
    #expect(!one.stdout.contains("[localized-string-missing-bundle]"))
    // `--select all` runs the opt-in rules too: the table's keys no code uses are reported.
    try package.write(
      "Sources/Shop/Resources/en.lproj/Localizable.strings",
      AdoptionTests.strings + "\"cart.unused\" = \"Unused\";\n")
    let every = try BinaryRunner.run(
      ["--format", "concise", "--select", "all", "."], in: package.root)
    #expect(every.stdout.contains("[unused-localization-key]"), "\(every.stdout)")
    let plain = try BinaryRunner.run(["--format", "concise", "."], in: package.root)
    #expect(!plain.stdout.contains("[unused-localization-key]"))
  }
}
