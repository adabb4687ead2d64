import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax
import Foundation

extension RunCache {
  /// A language server's load of some packages through the cache (`LintSession`): the load
  /// reads the disk through a recorder; its first pass is served the results a previous load
  /// of the same packages stored, for the files that did not change (every file, when nothing
  /// did); what it read and found is stored for the next load. Only for a load that reads the
  /// disk as it is: a server with open documents whose text differs from the disk makes none.
  package final class SessionLoad: SessionLoadCache {
    let cache: RunCache
    let request: LintRun.Request
    let rulesDirectory: String?
    private let recorder = RecordingFileSystem()
    private var stored: Stored?

    /// Where the load is stored and what serves its first pass.
    private struct Stored {
      var path: String
      var key: CacheKey
      var patterns: [CallPattern]
      var reuse: FirstPassReuse
      var carried: [RecordedInput]
    }

    /// A load with `request`'s options; `rulesDirectory` is where the rules come from, nil for
    /// the built-in ones.
    package init(_ cache: RunCache, request: LintRun.Request, rulesDirectory: String?) {
      self.cache = cache
      self.request = request
      self.rulesDirectory = rulesDirectory
    }

    package var fileSystem: any FileSystem { recorder }

    /// The stored first pass of a load of `roots`; nil when the running tool cannot be
    /// identified or the load asks the toolchain (then nothing is stored either).
    package func reuse(roots: [String]) -> (any FileJobReuse)? {
      guard request.manifestMode == .static, let tool = ToolIdentity.current else { return nil }
      var scope = request
      scope.paths = roots
      var key = CacheKey(
        tool: tool, request: scope, rulesDirectory: rulesDirectory,
        environment: ProcessInfo.processInfo.environment)
      key.bytes += Array("\nfor a language server's load".utf8)
      let path = cache.directory + "/" + key.fileName
      let patterns = RunCache.patterns(of: request.catalog)
      let found = cache.openEntry(path, key: key).flatMap { entry in
        cache.loadRecords(for: path, hash: entry.recordsHash).flatMap {
          RunCache.incrementalReuse(entry.blocks, records: $0, patterns: patterns, unchanged: true)
        }
      }
      let reuse = found?.reuse ?? FirstPassReuse()
      stored = Stored(
        path: path, key: key, patterns: patterns, reuse: reuse, carried: found?.carried ?? [])
      return reuse
    }

    /// Stores what the load read and its first pass; a cache that cannot be written is left
    /// as it is (the server runs on).
    package func finish() -> Int {
      guard let stored else { return 0 }
      let (inputs, records) = RunCache.stored(
        recorder, carried: stored.carried, reuse: stored.reuse, patterns: stored.patterns)
      let entry = CacheEntry(
        key: stored.key.bytes, inputs: inputs,
        outcome: LintRun.Outcome(
          diagnostics: [], filesLinted: 0, filesScanned: 0, problems: [], rules: [],
          configuredFailOn: nil, suppressed: 0))
      if (try? cache.store(entry, records: records, at: stored.path)) != nil {
        cache.evict(keeping: stored.key.fileName)
      }
      return stored.reuse.reusedCount
    }
  }
}
