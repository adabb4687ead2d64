import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

@Suite struct GitIgnoreTests {
  static func ignore(_ files: [String: String], directory: String = "Sources/App") -> GitIgnore {
    GitIgnore(directory: directory) { path in files[path].map { Array($0.utf8) } }
  }

  @Test(arguments: [
    ("Sources/App/Assets/app.js", true),  // a file named as written, anchored at the root
    ("Sources/App/Generated/x/y.json", true),  // inside an ignored folder
    ("Sources/App/Assets/keep.js", false),  // negated again
    ("Sources/App/Assets/Licenses.html", false),
    ("Sources/App/theme.min.css", true),  // a wildcard, not anchored: any folder
    ("Sources/App/Deep/a/b/c.tmp", true),  // '**' across folders
    ("Sources/App/Deep/a/b/c.txt", false),
    ("Other/App/Assets/app.js", false),
  ])
  func patternsOfTheRootAndTheTargetFolderApply(path: String, ignored: Bool) {
    let rules = Self.ignore([
      ".gitignore":
        "# build output\n/Sources/App/Assets/*.js\n!Sources/App/Assets/keep.js\n*.min.css\n[ab].txt\n",
      "Sources/App/.gitignore": "Generated/\nDeep/**/*.tmp\n",
    ])
    #expect(rules.ignores(path) == ignored)
  }

  /// A repository's root `.gitignore` names the package's paths from its own folder.
  @Test(arguments: [
    ("Sources/Kit/Stickers", true), ("Sources/Kit/Stickers/a.png", true),
    ("Sources/Kit/Other", false), ("Sources/Kit/cache.tmp", true),
  ])
  func patternsOfARepositoryAboveThePackageApply(path: String, ignored: Bool) {
    let files = [
      "../../.gitignore":
        "/Apps/PocketKit/Sources/Kit/Stickers\nOther/PocketKit/Sources/Kit/Other\n",
      "../.gitignore": "*.tmp\n",
    ]
    let rules = GitIgnore(directory: "Sources/Kit", packageFolders: ["repo", "Apps", "PocketKit"]) {
      files[$0].map { Array($0.utf8) }
    }
    #expect(rules.ignores(path) == ignored)
  }

  @Test func withoutFilesNothingIsIgnored() {
    #expect(!Self.ignore([:]).ignores("Sources/App/a.js"))
  }
}
