import BundleLintTestSupport
import Foundation

/// Folders of the repository.
enum RepositoryPaths {
  /// The repository root.
  static var root: String { PackageRoot.path }

  static var rules: String { root + "/Rules" }
  static var generatedRules: String {
    root + "/Sources/BundleLintRules/BuiltinRules+Generated.swift"
  }
  static func ruleFixtures(_ ruleID: String) -> String { root + "/Tests/Fixtures/Rules/" + ruleID }

  /// The rule files of `Rules/` as (file name, text), in file-name order.
  static func ruleFiles() throws -> [(name: String, json: String)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: rules)
      .filter { $0.hasSuffix(".json") }.sorted()
    return try names.map { name in
      (name, try String(contentsOfFile: rules + "/" + name, encoding: .utf8))
    }
  }
}
