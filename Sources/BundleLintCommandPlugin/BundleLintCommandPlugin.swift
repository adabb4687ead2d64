import Foundation
import PackagePlugin

/// `swift package bundlelint [options]`: lints the package the command runs in.
///
/// Options pass through to `bundlelint` (with `--format concise` unless they name a format).
/// `--target NAME` (repeatable) lints only those targets' folders; without it the whole package
/// is linted. The exit status is bundlelint's: findings at or above `--fail-on` fail the
/// command. `--fix` passes through too, and rewrites the package's sources when run as
/// `swift package --allow-writing-to-package-directory bundlelint --fix`. This plugin declares no
/// `writeToPackageDirectory` permission, since SwiftPM would then ask for it on every run, the
/// plain lint included: `swift package bundlelint-fix` is the plugin that declares it.
@main
struct BundleLintCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try PluginRun.lint(context, arguments: arguments)
  }
}
