import Foundation

/// Runs the built `generate-rules` tool (`Tests/Tools/GenerateRules`), a dependency of this test
/// target, so `swift test` builds it: it sits beside the test bundle in the build folder.
enum GeneratedRulesTool {
  static let executable: String = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("generate-rules").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder.deleteLastPathComponent()
    }
    return RepositoryPaths.root + "/.build/debug/generate-rules"
  }()

  /// `generate-rules arguments…`.
  static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    try OracleTool.capture(URL(fileURLWithPath: executable), arguments)
  }
}
