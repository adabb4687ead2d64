import Foundation
import Testing

@testable import BundleLintKit

/// Validates rendered SARIF against the official 2.1.0 schema with `Tests/Tools/validate-sarif.py`.
///
/// Needs `python3` on the `PATH` and the schema at `../shared/schemas/sarif-schema-2.1.0.json`
/// (relative to the package root) or at `$BUNDLELINT_SARIF_SCHEMA`; skipped otherwise.
@Suite struct SARIFSchemaValidationTests {
  static let schema: URL? = {
    let environment = ProcessInfo.processInfo.environment
    let candidates = [
      environment["BUNDLELINT_SARIF_SCHEMA"].map { URL(fileURLWithPath: $0) },
      GoldenFile.packageRoot.appendingPathComponent("../shared/schemas/sarif-schema-2.1.0.json")
        .standardizedFileURL,
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0.path) }
  }()

  static let python: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  static let canValidate = schema != nil && python != nil

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

    let process = Process()
    process.executableURL = python
    process.arguments = [
      GoldenFile.packageRoot.appendingPathComponent("Tests/Tools/validate-sarif.py").path,
      "--schema", schema.path, file.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "validate-sarif.py: \(message)")
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
    let process = Process()
    process.executableURL = python
    process.arguments = [
      GoldenFile.packageRoot.appendingPathComponent("Tests/Tools/validate-sarif.py").path,
      "--schema", schema.path, file.path,
    ]
    process.standardError = Pipe()
    process.standardOutput = Pipe()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
  }
}
