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
