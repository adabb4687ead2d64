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
    let inputs = files + [package.appending(path: "Package.swift")] + configurations(above: package)
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

  /// The `.bundlelint.json` files bundlelint may read for the package at `package`: in its
  /// folder and each folder above it up to the repository root (the folder holding `.git`), as
  /// bundlelint looks for the nearest; the build runs again when one of them changes.
  func configurations(above package: URL) -> [URL] {
    var found: [URL] = []
    var folder = package.standardizedFileURL
    while true {
      let file = folder.appending(path: ".bundlelint.json")
      if FileManager.default.fileExists(atPath: file.path) { found.append(file) }
      if FileManager.default.fileExists(atPath: folder.appending(path: ".git").path) { break }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path {
        // Outside a repository, only the package's own.
        let own = package.appending(path: ".bundlelint.json")
        return FileManager.default.fileExists(atPath: own.path) ? [own] : []
      }
      folder = parent
    }
    return found
  }
}
