import Foundation
import Testing

/// The lookups that read unlike a plain call, end to end on `Tests/Fixtures/Recall`: a
/// conditional expression of literals (each literal a key), `#imageLiteral(resourceName:)`, and a
/// literal passed to the package's own `LocalizedStringResource` parameter.
@Suite struct RecallTests {
  static let view = "Sources/Feature/FeatureView.swift"

  @Test func eachLookupIsReportedAndTheLookAlikesAreNot() throws {
    let package = try TemporaryPackage(copying: "Recall")
    let result = try BinaryRunner.run(["."], in: package.root)
    #expect(
      ResourceContentsTests.findings(result.stdout) == [
        "\(Self.view):14 error [localized-string-missing-bundle]",
        "\(Self.view):14 error [localized-string-missing-bundle]",
        "\(Self.view):16 warning [unknown-localization-key]",
        "\(Self.view):17 warning [wrapper-missing-bundle]",
        "\(Self.view):20 error [key-api-without-bundle]",
        "\(Self.view):20 error [key-api-without-bundle]",
        "\(Self.view):24 error [asset-missing-bundle]",
        "\(Self.view):25 warning [resource-in-other-module]",
      ], "\(result.stdout)")
    // Each branch is named, and the call's one fix is offered once.
    #expect(result.stdout.contains("'Text' looks up 'feature.on' in the main bundle"))
    #expect(result.stdout.contains("'Text' looks up 'feature.off' in the main bundle"))
    #expect(result.stdout.contains("did you mean 'feature.off'?"))
    #expect(
      result.stdout.contains(
        "replace '\"row.title\"' with 'LocalizedStringResource(\"row.title\", bundle: .atURL(Bundle.module.bundleURL))'"
      ))
    #expect(
      result.stdout.contains(
        "'#imageLiteral' loads 'logo' from the main bundle, so the package's image is missing at run time; rewrite as 'UIImage(named: \"logo\", in: .module, with: nil)'"
      ))
    #expect(result.stdout.contains("'trash' is in module DesignSystem's asset catalog"))
    #expect(result.status == 1)
  }

  @Test func theFixesOfABranchedCallEditItOnce() throws {
    let package = try TemporaryPackage(copying: "Recall")
    let result = try BinaryRunner.run([".", "--format", "json"], in: package.root)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    let branches = findings.filter {
      $0["rule"] as? String == "localized-string-missing-bundle" && $0["line"] as? Int == 14
    }
    #expect(branches.count == 2)
    #expect(branches.filter { $0["fix"] is [String: Any] }.count == 1)
  }
}
