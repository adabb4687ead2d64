import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// `package-asset-misses-in-host` in the example repository of
/// `RuleExampleHarness.hostedProjectFile`: module `Feature` has no resources; the app's catalog
/// has `AppLogo`, the share extension's does not; what the extension's own file names decides
/// whether it runs the lookup.
@Suite struct PackageHostAssetTests {
  static let rule = RuleCatalog.builtin.rule(id: "package-asset-misses-in-host")!

  static func lint(_ code: String, shareView: String) -> [Diagnostic] {
    RuleExampleHarness.lintHostedPackage(
      Array(code.utf8), rules: [rule], files: ["Share/ShareView.swift": shareView])
  }

  @Test func aViewTheExtensionMakesNamesTheHostThatLacksTheAsset() throws {
    let found = Self.lint(
      "import SwiftUI\nstruct Badge {\n  var body: some View { Image(\"AppLogo\") }\n}\n",
      shareView: "let badge = Badge()\n")
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.location.line == 3)
    #expect(finding.message.contains("asset catalog of 'App.app' but not of 'Share.appex'"))
    #expect(finding.message.contains("Copy Bundle Resources of target 'Share'"))
  }

  @Test func anExtensionOfAnotherModulesTypeIsNamedOnlyByItsMember() {
    // The extension's file names `Foundation.Date`, not `Date.badge`.
    let code = """
      import Foundation
      import SwiftUI
      extension Foundation.Date {
        var badge: some View { Image("AppLogo") }
      }

      """
    #expect(
      Self.lint(code, shareView: "import Foundation\nlet day: Foundation.Date? = nil\n").isEmpty)
  }
}
