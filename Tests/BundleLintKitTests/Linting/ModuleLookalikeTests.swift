import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Look-alike declarations in another file of the module silence a file's findings: the
/// module-wide pass drops them from the first pass's findings, or lints the file again when it
/// has suppressions.
@Suite struct ModuleLookalikeTests {
  /// A package whose module `Mod` owns a strings table and an asset catalog (and `Plain` owns
  /// nothing), with `files`
  /// (path under `Sources/`, text).
  static func lint(_ files: [(String, String)]) throws -> [Diagnostic] {
    var fs = InMemoryFileSystem(currentDirectory: "/repo")
    fs.addFile(
      "/repo/Pkg/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Pkg", defaultLocalization: "en",
        targets: [.target(name: "Mod", resources: [.process("Resources")]), .target(name: "Plain")])

      """)
    fs.addFile("/repo/Pkg/Sources/Mod/Resources/en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
    fs.addFile("/repo/Pkg/Sources/Mod/Resources/Media.xcassets/Contents.json", "{}\n")
    fs.addFile("/repo/Pkg/Sources/Mod/Resources/Media.xcassets/logo.imageset/Contents.json", "{}\n")
    for (path, text) in files { fs.addFile("/repo/Pkg/Sources/" + path, text) }
    return try LintRun.run(
      LintRun.Request(
        paths: ["Pkg"], currentDirectory: "/repo", manifestMode: .static,
        catalog: RuleCatalog.builtin),
      fileSystem: fs
    ).diagnostics
  }

  static func places(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map {
      "\($0.location.path.split(separator: "/").last ?? ""):\($0.location.line) \($0.ruleID)"
    }
  }

  static let uses = """
    import SwiftUI
    let image = UIImage(named: "logo")
    let text = Text("a")

    """

  @Test func aLookalikeInitializerInAnotherFileSilencesOnlyItsCalls() throws {
    let alone = Self.places(try Self.lint([("Mod/Uses.swift", Self.uses)]))
    #expect(alone.contains("Uses.swift:2 asset-missing-bundle"))
    #expect(alone.contains("Uses.swift:3 localized-string-missing-bundle"))

    let withLookalike = Self.places(
      try Self.lint([
        ("Mod/Uses.swift", Self.uses),
        (
          "Mod/UIImage+Module.swift",
          "import UIKit\nextension UIImage {\n  convenience init?(named name: String) { self.init(named: name, in: .module, with: nil) }\n}\n"
        ),
      ]))
    #expect(!withLookalike.contains("Uses.swift:2 asset-missing-bundle"), "\(withLookalike)")
    #expect(withLookalike.contains("Uses.swift:3 localized-string-missing-bundle"))
  }

  @Test func aLookalikeInAnotherModuleChangesNothing() throws {
    let found = Self.places(
      try Self.lint([
        ("Mod/Uses.swift", Self.uses),
        (
          "Plain/UIImage+Module.swift",
          "import UIKit\nextension UIImage {\n  convenience init?(named name: String) { self.init() }\n}\n"
        ),
      ]))
    #expect(found.contains("Uses.swift:2 asset-missing-bundle"), "\(found)")
  }

  @Test func aFileWithSuppressionsIsLintedAgainWithTheModulesDeclarations() throws {
    let uses = """
      import SwiftUI
      let image = UIImage(named: "logo")
      // bundlelint:disable:next localized-string-missing-bundle
      let text = Text("a")

      """
    let found = Self.places(
      try Self.lint([
        ("Mod/Uses.swift", uses),
        ("Mod/Text.swift", "func Text(_ key: String) -> String { key }\n"),
      ]))
    // The module's own `Text(_:)` resolves the call, so the suppression has nothing left to do.
    #expect(!found.contains("Uses.swift:4 localized-string-missing-bundle"), "\(found)")
    #expect(found.contains("Uses.swift:3 unused-suppression"), "\(found)")
    #expect(found.contains("Uses.swift:2 asset-missing-bundle"), "\(found)")
  }

  @Test func aModuleBundleDeclaredInAnotherFileSilencesReferences() throws {
    let reference = "import Foundation\nlet bundle = Bundle.module\n"
    let alone = Self.places(try Self.lint([("Plain/Uses.swift", reference)]))
    #expect(alone.contains("Uses.swift:2 module-bundle-without-resources"), "\(alone)")
    let declared = Self.places(
      try Self.lint([
        ("Plain/Uses.swift", reference),
        (
          "Plain/Bundle+Module.swift",
          "import Foundation\nextension Bundle {\n  static var module: Bundle { .main }\n}\n"
        ),
      ]))
    #expect(!declared.contains { $0.hasSuffix("module-bundle-without-resources") }, "\(declared)")
  }
}
