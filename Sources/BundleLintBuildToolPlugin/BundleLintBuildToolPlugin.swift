import Foundation
import PackagePlugin

/// Lints each target it is applied to as the target builds, so `swift build` and Xcode show the
/// findings as warnings on the lines they are about (`--build-warnings`). It fails the build
/// only where the configuration's `failOn` asks for it; the error findings it fails on are
/// shown as errors.
///
/// It is a build command, not a prebuild command: prebuild commands cannot run executables built
/// from source. Its output is a comment-only Swift file (`--stamp`): SwiftPM runs a build command
/// only when something consumes its output, and any other kind of file would be copied into the
/// target's resource bundle, giving it a `Bundle.module` it does not have.
@main
struct BundleLintBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    // Only Swift targets hold code bundlelint reads.
    guard let module = target as? SwiftSourceModuleTarget else { return [] }
    let files = module.sourceFiles.map(\.url)
    let stamp = context.pluginWorkDirectoryURL.appending(path: "\(target.name)+bundlelint.swift")
    let package = context.package.directoryURL
    var inputs = files + [package.appending(path: "Package.swift")]
    let configuration = package.appending(path: ".bundlelint.json")
    if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
    return [
      .buildCommand(
        displayName: "bundlelint \(target.name)",
        executable: try context.tool(named: "bundlelint").url,
        arguments: [
          "--build-warnings", "--format", "concise", "--absolute-paths", "--stamp", stamp.path,
          // The rerun cache where the sandbox lets a build command write.
          "--cache-dir", context.pluginWorkDirectoryURL.appending(path: "cache").path,
          module.directoryURL.path,
        ],
        inputFiles: inputs,
        outputFiles: [stamp])
    ]
  }
}
