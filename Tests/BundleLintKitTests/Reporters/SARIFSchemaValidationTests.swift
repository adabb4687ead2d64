import BundleLintTestSupport
import Foundation
import Testing

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// Validates rendered SARIF against the official 2.1.0 schema with `Tests/Tools/validate-sarif.py`.
///
/// Needs `python3` on the `PATH` and the schema at `../shared/schemas/sarif-schema-2.1.0.json`
/// (relative to the package root) or at `$BUNDLELINT_SARIF_SCHEMA`; skipped otherwise.
@Suite struct SARIFSchemaValidationTests {
  static let schema: URL? = {
    let environment = ProcessInfo.processInfo.environment
    let candidates = [
      environment["BUNDLELINT_SARIF_SCHEMA"].map { URL(fileURLWithPath: $0) },
      PackageRoot.url("../shared/schemas/sarif-schema-2.1.0.json").standardizedFileURL,
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.path) }
  }()

  static let python: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent("python3")
    }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  static let canValidate = schema != nil && python != nil

  static let validator = PackageRoot.url("Tests/Tools/validate-sarif.py").path

  @Test(
    .enabled(
      if: canValidate,
      "needs python3 and the SARIF schema at ../shared/schemas/sarif-schema-2.1.0.json or $BUNDLELINT_SARIF_SCHEMA"
    ),
    arguments: ["rich", "empty"])
  func renderedSARIFIsValid(sample: String) throws {
    let schema = try #require(Self.schema)
    let python = try #require(Self.python)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-\(sample)-\(UUID().uuidString).sarif")
    try Data(SARIFReporter.render(SampleReports.named(sample)).utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }

    let result = try ProcessRunner.run(
      python, [Self.validator, "--schema", schema.path, file.path])
    #expect(result.status == 0, "validate-sarif.py: \(result.stderr)")
  }

  @Test(.enabled(if: canValidate, "needs python3 and the SARIF schema"))
  func validatorRejectsInvalidSARIF() throws {
    let schema = try #require(Self.schema)
    let python = try #require(Self.python)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-invalid-\(UUID().uuidString).sarif")
    // The columns of a region start at 1.
    let valid = SARIFReporter.render(SampleReports.rich)
    let broken = valid.replacingOccurrences(
      of: #""startColumn" ?: ?7,"#, with: #""startColumn": 0,"#, options: .regularExpression)
    try #require(broken != valid)
    try Data(broken.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try ProcessRunner.run(
      python, [Self.validator, "--schema", schema.path, file.path])
    #expect(result.status == 1)
  }
}
