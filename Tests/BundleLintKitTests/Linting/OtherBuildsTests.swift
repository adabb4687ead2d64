import BundleLintTestSupport
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A SwiftPM target's file that a pod compiles too: the finding names the build it is about,
/// and a fix that passes `.module` (which the pod build lacks) is shown, never applied; the
/// module's helper that is right in each build stays a fix.
@Suite struct OtherBuildsTests {
  static func lint(_ files: [String: String]) throws -> [Diagnostic] {
    try KitPackage.lint(
      files.merging(
        [
          "Resources/en.lproj/Localizable.strings": "\"pay\" = \"Pay\";\n",
          "Resources/de.lproj/Localizable.strings": "\"pay\" = \"Zahlen\";\n",
        ], uniquingKeysWith: { first, _ in first }),
      select: ["localized-string-missing-bundle"],
      rootFiles: [
        "Kit.podspec": """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Sources/Kit/**/*.swift'
          s.resource_bundles = { 'KitResources' => ['Sources/Kit/Resources/**/*'] }
        end
        """
      ])
  }

  static let lookup = "import Foundation\nlet pay = NSLocalizedString(\"pay\", comment: \"\")\n"

  @Test func aModuleFixIsShownOnlyWhereAPodCompilesTheFileToo() throws {
    let finding = try #require(try Self.lint(["Pay.swift": Self.lookup]).first)
    #expect(finding.severity == .error)
    #expect(finding.message.hasPrefix("in the SwiftPM build of 'Kit', 'NSLocalizedString'"))
    #expect(finding.fix?.applicability == .displayOnly)
    let note = finding.notes.first { $0.message.hasPrefix("pod 'Kit' also compiles this file") }
    #expect(note?.message.contains("'Bundle.module' does not exist") == true)
    #expect(note?.message.contains("add a bundle locator that is right in each build") == true)
  }

  @Test func theModulesHelperRightInEachBuildStaysAFix() throws {
    let helper =
      ModuleHelperEvidenceTests.locator
      + "let help = NSLocalizedString(\"pay\", bundle: .kit, comment: \"\")\n"
    let finding = try #require(
      try Self.lint(["Pay.swift": Self.lookup, "Bundle+Kit.swift": helper]).first)
    #expect(finding.fix?.applicability == .safe)
    #expect(finding.fix?.edits.first?.replacement.contains(".kit") == true)
  }
}

/// The findings of a run on the fixture folder `name`.
func fixtureFindings(_ name: String) throws -> [Diagnostic] {
  let root = PackageRoot.path + "/Tests/Fixtures/" + name
  let request = LintRun.Request(
    paths: [root], currentDirectory: root, manifestMode: .static, catalog: .builtin)
  return try LintRun.run(request, fileSystem: LocalFileSystem()).diagnostics
}

/// The fixture built three ways (SwiftPM, a pod, an Xcode framework target): the finding names
/// both other builds, and the module's locator is the fix, right in each.
@Suite struct ThreeBuildsFixtureTests {
  @Test func theFindingNamesEachOtherBuildAndItsFixIsTheLocator() throws {
    let found = try fixtureFindings("DualBuild")
    #expect(found.map(\.location.line) == [5])
    let builds = "Xcode target 'Kit' and pod 'Kit' also compile this file"
    #expect(found.first?.notes.contains { $0.message == builds } == true)
    #expect(found.first?.message.hasPrefix("in the SwiftPM build of 'Kit', ") == true)
    #expect(found.first?.fix?.edits.first?.replacement == ", bundle: .kit")
    #expect(found.first?.fix?.applicability == .safe)
  }
}

/// A package whose tools version has `#bundle`, also built by an Xcode framework target in a
/// project format only Xcode 26 opens: the fix passes `#bundle`, right in both builds.
@Suite struct BundleMacroFixtureTests {
  @Test func theFixPassesTheBundleMacro() throws {
    let found = try fixtureFindings("MacroBuild")
    #expect(found.map(\.location.line) == [5])
    #expect(found.first?.fix?.edits.first?.replacement == ", bundle: #bundle")
    #expect(found.first?.fix?.applicability == .safe)
    #expect(found.first?.message.hasSuffix("add 'bundle: #bundle'") == true)
  }
}

