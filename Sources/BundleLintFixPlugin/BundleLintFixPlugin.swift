import Foundation
import PackagePlugin

/// `swift package bundlelint-fix [options]`: lints the package the command runs in and applies
/// the safe fixes to its sources (`bundlelint --fix`; `--unsafe-fixes` adds the unsafe ones).
///
/// It declares the `writeToPackageDirectory` permission, so SwiftPM asks for it (or takes
/// `--allow-writing-to-package-directory`); `--target NAME` and the other options work as in the
/// `bundlelint` command plugin.
@main
struct BundleLintFixPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try PluginRun.lint(context, arguments: arguments, leading: ["--fix"])
  }
}
