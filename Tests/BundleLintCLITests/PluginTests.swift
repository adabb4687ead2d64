import BundleLintTestSupport
import Foundation
import Testing

/// The SwiftPM plugins, run by `swift` on a copy of `Tests/Fixtures/Adoption/PluginHost`, which
/// depends on this checkout by path. The first run builds bundlelint for the host in a scratch
/// folder kept in `.build/plugin-host`, so later runs are quick.
///
/// Skipped when `swift` is not on `PATH` or `BUNDLELINT_PLUGIN_TESTS=0`.
@Suite(
  .serialized,
  .enabled(if: SwiftTool.url != nil, "needs 'swift' on PATH and BUNDLELINT_PLUGIN_TESTS not 0"))
struct PluginTests {
  static let scratch = BinaryRunner.packageRoot.appendingPathComponent(".build/plugin-host")

  /// A fresh copy of the host package whose dependency points at this checkout.
  static func hostCopy() throws -> URL {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-plugin-host-\(UUID().uuidString)")
    try FileManager.default.copyItem(
      at: BinaryRunner.fixtures.appendingPathComponent("Adoption/PluginHost"), to: copy)
    let manifest = copy.appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
      .replacingOccurrences(of: "\"../../../..\"", with: "\"\(BinaryRunner.packageRoot.path)\"")
    try text.write(to: manifest, atomically: true, encoding: .utf8)
    return copy
  }

  /// Runs `swift arguments…` and returns its exit status and everything it printed.
  static func runSwift(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let result = try ProcessRunner.run(
      try #require(SwiftTool.url), arguments, mergingOutput: true)
    return (result.status, result.stdout)
  }

  @Test func commandPluginLintsThePackageItRunsIn() throws {
    let host = try Self.hostCopy()
    defer { try? FileManager.default.removeItem(at: host) }
    let common = ["package", "--package-path", host.path, "--scratch-path", Self.scratch.path]

    let failing = try Self.runSwift(common + ["bundlelint"])
    #expect(failing.status != 0, "\(failing.output)")
    #expect(failing.output.contains("Sources/Shop/Checkout.swift:5:"), "\(failing.output)")
    #expect(failing.output.contains("[localized-string-missing-bundle]"))
    // The correct lookup on line 8 is not reported, nor the file .bundlelint.json excludes.
    #expect(!failing.output.contains("Checkout.swift:8:"))
    #expect(!failing.output.contains("L10n.swift"))

    // Options pass through to bundlelint.
    let passing = try Self.runSwift(common + ["bundlelint", "--fail-on", "never"])
    #expect(passing.status == 0, "\(passing.output)")
    #expect(passing.output.contains("Sources/Shop/Checkout.swift:5:"))

    let oneTarget = try Self.runSwift(
      common + ["bundlelint", "--target", "Shop", "--fail-on", "never"])
    #expect(oneTarget.status == 0, "\(oneTarget.output)")
    #expect(oneTarget.output.contains("Checkout.swift:5:"))
    // The runs keep their rerun cache in the plugin's work folder.
    let files = FileManager.default.enumerator(atPath: Self.scratch.path)?.allObjects ?? []
    let entries = files.compactMap { $0 as? String }.filter {
      $0.hasSuffix(".run") && $0.contains("/cache/")
    }
    #expect(!entries.isEmpty)
  }

  @Test func commandPluginPassesFixThroughWhenAllowedToWrite() throws {
    let host = try Self.hostCopy()
    defer { try? FileManager.default.removeItem(at: host) }
    let fixed = try Self.runSwift([
      "package", "--package-path", host.path, "--scratch-path", Self.scratch.path,
      "--allow-writing-to-package-directory", "bundlelint", "--fix",
    ])
    #expect(fixed.status == 0, "\(fixed.output)")
    let source = try String(
      contentsOf: host.appendingPathComponent("Sources/Shop/Checkout.swift"), encoding: .utf8)
    #expect(
      source.contains(
        "NSLocalizedString(\"checkout.title\", bundle: .module, comment: \"\")"))
  }

  /// `swift package bundlelint-fix` declares the permission to write: SwiftPM will not run it
  /// without that permission (asked for, or given with the flag), and with it the safe fixes
  /// land; the lint plugin, which declares none, runs without it.
  @Test func fixPluginDeclaresThePermissionToWrite() throws {
    let host = try Self.hostCopy()
    defer { try? FileManager.default.removeItem(at: host) }
    let common = ["package", "--package-path", host.path, "--scratch-path", Self.scratch.path]
    let checkout = host.appendingPathComponent("Sources/Shop/Checkout.swift")
    let before = try String(contentsOf: checkout, encoding: .utf8)

    let refused = try Self.runSwift(common + ["bundlelint-fix"])
    #expect(refused.status != 0, "\(refused.output)")
    #expect(refused.output.contains("allow-writing-to-package-directory"), "\(refused.output)")
    #expect(try String(contentsOf: checkout, encoding: .utf8) == before)

    let fixed = try Self.runSwift(
      [
        "package", "--package-path", host.path, "--scratch-path", Self.scratch.path,
        "--allow-writing-to-package-directory", "bundlelint-fix",
      ])
    #expect(fixed.status == 0, "\(fixed.output)")
    #expect(
      try String(contentsOf: checkout, encoding: .utf8).contains(
        "NSLocalizedString(\"checkout.title\", bundle: .module, comment: \"\")"))
  }

  /// The key is in the module's own table, so the lookup is certain to miss it: an error for the
  /// command line, a warning for the build, which succeeds, as the README says.
  @Test func buildToolPluginShowsWarningsWithoutFailingTheBuild() throws {
    let host = try Self.hostCopy()
    defer { try? FileManager.default.removeItem(at: host) }
    let build = try Self.runSwift([
      "build", "--package-path", host.path, "--scratch-path", Self.scratch.path,
    ])
    #expect(build.status == 0, "\(build.output)")
    let finding = build.output.split(separator: "\n").first {
      $0.contains("Checkout.swift:5:") && $0.contains("[localized-string-missing-bundle]")
    }
    #expect(finding?.contains(": warning: ") == true, "\(build.output)")
    #expect(!build.output.contains(": error: "), "\(build.output)")
  }

  /// A configuration whose `failOn` asks for errors gets them, and a failed build.
  @Test func buildToolPluginFailsTheBuildWhereFailOnAsks() throws {
    let host = try Self.hostCopy()
    defer { try? FileManager.default.removeItem(at: host) }
    try #"{ "excluded": ["Sources/Shop/Generated"], "failOn": "error" }"#.write(
      to: host.appendingPathComponent(".bundlelint.json"), atomically: true, encoding: .utf8)
    let build = try Self.runSwift([
      "build", "--package-path", host.path, "--scratch-path", Self.scratch.path,
    ])
    #expect(build.status != 0, "\(build.output)")
    let finding = build.output.split(separator: "\n").first {
      $0.contains("Checkout.swift:5:") && $0.contains("[localized-string-missing-bundle]")
    }
    #expect(finding?.contains(": error: ") == true, "\(build.output)")
  }
}

/// The `swift` driver on `PATH`, unless plugin tests are switched off.
enum SwiftTool {
  static let url: URL? = {
    let environment = ProcessInfo.processInfo.environment
    if environment["BUNDLELINT_PLUGIN_TESTS"] == "0" { return nil }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()
}