/// The fix kept to what compiles in each build, decided from the builds alone.
@Suite struct KeepFixCompilingTests {
  static let location = SourceLocation(path: "Pay.swift", offset: 4, line: 1, column: 5)

  static func finding(_ replacement: String) -> Diagnostic {
    var diagnostic = Diagnostic(
      ruleID: "localized-string-missing-bundle", severity: .error,
      message: "'Text' looks up 'pay' in the main bundle; add 'bundle: .module'",
      location: location)
    diagnostic.fix = Fix(
      title: "add 'bundle: .module'",
      edits: [Edit(start: location, end: location, replacement: replacement)],
      applicability: .safe)
    return diagnostic
  }

  static let framework = OtherBuild(
    kind: .xcodeTarget, name: "Kit", findsResourcesWithBundleMacro: true)

  @Test(arguments: [
    (framework, true, ", bundle: #bundle", Fix.Applicability.safe),
    (framework, false, ", bundle: .module", .displayOnly),
    (OtherBuild(kind: .xcodeTarget, name: "Kit"), true, ", bundle: .module", .displayOnly),
    (OtherBuild(kind: .pod, name: "Kit"), true, ", bundle: .module", .displayOnly),
  ])
  func theMacroOnlyWhereEveryBuildHasItAndFindsTheResources(
    build: OtherBuild, tools: Bool, replacement: String, applicability: Fix.Applicability
  ) {
    var diagnostic = Self.finding(", bundle: .module")
    OtherBuilds.keepFixCompiling(
      &diagnostic, module: "Kit", builds: [build], toolsHaveBundleMacro: tools)
    #expect(diagnostic.fix?.edits.first?.replacement == replacement)
    #expect(diagnostic.fix?.applicability == applicability)
    #expect(diagnostic.message.hasPrefix("in the SwiftPM build of 'Kit', 'Text'"))
  }

  @Test func aHelperOfTheModuleIsLeftAsItIs() {
    var diagnostic = Self.finding(", bundle: .kit")
    OtherBuilds.keepFixCompiling(
      &diagnostic, module: "Kit", builds: [OtherBuild(kind: .pod, name: "Kit")],
      toolsHaveBundleMacro: false)
    #expect(diagnostic.fix?.applicability == .safe)
    #expect(diagnostic.notes.map(\.message) == ["pod 'Kit' also compiles this file"])
  }

  @Test(arguments: [
    ("bundle: .module", "bundle: #bundle"),
    ("Bundle.module", "#bundle"),
    (".atURL(Bundle.module.bundleURL)", ".atURL(#bundle.bundleURL)"),
    ("self.module", "self.module"),
    (".moduleBundle", ".moduleBundle"),
    ("Bundle.moduleX", "Bundle.moduleX"),
    ("bundle: .kit", "bundle: .kit"),
  ])
  func theMacroSpellsOnlySwiftPMsAccessor(code: String, expected: String) {
    #expect(OtherBuilds.withBundleMacro(code) == expected)
  }
}

/// A SwiftPM target whose folder is a link to the folder a pod compiles by its real path: the
/// same file in both builds, so the `Bundle.module` fix is shown only.
@Suite struct LinkedFolderFixtureTests {
  @Test func thePodThatNamesTheRealPathIsAnotherBuild() throws {
    let found = try fixtureFindings("LinkedFolder")
    #expect(found.map(\.ruleID) == ["main-bundle-lookup"])
    #expect(found.first?.severity == .warning)
    #expect(found.first?.fix?.applicability == .displayOnly)
    let notes = found.first?.notes.map(\.message) ?? []
    #expect(notes.contains { $0.hasPrefix("pod 'Kit' also compiles this file") })
  }
}
