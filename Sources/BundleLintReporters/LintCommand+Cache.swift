import BundleLintEngine
import BundleLintProject

extension LintCommand {
  /// The rerun cache the lint goes through, or nil: with `--no-cache`, for standard input, for
  /// `--fix` and `--diff` (which write), for `--manifest evaluate` (which asks the toolchain),
  /// or when there is no cache folder to use.
  package func runCache(_ console: Console) -> RunCache? {
    guard stdinFilename == nil, !fix, !diff, scope.manifestMode == .static else { return nil }
    return Self.cacheDirectory(
      noCache: noCache, cacheDirectory: cacheDirectory, scope: scope,
      environment: console.environment
    ).map(RunCache.init(directory:))
  }

  /// The rerun cache's folder: `--cache-dir`, else the user's cache folder; nil with
  /// `--no-cache` or without a folder to use. The language server keeps its cache there too.
  package static func cacheDirectory(
    noCache: Bool, cacheDirectory: String?, scope: RunScope, environment: [String: String]
  ) -> String? {
    guard !noCache else { return nil }
    return cacheDirectory.map(scope.absolute)
      ?? RunCache.defaultDirectory(environment: environment)
  }

  /// Lints `request` through `cache`; a cache that cannot be written is a note on stderr.
  func lint(
    _ request: LintRun.Request, through cache: RunCache, recorder: RecordingFileSystem,
    console: Console
  ) throws(LintRun.Failure) -> LintRun.Outcome {
    let result = try cache.lint(
      request, recorder: recorder, rulesDirectory: scope.rulesDirectory.map(scope.absolute),
      environment: console.environment)
    if let note = result.note {
      console.writeStandardError("bundlelint: note: \(note)")
    }
    // For the benchmarks: how the run used the cache.
    if console.environment["BUNDLELINT_CACHE_TRACE"] != nil {
      let how =
        result.reused
        ? "served whole"
        : result.filesReused > 0
          ? "\(result.filesReused) files' first pass reused"
          : result.followedAnEdit ? "after an edit, no file's first pass reused" : "from scratch"
      console.writeStandardError("bundlelint: cache: \(how)")
    }
    return result.outcome
  }
}
