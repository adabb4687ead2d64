import Foundation
import Testing

/// A package module's main-bundle lookups search the bundles of the apps and extensions that
/// run it, as the Xcode projects say (`Tests/Fixtures/XcodeHosted`: `Reader.xcodeproj` links
/// the local package `Kit`; `Other/` holds another app's tables, which Kit never runs in).
@Suite struct XcodeHostedTests {
  @Test func theHostsOfAPackageComeFromTheProjectsThatLinkIt() throws {
    let result = try BinaryRunner.run(["Tests/Fixtures/XcodeHosted"])
    let view = "Tests/Fixtures/XcodeHosted/Packages/Kit/Sources/Kit/KitView.swift"
    let findings = result.stdout.split(separator: "\n").filter {
      $0.hasPrefix(view + ":") && !$0.contains(": note: ")
    }
    // 'kit.title' is only in Other's table: Reader, Kit's one host, lacks it. 'kit.shared' is
    // found in Reader's copy: a warning that names it.
    #expect(findings.map { $0.split(separator: ":")[1] } == ["6", "7"])
    #expect(findings.first?.contains("error: 'Text' looks up 'kit.title'") == true)
    #expect(findings.last?.contains("warning: 'Text' looks up 'kit.shared'") == true)
    #expect(
      result.stdout.contains(
        "note: 'kit.shared' is in this module's Localizable.strings; the main-bundle lookup finds it only because 'Reader.app' holds it too"
      ))
    #expect(result.status == 1)
  }
}
