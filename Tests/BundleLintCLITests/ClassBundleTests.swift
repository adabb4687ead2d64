import Foundation
import Testing

/// A library that SwiftPM and CocoaPods both build (`Tests/Fixtures/ClassBundle`): lookups that
/// pass its `Bundle(for:)` helper are warnings about the SwiftPM build, their fixes shown only.
@Suite struct ClassBundleTests {
  @Test func helperLookupsAreWarningsAboutTheSwiftPMBuild() throws {
    let result = try BinaryRunner.run(["--format", "json", "Tests/Fixtures/ClassBundle"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    let lookups = findings.filter { ($0["rule"] as? String) == "localized-string-missing-bundle" }
    #expect(
      lookups.map { "\($0["path"] ?? ""):\($0["line"] ?? "")" } == [
        "Tests/Fixtures/ClassBundle/Sources/Kit/CardFormController.swift:5"
      ])
    #expect(lookups.allSatisfy { ($0["severity"] as? String) == "warning" })
    #expect(
      !findings.contains {
        ($0["path"] as? String)?.hasSuffix("CardFormController.swift") == true
          && ($0["line"] as? Int) == 8
      })
  }
}

/// A CocoaPods spec (`Tests/Fixtures/Pod`) is a build of its own: a framework whose bundle
/// carries the spec's resources, so a main-bundle lookup of one of them misses in the app.
@Suite struct PodTests {
  @Test func aPodsMainBundleLookupOfItsOwnImageIsAFinding() throws {
    let copy = try TemporaryPackage(copying: "Pod")
    let result = try BinaryRunner.run(["--no-cache", "."], in: copy.root)
    let findings = result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
    #expect(
      findings.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
        "Kit/Sources/ToggleView.swift:4"
      ])
    #expect(findings.first?.contains("'eye_open' is in framework Kit's image files") == true)
    #expect(result.status == 1)
  }
}
