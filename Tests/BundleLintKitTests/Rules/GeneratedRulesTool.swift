import BundleLintTestSupport
import Foundation

/// Runs the built `generate-rules` tool (`Tests/Tools/GenerateRules`), a dependency of this test
/// target, so `swift test` builds it: it sits beside the test bundle in the build folder.
enum GeneratedRulesTool {
  static let executable = ProcessRunner.builtExecutable("generate-rules")

  /// `generate-rules arguments…`.
  static func run(_ arguments: [String]) throws -> ProcessRunner.Result {
    try ProcessRunner.run(executable, arguments)
  }
}
