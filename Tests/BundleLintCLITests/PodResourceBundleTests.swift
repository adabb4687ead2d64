import Foundation
import Testing

/// A pod that keeps its resources in a resource bundle (`Tests/Fixtures/PodResourceBundle`):
/// its locator of that bundle is right; a main-bundle lookup and a `Bundle(for:)` lookup are
/// findings (`Bundle(for:)` opens the framework, not the bundle inside it), and both fixes pass
/// the locator.
@Suite struct PodResourceBundleTests {
  @Test func theLocatorIsRightAndIsTheFix() throws {
    let copy = try TemporaryPackage(copying: "PodResourceBundle")
    let result = try BinaryRunner.run(["--no-cache", "."], in: copy.root)
    let findings = result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
    #expect(
      findings.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
        "Sources/Kit/Kit.swift:15", "Sources/Kit/Kit.swift:17",
      ])
    #expect(findings.allSatisfy { $0.contains("pass 'bundle: .kitResources'") })
    #expect(findings.last?.contains("error: 'help' is in the") == true)
    #expect(findings.last?.contains("[pod-lookup-misses-resource-bundle]") == true)
    let diff = try BinaryRunner.run(
      ["--no-cache", "--unsafe-fixes", "--diff", "."], in: copy.root)
    #expect(
      diff.stdout.contains(
        "+  public static let pay = NSLocalizedString(\"pay\", bundle: .kitResources, comment: \"\")"
      ))
    #expect(
      diff.stdout.contains(
        "+  public static let help = NSLocalizedString(\"help\", bundle: .kitResources, comment: \"\")"
      ))
    #expect(
      !diff.stdout.contains(
        "+  public static let help = NSLocalizedString(\"help\", bundle: Bundle"))
  }
}
