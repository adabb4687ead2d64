import Foundation
import Testing

/// Baselines, configuration files and suppressions, end to end on temporary packages.
@Suite struct AdoptionTests {
  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Shop", defaultLocalization: "en", targets: [
      .target(name: "Shop", resources: [.process("Resources")]),
    ])
    """
  static let strings = "\"cart.title\" = \"Cart\";\n"

  static func shop(_ view: String, extra: [String: String] = [:]) throws -> TemporaryPackage {
    var files = [
      "Package.swift": manifest,
      "Sources/Shop/Resources/en.lproj/Localizable.strings": strings,
      "Sources/Shop/Media.xcassets/Contents.json": "{}",
      // The images the views look up: a finding needs the module to have what it names.
      "Sources/Shop/Media.xcassets/logo.imageset/Contents.json": "{}",
      "Sources/Shop/Media.xcassets/badge.imageset/Contents.json": "{}",
      "Sources/Shop/Media.xcassets/other.imageset/Contents.json": "{}",
      "Sources/Shop/Cart.swift": view,
    ]
    files.merge(extra) { _, new in new }
    return try TemporaryPackage(files)
  }

  @Test func aBaselineKeepsMatchingWhenLinesMoveAndCatchesNewFindings() throws {
    let package = try Self.shop(
      """
      let title = Text("cart.title")
      let logo = Image("logo")
      """)
    let write = try BinaryRunner.run(["--write-baseline", "baseline.json", "."], in: package.root)
    #expect(write.status == 0)
    #expect(write.stderr.contains("wrote 2 findings to the baseline 'baseline.json'"))

    let same = try BinaryRunner.run(["--baseline", "baseline.json", "."], in: package.root)
    #expect(same.status == 0)
    #expect(same.stdout.isEmpty)
    #expect(same.stderr.contains("2 in the baseline"))

    // Lines inserted above: the old findings still match their entries.
    try package.write(
      "Sources/Shop/Cart.swift",
      """
      import SwiftUI

      // The cart screen.
      let title = Text("cart.title")
      let logo = Image("logo")
      let badge = Image("badge")
      """)
    let moved = try BinaryRunner.run(["--baseline", "baseline.json", "."], in: package.root)
    #expect(moved.status == 1)
    let findings = moved.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
    #expect(findings.count == 1)
    #expect(
      findings.first?.hasPrefix("Sources/Shop/Cart.swift:6:13: error: 'Image' looks up 'badge'")
        == true)
  }

  @Test func aConfigurationFileDisablesRulesAndChangesSeverities() throws {
    let package = try Self.shop(
      """
      let title = Text("cart.title")
      let logo = Image("logo")
      """,
      extra: [
        ".bundlelint.json": """
        { "rules": { "asset-missing-bundle": { "enabled": false },
                     "localized-string-missing-bundle": { "severity": "error" } },
          "failOn": "error" }
        """
      ])
    let result = try BinaryRunner.run(["."], in: package.root)
    #expect(result.status == 1)
    #expect(!result.stdout.contains("[asset-missing-bundle]"))
    #expect(result.stdout.contains("Sources/Shop/Cart.swift:1:13: error: 'Text'"))
    #expect(result.stderr.hasPrefix("1 error in 1 Swift file"))
  }

  @Test func aConfigurationFileExcludesPaths() throws {
    let package = try Self.shop(
      "let title = Text(\"cart.title\")\n",
      extra: [
        "Sources/Shop/Generated/Strings.swift": "let x = Text(\"cart.title\")\n",
        ".bundlelint.json": "{ \"excluded\": [\"Sources/**/Generated/**\"] }",
      ])
    let result = try BinaryRunner.run(["."], in: package.root)
    #expect(result.stdout.contains("Sources/Shop/Cart.swift:1:13"))
    #expect(!result.stdout.contains("Generated"))
  }

  @Test func anUnknownConfigurationKeyIsAnErrorNamingTheKeyAndTheFile() throws {
    let package = try Self.shop(
      "let title = Text(\"cart.title\")\n", extra: [".bundlelint.json": "{ \"rulez\": {} }"])
    let result = try BinaryRunner.run(["."], in: package.root)
    #expect(result.status == 2)
    #expect(result.stderr.contains(".bundlelint.json"))
    #expect(result.stderr.contains("unknown key 'rulez'"))
    let explicit = try BinaryRunner.run(["--config", "missing.json", "."], in: package.root)
    #expect(explicit.status == 2)
    #expect(explicit.stderr.contains("missing.json"))
  }

  @Test func suppressionsSilenceFindingsAndStaleOnesAreReported() throws {
    let package = try Self.shop(
      """
      // bundlelint:disable:next localized-string-missing-bundle
      let title = Text("cart.title")
      let logo = Image("logo") // bundlelint:disable:this asset-missing-bundle
      // bundlelint:disable:next asset-missing-bundle
      let fine = Text("cart.title", bundle: .module)
      let text = "// bundlelint:disable-file all"
      let other = Image("other")
      """)
    let result = try BinaryRunner.run(["."], in: package.root)
    let findings = result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
    #expect(findings.count == 2)
    #expect(
      findings.contains {
        $0.hasPrefix("Sources/Shop/Cart.swift:4:1: warning: ")
          && $0.hasSuffix("[unused-suppression]")
      })
    #expect(findings.contains { $0.hasPrefix("Sources/Shop/Cart.swift:7:13: error: 'Image'") })
    #expect(result.stderr.contains("[2 suppressed]"))
  }

  @Test func aModuleWhoseDeclaredResourceFolderIsFilledByABuildStepIsNotAnError() throws {
    let package = try TemporaryPackage([
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Audio", targets: [
        .target(name: "Audio", resources: [.process("Sounds")]),
        .target(name: "Plain"),
      ])
      """,
      "Sources/Audio/Sounds/.gitkeep": "",
      "Sources/Audio/Bundle.swift": "public let audio = Bundle.module\n",
      "Sources/Plain/Bundle.swift": "let plain = Bundle.module\n",
    ])
    let result = try BinaryRunner.run(["."], in: package.root)
    let findings = result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
    #expect(findings.count == 1)
    #expect(
      findings.first?.hasPrefix("Sources/Plain/Bundle.swift:1:13: error: 'Bundle.module'") == true)
  }
}

extension AdoptionTests {
  /// `--build-warnings` (the build-tool plugin's): errors are warnings and the run passes, unless
  /// `--fail-on` or the configuration's `failOn` asks for them.
  @Test func buildWarningsKeepErrorsOnlyWhereFailOnAsks() throws {
    let view = "let title = Text(\"cart.title\")\n"
    let plain = try Self.shop(view)
    let lint = try BinaryRunner.run(["--format", "concise", "."], in: plain.root)
    #expect(lint.status == 1)
    #expect(lint.stdout.contains("Cart.swift:1:13: error: "))
    let build = try BinaryRunner.run(
      ["--build-warnings", "--format", "concise", "."], in: plain.root)
    #expect(build.status == 0)
    #expect(build.stdout.contains("Cart.swift:1:13: warning: "), "\(build.stdout)")
    #expect(!build.stdout.contains(": error: "))
    #expect(build.stderr.hasPrefix("1 warning in 1 Swift file"), "\(build.stderr)")

    let strict = try Self.shop(view, extra: [".bundlelint.json": #"{ "failOn": "error" }"#])
    let failing = try BinaryRunner.run(
      ["--build-warnings", "--format", "concise", "."], in: strict.root)
    #expect(failing.status == 1)
    #expect(failing.stdout.contains("Cart.swift:1:13: error: "))
  }
}
