extension RunCache {
  /// A language server's first load of some packages through the cache: the first-pass
  /// results a previous load of the same packages stored, for the files that did not change
  /// (every file, when nothing did), and what to store after this load. Only for a load that
  /// reads the disk as it is: a server with open documents whose text differs from the disk
  /// neither reads nor writes the cache.
  struct FirstLoad {
    let cache: RunCache
    let path: String
    let key: CacheKey
    let patterns: [CallPattern]
    /// Serves the load's first-pass jobs.
    let reuse: FirstPassReuse
    private let carried: [RecordedInput]

    /// The load of `roots` (the packages' roots) with `request`'s options; nil when the
    /// running tool cannot be identified or the load asks the toolchain.
    init?(
      _ cache: RunCache, request: LintRun.Request, roots: [String], rulesDirectory: String?,
      environment: [String: String]
    ) {
      guard request.manifestMode == .static, let tool = ToolIdentity.current else { return nil }
      var scope = request
      scope.paths = roots
      var key = CacheKey(
        tool: tool, request: scope, rulesDirectory: rulesDirectory, environment: environment)
      key.bytes += Array("\nfor a language server's first load".utf8)
      self.cache = cache
      self.key = key
      path = cache.directory + "/" + key.fileName
      let patterns = RunCache.patterns(of: request.catalog)
      self.patterns = patterns
      let path = self.path
      let stored = cache.openEntry(path, key: key).flatMap { stored in
        cache.loadRecords(for: path, hash: stored.recordsHash).flatMap {
          RunCache.incrementalReuse(stored.blocks, records: $0, patterns: patterns, unchanged: true)
        }
      }
      reuse = stored?.reuse ?? FirstPassReuse()
      carried = stored?.carried ?? []
    }

    /// Stores what the load read (`recorder`) and its first pass; a cache that cannot be
    /// written is left as it is (the server runs on).
    func store(_ recorder: RecordingFileSystem) {
      let entry = CacheEntry(
        key: key.bytes,
        inputs: RunCache.merging(recorder.inputs, carried: carried).sorted(by: RunCache.byFolder),
        outcome: LintRun.Outcome(
          diagnostics: [], filesLinted: 0, filesScanned: 0, problems: [], rules: [],
          configuredFailOn: nil, suppressed: 0))
      let records = reuse.records(allReads: recorder.readCounts, listings: recorder.listingHashes)
        .encoded(patterns: patterns)
      if (try? cache.store(entry, records: records, at: path)) != nil {
        cache.evict(keeping: key.fileName)
      }
    }
  }
}
