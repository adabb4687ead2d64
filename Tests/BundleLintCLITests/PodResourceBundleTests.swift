import Foundation
import Testing

/// A pod that keeps its resources in a resource bundle (`Tests/Fixtures/PodResourceBundle`):
/// its locator of that bundle is right, a main-bundle lookup is a finding, and the fix passes
/// the locator, not `Bundle(for:)`, which opens the framework and not the bundle inside it.
@Suite struct PodResourceBundleTests {
  @Test func theLocatorIsRightAndIsTheFix() throws {
    let copy = try TemporaryPackage(copying: "PodResourceBundle")
    let result = try BinaryRunner.run(["--no-cache", "."], in: copy.root)
    let findings = result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
    #expect(
      findings.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
        "Sources/Kit/Kit.swift:15"
      ])
    #expect(findings.first?.contains("pass 'bundle: .kitResources'") == true)
    let diff = try BinaryRunner.run(
      ["--no-cache", "--unsafe-fixes", "--diff", "."], in: copy.root)
    #expect(
      diff.stdout.contains(
        "+  public static let pay = NSLocalizedString(\"pay\", bundle: .kitResources, comment: \"\")"
      ))
    #expect(!diff.stdout.contains("Bundle(for: KitToken.self), comment"))
  }
}
