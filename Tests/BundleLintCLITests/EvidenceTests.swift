import Foundation
import Testing

/// Evidence first, end to end on `Tests/Fixtures/Evidence` (an app's table beside its local
/// package `Kit`): each line marked `// bug` is reported as an error, each marked `// latent` (the
/// app duplicates the module's key) as a warning, each marked `// fine` not at all, and the
/// opt-in rule reports the literals that no table or catalog of the package has.
@Suite struct EvidenceTests {
  static let view = "Tests/Fixtures/Evidence/LocalPackages/Kit/Sources/Kit/KitView.swift"

  /// `line severity [rule]` of each finding in the view (notes left out).
  static func findings(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").compactMap { line in
      guard line.hasPrefix(Self.view + ":"), line.hasSuffix("]"), !line.contains(": note: ")
      else { return nil }
      let parts = line.split(separator: ":", maxSplits: 4)
      let rule = line[line.lastIndex(of: "[")!...]
      return "\(parts[1]) \(parts[3].trimmingCharacters(in: .whitespaces)) \(rule)"
    }
  }

  /// The lines of the view marked `marker`.
  static func lines(marked marker: String) throws -> [String] {
    let text = try String(contentsOfFile: Self.view, encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .filter { $0.element.contains(marker) }.map { String($0.offset + 1) }
  }

  @Test func onlyWhatTheEvidenceSupportsIsReported() throws {
    // The full layout prints the evidence note.
    let result = try BinaryRunner.run(["--format", "full", "Tests/Fixtures/Evidence"])
    #expect(
      Self.findings(result.stdout) == [
        "9 error [localized-string-missing-bundle]",
        "10 warning [localized-string-missing-bundle]",
        "13 error [asset-missing-bundle]",
      ])
    #expect(
      result.stdout.contains(
        "note: 'kit.title' is in this module's Localizable.strings; this call looks in the main bundle, so it is certain to miss it"
      ))
    #expect(
      result.stdout.contains(
        "note: 'shared.ok' is in this module's Localizable.strings; the main-bundle lookup finds it only because the app holds it too"
      ))
    let flagged = Set(Self.findings(result.stdout).map { String($0.split(separator: " ")[0]) })
    #expect(try Set(Self.lines(marked: "// bug") + Self.lines(marked: "// latent")) == flagged)
    #expect(try Self.lines(marked: "// fine").allSatisfy { !flagged.contains($0) })
    #expect(result.status == 1)
  }

  /// A view whose other texts are `Text(verbatim:)` phrases keeps a found key a warning, with a
  /// note that says why, unless it passes a bundle elsewhere; a translator comment that declines
  /// translation silences the finding.
  @Test func textsMeantInOneLanguageSayLess() throws {
    let result = try BinaryRunner.run(["Tests/Fixtures/Evidence"])
    let view = "Tests/Fixtures/Evidence/LocalPackages/Kit/Sources/Kit/DebugView.swift"
    let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix(view + ":") }
    #expect(
      lines.filter { !$0.contains(": note: ") }.map { String($0.dropFirst(view.count)) } == [
        ":8:7: warning: 'Button' looks up 'kit.title' in the main bundle and takes no bundle, so the package's translation is never shown; rewrite as 'Button { … } label: { Text(\"kit.title\", bundle: .module) }' [key-api-without-bundle]",
        ":18:7: error: 'Text' looks up 'kit.title' in the main bundle, so the package's translation is never shown; add 'bundle: .module' [localized-string-missing-bundle]",
      ])
    #expect(
      lines.contains(
        "\(view):6:7: note: this type writes its other texts with 'Text(verbatim:)', as if it were meant in one language, so the finding is a warning rather than an error"
      ))
  }

  /// A key that only a module this one cannot import has (it depends on this one, not the
  /// other way) is a coincidence of names: `resource-in-other-module` speaks only toward the
  /// modules the manifest lets this one import.
  @Test func anotherModulesKeyCountsOnlyWhenThisModuleImportsIt() throws {
    let package = try TemporaryPackage([
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "Kit", defaultLocalization: "en",
        targets: [
          .target(name: "Core", resources: [.process("Resources")]),
          .target(name: "UI", dependencies: ["Core"], resources: [.process("Resources")]),
        ])

      """,
      "Sources/Core/Resources/en.lproj/Localizable.strings": "\"core.name\" = \"Name\";\n",
      "Sources/Core/Resources/de.lproj/Localizable.strings": "\"core.name\" = \"Name (de)\";\n",
      "Sources/Core/Core.swift": "import SwiftUI\nlet a = Text(\"ui.title\")\n",
      "Sources/UI/Resources/en.lproj/Localizable.strings": "\"ui.title\" = \"Title\";\n",
      "Sources/UI/Resources/de.lproj/Localizable.strings": "\"ui.title\" = \"Titel\";\n",
      "Sources/UI/UI.swift": "import SwiftUI\nlet b = Text(\"core.name\")\n",
    ])
    let result = try BinaryRunner.run(["."], in: package.root)
    let findings = result.stdout.split(separator: "\n").filter {
      !$0.contains(": note: ") && $0.hasSuffix("]")
    }
    #expect(
      findings.map { String($0.prefix { $0 != ":" }) + " " + String($0[$0.lastIndex(of: "[")!...]) }
        == ["Sources/UI/UI.swift [resource-in-other-module]"])
  }

  @Test func theOptInRuleReportsLiteralsNothingInThePackageHas() throws {
    let result = try BinaryRunner.run(
      ["--select", "lookup-outside-package", "Tests/Fixtures/Evidence"])
    #expect(
      Self.findings(result.stdout) == [
        "11 warning [lookup-outside-package]",
        "14 warning [lookup-outside-package]",
      ])
    #expect(
      result.stdout.contains(
        "'Text' looks up '••••' in the main bundle, and no table or catalog of the package has it, so it shows only if the app provides it"
      ))
  }

  @Test func hostProvidedSilencesTheOptInRule() throws {
    let package = try TemporaryPackage(copying: "Evidence")
    let configuration = "LocalPackages/Kit/.bundlelint.json"
    try package.write(configuration, #"{"optIn": ["lookup-outside-package"]}"#)
    let optedIn = try BinaryRunner.run(["."], in: package.root)
    #expect(optedIn.stdout.contains("[lookup-outside-package]"))
    try package.write(
      configuration, #"{"optIn": ["lookup-outside-package"], "hostProvided": ["Kit"]}"#)
    let result = try BinaryRunner.run(["."], in: package.root)
    #expect(!result.stdout.contains("[lookup-outside-package]"))
    #expect(result.stdout.contains("[localized-string-missing-bundle]"))
  }
}
