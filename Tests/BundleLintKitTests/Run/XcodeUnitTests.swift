import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// The targets of Xcode projects linted as one unit: the project rules speak only with their
/// evidence, and everything else about app and extension code stays silent.
@Suite struct XcodeUnitTests {
  typealias Harness = RuleExampleHarness

  static let rules = RuleCatalog.builtin.rules.filter { !$0.isOptIn }

  /// The findings of the default rules for `code` compiled into `targets` of the example
  /// project (an app `App` that embeds `Share` and `Kit`; `Kit` is loaded by both).
  static func lint(_ code: String, in targets: [String], files: [String: String] = [:])
    -> [Diagnostic]
  {
    Harness.lintInProject(Array(code.utf8), rules: rules, targets: targets, files: files)
  }

  @Test func appCodeLookingUpTheAppsOwnResourcesIsSilent() {
    let code = """
      let title = NSLocalizedString("app.title", comment: "")
      let text = Text("app.title")
      let logo = UIImage(named: "AppLogo")
      let missing = Text("nowhere")

      """
    #expect(Self.lint(code, in: ["App"]).isEmpty)
  }

  @Test func aFrameworkLookupNamesTheHostThatLacksTheKeyAndPointsAtTheFrameworksPhase() {
    let findings = Self.lint("let ok = NSLocalizedString(\"kit.ok\", comment: \"\")\n", in: ["Kit"])
    #expect(findings.map(\.ruleID) == ["framework-lookup-in-main-bundle"])
    let finding = findings[0]
    #expect(finding.severity == .error)
    #expect(finding.message.contains("'App.app' lacks it"))
    #expect(finding.message.contains("pass 'bundle: Bundle(for: KitView.self)'"))
    #expect(finding.fix?.edits.map(\.replacement) == [", bundle: Bundle(for: KitView.self)"])
    // The evidence: where the framework gets its resources, the line of its Resources phase.
    let note = finding.notes.first { $0.message == "'Kit' copies its resources here" }
    #expect(note?.location?.path.hasSuffix("Shop.xcodeproj/project.pbxproj") == true)
    #expect(note?.location?.line == Self.line(of: "H3000002 = {isa = PBXResourcesBuildPhase"))
  }

  @Test func aFrameworkKeyThatEveryHostCopiesToo() {
    let both = [
      "App/en.lproj/Localizable.strings": "\"app.title\" = \"Shop\";\n\"kit.ok\" = \"OK\";\n",
      "Share/en.lproj/Localizable.strings": "\"share.title\" = \"Share\";\n\"kit.ok\" = \"OK\";\n",
    ]
    let code = "let ok = NSLocalizedString(\"kit.ok\", comment: \"\")\n"
    // Every host copies it: a latent miss, a warning that names them.
    let copied = Self.lint(code, in: ["Kit"], files: both)
    #expect(copied.map(\.ruleID) == ["framework-lookup-by-duplication"])
    #expect(copied.first?.severity == .warning)
    #expect(copied.first?.message.contains("'App.app', 'Share.appex'") == true)
    // One host without it is named.
    let appOnly = ["App/en.lproj/Localizable.strings": both["App/en.lproj/Localizable.strings"]!]
    let findings = Self.lint(code, in: ["Kit"], files: appOnly)
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("'Share.appex' lacks it") == true)
  }

  @Test func aFrameworkThatDeclaresNoClassIsToldToDeclareAToken() {
    let findings = Self.lint(
      "let ok = NSLocalizedString(\"kit.ok\", comment: \"\")\n", in: ["Kit"],
      files: ["Kit/KitView.swift": "public struct KitView {}\n"])
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("declare 'final class BundleToken {}' in Kit") == true)
    // `#bundle` is the framework's bundle too, where the toolchain has the macro.
    #expect(
      findings.first?.message.contains(
        "(or 'bundle: #bundle' when it builds with Xcode 26 or later)")
        == true)
    #expect(findings.first?.fix == nil)
  }

  @Test func anExtensionLookupOfTheContainingAppsKeyPointsAtItsCopyPhase() {
    let findings = Self.lint("let title = Text(\"app.title\")\n", in: ["Share"])
    #expect(findings.map(\.ruleID) == ["extension-lookup-misses"])
    #expect(findings.first?.message.contains("which is 'Share.appex' and lacks it") == true)
    #expect(findings.first?.fix == nil)
    let note = findings.first?.notes.first { $0.message == "'Share' copies its resources here" }
    #expect(note?.location?.line == Self.line(of: "H2000002 = {isa = PBXResourcesBuildPhase"))
  }

  @Test func anExtensionLookingUpItsOwnKeyOrANameNoBundleHasIsSilent() {
    let code = """
      let own = Text("share.title")
      let nowhere = Text("nowhere")
      let passed = NSLocalizedString("app.title", bundle: appBundle, comment: "")

      """
    #expect(Self.lint(code, in: ["Share"]).isEmpty)
  }

  @Test func aFileTheAppAndTheExtensionBothCompileIsReportedOnlyWhereEveryTargetIsWrong() {
    // Right in the app (its own table), wrong in the extension: silent.
    #expect(Self.lint("let title = Text(\"app.title\")\n", in: ["Share", "App"]).isEmpty)
    // A key no target has is silent in each of them.
    #expect(Self.lint("let text = Text(\"nowhere\")\n", in: ["Share", "App"]).isEmpty)
  }

  @Test func codeTheTargetsConditionsExcludeIsSilent() {
    let code = """
      #if false
      let title = Text("app.title")
      #endif

      """
    #expect(Self.lint(code, in: ["Share"]).isEmpty)
  }

  @Test func aSourceFileTheProjectNamesButTheCheckoutLacksIsNoFinding() {
    var fs = InMemoryFileSystem(currentDirectory: Harness.projectRoot)
    fs.addFile(
      Harness.projectRoot + "/Shop.xcodeproj/project.pbxproj",
      Harness.projectFile(exampleIn: ["Share"]))
    fs.addFile(Harness.projectRoot + "/Share/ShareView.swift", "struct ShareView {}\n")
    let request = LintRun.Request(
      paths: ["."], currentDirectory: Harness.projectRoot, manifestMode: .static,
      catalog: RuleCatalog(rules: Self.rules))
    let outcome = try? LintRun.run(request, fileSystem: fs)
    #expect(outcome?.diagnostics.isEmpty == true)
    #expect(outcome?.filesScanned == 1)
  }

  /// The 1-based line of the example project file that contains `text`.
  static func line(of text: String) -> Int? {
    Harness.projectFile(exampleIn: ["Kit"]).split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(text) }.map { $0 + 1 }
  }
}
