import BundleLintTestSupport
import Foundation
import Testing

/// The files CI and hooks use: the pre-commit framework's hook, the README's hook, and the
/// composite GitHub Action, checked against each other and against the tree.
@Suite struct CIIntegrationFilesTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The text between `start` and the next `end` after it.
  static func between(_ text: String, _ start: String, _ end: String) throws -> String {
    let open = try #require(text.range(of: start))
    let close = try #require(text.range(of: end, range: open.upperBound..<text.endIndex))
    return String(text[open.upperBound..<close.lowerBound])
  }

  static func matches(_ pattern: String, _ path: String) throws -> Bool {
    let regex = try NSRegularExpression(pattern: pattern)
    return regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
  }

  /// Both hooks run on the same staged files: sources, manifests, tables, interface files and
  /// asset catalogs, and not on the rest.
  @Test(arguments: [
    ("Sources/A/View.swift", true), ("Package.swift", true), (".bundlelint.json", true),
    ("Sources/A/en.lproj/Localizable.strings", true), ("Sources/A/Plurals.stringsdict", true),
    ("Sources/A/Localizable.xcstrings", true), ("Sources/A/Main.xib", true),
    ("Sources/A/Main.storyboard", true), ("Sources/A/Media.xcassets/Logo.imageset/logo.png", true),
    ("README.md", false), ("Sources/A/logo.png", false),
  ])
  func hooksWatchTheSameFiles(path: String, watched: Bool) throws {
    let framework = try Self.between(try Self.text(".pre-commit-hooks.yaml"), "files: '", "'")
    let readme = try Self.between(
      try Self.text("README.md"), "| grep -qE '", "' \\")
    #expect(framework == readme)
    #expect(try Self.matches(framework, path) == watched)
  }

  @Test func preCommitHookLintsTheRepositoryConcisely() throws {
    let hooks = try Self.text(".pre-commit-hooks.yaml")
    #expect(hooks.contains("- id: bundlelint"))
    #expect(hooks.contains("language: swift"))
    #expect(hooks.contains("entry: bundlelint --format concise"))
    #expect(hooks.contains("pass_filenames: false"))
  }

  /// Every path the action names from its folder exists, and the README shows its use.
  @Test func compositeActionNamesRealPaths() throws {
    let folder = ".github/actions/bundlelint"
    let action = try Self.text(folder + "/action.yml")
    #expect(action.contains("using: composite"))
    #expect(action.contains("--format concise --format sarif --output bundlelint.sarif"))
    #expect(action.contains("github/codeql-action/upload-sarif@"))
    let base = BinaryRunner.packageRoot.appendingPathComponent(folder)
    var named = 0
    for piece in action.components(separatedBy: "$GITHUB_ACTION_PATH/").dropFirst() {
      let relative = String(piece.prefix { !"\" \n".contains($0) })
      var path = base.appendingPathComponent(relative).standardizedFileURL.path
      if relative.hasSuffix(".build/release/bundlelint") {
        // Built by the action's first step: its package is there.
        path = base.appendingPathComponent("../../../Package.swift").standardizedFileURL.path
      }
      #expect(FileManager.default.fileExists(atPath: path), "\(relative)")
      named += 1
    }
    #expect(named == 3)
    #expect(try Self.text("README.md").contains("uses: bundlelint/bundlelint/\(folder)@main"))
  }
}
