import Foundation

/// Runs the built `generate-rules` tool (`Tests/Tools/GenerateRules`), a dependency of this test
/// target, so `swift test` builds it: it sits beside the test bundle in the build folder.
enum GeneratedRulesTool {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static let executable: String = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("generate-rules").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder.deleteLastPathComponent()
    }
    return RepositoryPaths.root + "/.build/debug/generate-rules"
  }()

  /// `generate-rules arguments…`; its output is a few lines, read once it has exited.
  static func run(_ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
      stderr: String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
  }
}
