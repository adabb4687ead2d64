import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintServer
import BundleLintSyntax
import Foundation

extension BundleLintCommand {
  /// The rerun cache a lint goes through, or nil: with `--no-cache`, for standard input, for
  /// `--fix` and `--diff` (which write), for `--manifest evaluate` (which asks the toolchain),
  /// or when there is no cache folder to use.
  static func runCache(_ options: Options, currentDirectory: String) -> RunCache? {
    guard options.stdinFilename == nil, !options.fix, !options.diff,
      options.manifestMode == .static
    else { return nil }
    return cacheDirectory(options, currentDirectory: currentDirectory).map(
      RunCache.init(directory:))
  }

  /// The rerun cache's folder: `--cache-dir`, else the user's cache folder; nil with
  /// `--no-cache` or without a folder to use.
  static func cacheDirectory(_ options: Options, currentDirectory: String) -> String? {
    guard !options.noCache else { return nil }
    return options.cacheDirectory.map { absolute($0, in: currentDirectory) }
      ?? RunCache.defaultDirectory(environment: ProcessInfo.processInfo.environment)
  }

  /// Lints `request` through `cache`; a cache that cannot be written is a note on stderr.
  static func lint(
    _ request: LintRun.Request, through cache: RunCache, recorder: RecordingFileSystem,
    options: Options
  ) throws(LintRun.Failure) -> LintRun.Outcome {
    let result = try cache.lint(
      request, recorder: recorder,
      rulesDirectory: options.rulesDirectory.map { absolute($0, in: request.currentDirectory) })
    if let note = result.note {
      FileHandle.standardError.write(Data("bundlelint: note: \(note)\n".utf8))
    }
    // For the benchmarks: how the run used the cache.
    if ProcessInfo.processInfo.environment["BUNDLELINT_CACHE_TRACE"] != nil {
      let how =
        result.reused
        ? "served whole"
        : result.filesReused > 0
          ? "\(result.filesReused) files' first pass reused"
          : result.followedAnEdit ? "after an edit, no file's first pass reused" : "from scratch"
      FileHandle.standardError.write(Data("bundlelint: cache: \(how)\n".utf8))
    }
    return result.outcome
  }
}
