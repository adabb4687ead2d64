import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The tool's own rules (`unreadable-file`, `unused-suppression`, `invalid-suppression`) are
/// selected, ignored, configured and excluded like any rule, in a whole run.
@Suite struct ToolRuleConfigurationTests {
  static let root = "/repo/Pkg"

  /// A package whose `Cart.swift` has an unused and an invalid directive and whose
  /// `Payment.swift` is a broken link, with `configuration` as its `.bundlelint.json`.
  static func package(configuration: String? = nil) -> InMemoryFileSystem {
    var fs = InMemoryFileSystem(currentDirectory: root)
    fs.addFile(
      root + "/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Pkg", targets: [.target(name: "Checkout")])

      """)
    fs.addFile(
      root + "/Sources/Checkout/Cart.swift",
      """
      // bundlelint:disable:next module-bundle-without-resources
      let a = 1
      // bundlelint:disable:next no-such-rule
      let b = 2

      """)
    fs.addSymlink(root + "/Sources/Checkout/Payment.swift", to: "../../Vendor/Payment.swift")
    if let configuration { fs.addFile(root + "/.bundlelint.json", configuration) }
    return fs
  }

  static func lint(
    _ fs: InMemoryFileSystem, paths: [String] = ["."], select: [String]? = nil,
    ignore: [String] = []
  ) throws -> [String] {
    let outcome = try LintRun.run(
      LintRun.Request(
        paths: paths, currentDirectory: root, manifestMode: .static, catalog: .builtin,
        select: select, ignore: ignore),
      fileSystem: fs)
    return outcome.diagnostics.map {
      "\($0.location.path.dropFirst(root.count + 1)):\($0.location.line) \($0.severity.rawValue) \($0.ruleID)"
    }
  }

  @Test func byDefaultAllThreeReport() throws {
    #expect(
      try Self.lint(Self.package()) == [
        "Sources/Checkout/Cart.swift:1 warning unused-suppression",
        "Sources/Checkout/Cart.swift:3 warning invalid-suppression",
        "Sources/Checkout/Payment.swift:1 warning unreadable-file",
      ])
  }

  @Test func ignoreAndSelectNameThem() throws {
    #expect(
      try Self.lint(Self.package(), ignore: ["unreadable-file", "invalid-suppression"]) == [
        "Sources/Checkout/Cart.swift:1 warning unused-suppression"
      ])
    #expect(
      try Self.lint(Self.package(), select: ["unreadable-file"]) == [
        "Sources/Checkout/Payment.swift:1 warning unreadable-file"
      ])
  }

  @Test func theConfigurationSetsSeverityEnablesAndExcludes() throws {
    let fs = Self.package(
      configuration: #"""
        {"rules": {"unused-suppression": {"severity": "error"},
                   "invalid-suppression": {"enabled": false}},
         "excluded": ["Sources/Checkout/Payment.swift"]}
        """#)
    #expect(try Self.lint(fs) == ["Sources/Checkout/Cart.swift:1 error unused-suppression"])
    let disabled = Self.package(
      configuration: #"{"rules": {"unreadable-file": {"severity": "error"}}}"#)
    #expect(
      try Self.lint(disabled).contains("Sources/Checkout/Payment.swift:1 error unreadable-file"))
  }

  @Test func lintingOneFileReportsNothingAboutOtherPaths() throws {
    #expect(
      try Self.lint(Self.package(), paths: ["Sources/Checkout/Cart.swift"]) == [
        "Sources/Checkout/Cart.swift:1 warning unused-suppression",
        "Sources/Checkout/Cart.swift:3 warning invalid-suppression",
      ])
  }
}
