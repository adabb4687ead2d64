import BundleLintTestSupport
import Foundation

/// Runs the built `bundlelint` binary and captures what it prints.
enum BinaryRunner {
  typealias Result = ProcessRunner.Result

  static var packageRoot: URL { PackageRoot.url }

  static var fixtures: URL { PackageRoot.fixtures }

  /// The binary: beside the test bundle in the build folder.
  static let binary = ProcessRunner.builtExecutable("bundlelint")

  /// Runs `bundlelint arguments…` in `directory` (the package root by default), with
  /// `environment` on top of this process's (a nil value removes a variable).
  static func run(
    _ arguments: [String], in directory: URL? = nil, stdin: String? = nil,
    environment: [String: String?] = [:]
  ) throws -> Result {
    try ProcessRunner.run(
      binary, arguments, in: directory, stdin: stdin,
      environment: isolatedCache.merging(environment) { $1 })
  }

  /// The rerun cache of this test process's runs: a fresh folder, never the user's cache and
  /// never another test run's (a test may set `XDG_CACHE_HOME` itself).
  static let isolatedCache: [String: String?] = [
    "XDG_CACHE_HOME": FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-cli-cache-\(UUID().uuidString)").path
  ]

  /// Whether `swift` is on `PATH`, for the tests that ask the toolchain (`--manifest evaluate`).
  static var swiftIsOnPath: Bool {
    ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/swift")
    } == true
  }
}
