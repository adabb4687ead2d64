import BundleLintReporters
import BundleLintServer

/// The library entries the flags ask for.
extension Options {
  /// `bundlelint [lint]`.
  func lintCommand(scope: RunScope) -> LintCommand {
    var command = LintCommand(scope: scope, toolVersion: Version.current)
    command.outputs = outputs
    command.baselinePath = baselinePath
    command.writeBaselinePath = writeBaselinePath
    command.failOn = failOn
    command.buildWarnings = buildWarnings
    command.stampPath = stampPath
    command.absolutePaths = absolutePaths
    command.color = color
    command.statistics = statistics
    command.quiet = quiet
    command.fix = fix
    command.diff = diff
    command.unsafeFixes = unsafeFixes
    command.showFixes = showFixes
    command.stdinFilename = stdinFilename
    command.noCache = noCache
    command.cacheDirectory = cacheDirectory
    return command
  }

  /// `bundlelint describe`.
  func describeCommand(scope: RunScope) -> DescribeCommand {
    var command = DescribeCommand(scope: scope)
    command.format = describeFormat
    command.output = describeOutput ?? outputs.first?.file
    command.findings = describeFindings
    command.focus = focus
    command.file = describeFile
    command.quiet = quiet
    return command
  }

  /// `bundlelint lsp`.
  func serveCommand(scope: RunScope, environment: [String: String]) -> ServeCommand {
    var command = ServeCommand(scope: scope, toolVersion: Version.current)
    command.cacheDirectory = LintCommand.cacheDirectory(
      noCache: noCache, cacheDirectory: cacheDirectory, scope: scope, environment: environment)
    return command
  }
}
