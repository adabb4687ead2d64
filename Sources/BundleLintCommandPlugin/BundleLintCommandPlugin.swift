import Foundation
import PackagePlugin

/// `swift package bundlelint [options]`: lints the package the command runs in.
///
/// Options pass through to `bundlelint` (with `--format concise` unless they name a format).
/// `--target NAME` (repeatable) lints only those targets'
/// folders; without it the whole package is linted. The exit status is bundlelint's: findings at
/// or above `--fail-on` fail the command. `--fix` passes through too, and rewrites the package's
/// sources when run as `swift package --allow-writing-to-package-directory bundlelint --fix`.
/// The plugin declares no `writeToPackageDirectory` permission: SwiftPM would then ask for the
/// flag on every run, the plain lint included.
@main
struct BundleLintCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var paths: [String] = []
    if targetNames.isEmpty {
      paths = [context.package.directoryURL.path]
    } else {
      for target in try context.package.targets(named: targetNames) {
        // `Target.directoryURL` needs tools 6.1; the concrete targets have it in 6.0.
        if let swift = target as? SwiftSourceModuleTarget {
          paths.append(swift.directoryURL.path)
        } else if let clang = target as? ClangSourceModuleTarget {
          paths.append(clang.directoryURL.path)
        }
      }
    }
    let tool = try context.tool(named: "bundlelint")
    // One line per finding, as a build log and its problem matchers read it, unless asked.
    let asksFormat = extractor.remainingArguments.contains {
      $0 == "--format" || $0 == "--output-format" || $0.hasPrefix("--format=")
        || $0.hasPrefix("--output-format=")
    }
    let status = try Self.run(
      tool.url,
      arguments: (asksFormat ? [] : ["--format", "concise"]) + extractor.remainingArguments + paths,
      in: context.package.directoryURL)
    if status != 0 { throw BundleLintPluginError(status: status) }
  }

  /// Runs `executable` with the plugin's standard output and error, and returns its exit status.
  static func run(_ executable: URL, arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// `bundlelint` exited with a failure status; its own output already says why.
struct BundleLintPluginError: Error, CustomStringConvertible {
  let status: Int32

  var description: String {
    status == 1
      ? "bundlelint reported findings at or above the '--fail-on' level (exit status 1)"
      : "bundlelint failed (exit status \(status)); see its message above"
  }
}
