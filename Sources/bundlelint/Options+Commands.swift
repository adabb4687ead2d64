import BundleLintReporters

extension Options {
  /// What the run covers, as the flags say, against `currentDirectory`.
  func scope(currentDirectory: String) -> RunScope {
    var scope = RunScope(currentDirectory: currentDirectory)
    scope.paths = paths
    scope.manifestMode = manifestMode
    scope.rulesDirectory = rulesDirectory
    scope.select = select
    scope.ignore = ignore
    scope.configurationPath = configurationPath
    scope.excluded = excluded
    return scope
  }

  /// The lint the flags ask for.
  func lintCommand(currentDirectory: String) -> LintCommand {
    var command = LintCommand(
      scope: scope(currentDirectory: currentDirectory), toolVersion: Version.current)
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
}
