import BundleLintTestSupport
import Testing

@testable import BundleLintKit

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
    #expect(finding.fix?.applicability == .displayOnly)
    let note = finding.notes.first { $0.message.hasPrefix("this is about the SwiftPM build") }
    #expect(note?.message.contains("pod 'Kit' also compiles this file") == true)
    #expect(note?.message.contains("'Bundle.module' does not exist") == true)
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

/// The fixture built three ways (SwiftPM, a pod, an Xcode framework target): the finding names
/// both other builds, and the module's locator is the fix, right in each.
@Suite struct ThreeBuildsFixtureTests {
  @Test func theFindingNamesEachOtherBuildAndItsFixIsTheLocator() throws {
    let root = PackageRoot.path + "/Tests/Fixtures/DualBuild"
    let request = LintRun.Request(
      paths: [root], currentDirectory: root, manifestMode: .static, catalog: .builtin)
    let found = try LintRun.run(request, fileSystem: LocalFileSystem()).diagnostics
    #expect(found.map(\.location.line) == [5])
    let note = found.first?.notes.first { $0.message.hasPrefix("this is about the SwiftPM build") }
    let builds = "Xcode target 'Kit' and pod 'Kit' also compile this file"
    #expect(note?.message.contains(builds) == true)
    #expect(found.first?.fix?.edits.first?.replacement == ", bundle: .kit")
    #expect(found.first?.fix?.applicability == .safe)
  }
}
