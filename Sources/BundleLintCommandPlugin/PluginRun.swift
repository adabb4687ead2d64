import Foundation
import PackagePlugin

/// What both command plugins do (`bundlelint` and `bundlelint-fix`; this file is the command
/// plugin's, and the fix plugin's folder links to it): run the `bundlelint` tool on the package
/// or on the folders of the targets named with `--target`, with the other arguments.
enum PluginRun {
  /// Runs `bundlelint` with `leading` and `arguments` (minus `--target NAME`) on the package of
  /// `context`, or on the folders of the targets `--target` names; throws when it fails.
  static func lint(_ context: PluginContext, arguments: [String], leading: [String] = []) throws {
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
    // The rerun cache in the plugin's work folder, where the sandbox lets it write, unless asked.
    let choosesCache = extractor.remainingArguments.contains {
      $0 == "--no-cache" || $0 == "--cache-dir" || $0.hasPrefix("--cache-dir=")
    }
    let cache = context.pluginWorkDirectoryURL.appending(path: "cache").path
    let status = try run(
      tool.url,
      arguments: (asksFormat ? [] : ["--format", "concise"])
        + (choosesCache ? [] : ["--cache-dir", cache])
        + leading + extractor.remainingArguments + paths,
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
