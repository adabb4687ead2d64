import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintServer
import BundleLintSyntax
import Foundation
import Testing

/// The tool's own rules end to end: `unreadable-file` only for what bundlelint needs, broken or
/// looping links nothing needs counted in the summary, the rules named like any other. Links are made at test time, so a fresh clone needs none.
@Suite struct ToolRuleTests {
  /// A package with one clean target, `Checkout`, and links that no target needs: a broken one
  /// into a submodule not checked out, a broken Swift file outside every target, and a loop back
  /// to the package root.
  static func package() throws -> TemporaryPackage {
    let package = try TemporaryPackage([
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Checkout", targets: [.target(name: "Checkout")])

      """,
      "Sources/Checkout/Cart.swift": "let total = 1\n",
      "Docs/README.md": "",
    ])
    try link("Vendor/Payment", to: "../Submodules/Payment", in: package)
    try link("Scripts/generate.swift", to: "../Vendor/Tools/generate.swift", in: package)
    try link("Docs/Everything", to: "..", in: package)
    return package
  }

  static func link(_ path: String, to destination: String, in package: TemporaryPackage) throws {
    let url = package.root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
  }

  @Test func linksNothingNeedsAreCountedAndChangeNoExitCode() throws {
    let package = try Self.package()
    let result = try BinaryRunner.run([], in: package.root)
    #expect(result.stdout.isEmpty, "\(result.stdout)")
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(
      result.stderr
        == "no findings in 1 Swift file (none in modules with resources); skipped 3 broken or looping symbolic links\n",
      "\(result.stderr)")
  }

  @Test func aBrokenLinkWhereATargetsSourceGoesIsReported() throws {
    let package = try Self.package()
    try Self.link(
      "Sources/Checkout/Payment.swift", to: "../../Vendor/Payment/Payment.swift", in: package)
    let result = try BinaryRunner.run([], in: package.root)
    #expect(
      result.stdout
        == "Sources/Checkout/Payment.swift:1:1: warning: could not read this path: broken symbolic link; it was not linted [unreadable-file]\n"
    )
    #expect(result.status == 1)
    #expect(result.stderr.hasSuffix("; skipped 3 broken or looping symbolic links\n"))

    let ignored = try BinaryRunner.run(["--ignore", "unreadable-file"], in: package.root)
    #expect(ignored.stdout.isEmpty && ignored.status == 0, "\(ignored.stderr)")
    let asError = try BinaryRunner.run(["--select", "unreadable-file"], in: package.root)
    #expect(asError.stdout.contains("[unreadable-file]") && asError.status == 1)
  }

  @Test func theConfigurationSetsItsSeverityAndExcludesItsPaths() throws {
    let package = try Self.package()
    try Self.link(
      "Sources/Checkout/Payment.swift", to: "../../Vendor/Payment/Payment.swift", in: package)
    try package.write(
      ".bundlelint.json", #"{"rules": {"unreadable-file": {"severity": "note"}}}"#)
    let note = try BinaryRunner.run([], in: package.root)
    #expect(note.stdout.contains(": note: could not read this path") && note.status == 0)
    try package.write(".bundlelint.json", #"{"excluded": ["Sources/Checkout/Payment.swift"]}"#)
    let excluded = try BinaryRunner.run([], in: package.root)
    #expect(excluded.stdout.isEmpty && excluded.status == 0, "\(excluded.stdout)")
  }

  @Test func lintingOneFileSaysNothingAboutOtherPaths() throws {
    let package = try Self.package()
    try Self.link(
      "Sources/Checkout/Payment.swift", to: "../../Vendor/Payment/Payment.swift", in: package)
    let result = try BinaryRunner.run(["Sources/Checkout/Cart.swift"], in: package.root)
    #expect(result.stdout.isEmpty, "\(result.stdout)")
    #expect(result.status == 0)
    #expect(
      result.stderr == "no findings in 1 Swift file (none in modules with resources)\n",
      "\(result.stderr)")
  }

  @Test(arguments: ["unreadable-file", "unused-suppression", "invalid-suppression"])
  func theToolsRulesAreListedExplainedAndNamed(id: String) throws {
    let rules = try BinaryRunner.run(["rules"])
    #expect(rules.stdout.split(separator: "\n").contains { $0.hasPrefix(id + " ") })
    let explain = try BinaryRunner.run(["explain", id])
    #expect(explain.status == 0)
    #expect(explain.stdout.hasPrefix("\(id) (warning, "), "\(explain.stdout)")
    #expect(explain.stdout.contains("\nWhy it is a bug at run time\n"))
    let package = try Self.package()
    let ignored = try BinaryRunner.run(["--ignore", id], in: package.root)
    #expect(ignored.status == 0, "\(ignored.stderr)")
    #expect(!ignored.stderr.contains("no rule"))
  }
}
