import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax
import Foundation

/// Serves a run's first-pass file jobs from the results a previous run stored, and gathers
/// this run's for the next one (`FirstPassRecords`).
///
/// A run is given stored results only when every input the previous run recorded still holds
/// but the bytes of some Swift files that only file jobs read, or of some string tables
/// (`RunCache.incrementalReuse`): no manifest, project file, `.xcconfig`, catalog,
/// configuration, baseline or rule file changed, and no folder listing did (so the set of
/// files, modules and packages is the same). A changed table's text changes only what reads
/// it, and a first pass reads no table but its module's own and, through its host loaders,
/// its hosts' (a module's siblings are given to it after the first pass): a job whose module
/// may read a changed table is run again (`mayRead`).
/// Then a first-pass job of an unchanged file gives what it gave before, because all it is
/// made of besides the file's bytes is a function of those unchanged inputs and the options
/// (which the cache key holds):
/// - `file` and `context` (`ModuleContext`): the workspace scan, the module models, resource
///   indexes, host tables and sibling modules are made from manifests, projects, listings and
///   resource files, before any Swift source is read; what the first pass learns (accessors,
///   wrappers, declarations) is given to the contexts only after it (`ModuleJobs.learn`). The
///   lazy loaders a context holds read tables and catalogs, recorded inputs that hold.
/// - `setup`, `plan`, `knownRuleIDs`, `keepDeclarationsNamed`, `listsCallees`: the rules, the
///   configuration and the module's resources.
/// - `triggers`: the rules and the configuration, or for a file lexed late the names the first
///   pass learnt: part of the key (`FirstPassKey.triggers`), so a changed set is another job.
/// - `gathersPackageFacts`: true for every first-pass job, the only ones served.
/// A key argument's `hosts` is the module's `hostTables` loader, given back from this run's
/// context. The learning and the second pass run as usual over the first pass's results, so a
/// finding in an unchanged file that depends on what changed (a wrapper or look-alike declared
/// in the edited file) is made again.
final class FirstPassReuse: FileJobReuse, @unchecked Sendable {
  private let lock = NSLock()
  /// The stored results of unchanged files.
  private let stored: [FirstPassKey: FileJob.Result]
  /// The previous run's files read by jobs alone.
  private let previousJobOnly: Set<String>
  /// The string tables whose bytes changed (absolute paths).
  private let changedTables: Set<String>
  private var triggerSets: [[String]]
  private var produced: [FirstPassKey: FileJob.Result] = [:]
  private var reused: Set<String> = []
  private var jobReads: [String: Int] = [:]

  /// A reuse of `stored` (from `records`, the changed files' results left out).
  init(
    records: FirstPassRecords = FirstPassRecords(), dropping changed: Set<String> = [],
    changedTables: Set<String> = []
  ) {
    self.changedTables = changedTables
    stored =
      changed.isEmpty ? records.results : records.results.filter { !changed.contains($0.key.path) }
    previousJobOnly = records.jobOnlyPaths.subtracting(changed)
    triggerSets = records.triggerSets
  }

  /// How many results were served from the previous run.
  var reusedCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return reused.count
  }

  /// `FileJob.runAll(jobs, fileSystem)`, first-pass jobs served from the stored results when
  /// they can be; the others run, reading through `JobReadsFileSystem`.
  func runAll(_ jobs: [FileJob], _ fileSystem: any FileSystem) -> [FileJob.Result] {
    var results = [FileJob.Result?](repeating: nil, count: jobs.count)
    var keys = [FirstPassKey?](repeating: nil, count: jobs.count)
    var toRun: [Int] = []
    var served = [Bool](repeating: false, count: jobs.count)
    for (index, job) in jobs.enumerated() {
      if job.gathersPackageFacts {
        let key = key(of: job)
        keys[index] = key
        if var result = stored[key], changedTables.isEmpty || !Self.mayRead(changedTables, job) {
          for argument in result.facts.keyArguments.indices {
            result.facts.keyArguments[argument].hosts = job.context.hostTables
          }
          results[index] = result
          served[index] = true
          continue
        }
      }
      toRun.append(index)
    }
    let ran = FileJob.runAll(
      toRun.map { index in
        var job = jobs[index]
        job.reuse = nil
        return job
      }, JobReadsFileSystem(base: fileSystem, reuse: self))
    for (position, index) in toRun.enumerated() { results[index] = ran[position] }
    lock.lock()
    for index in jobs.indices {
      guard let key = keys[index], let result = results[index] else { continue }
      produced[key] = result
      if served[index] { reused.insert(key.path) }
    }
    lock.unlock()
    return results.map { $0 ?? FileJob.Result() }
  }

  /// Whether `path` names a string table (`.strings`, `.stringsdict`, `.xcstrings`).
  static func isStringTable(_ path: String) -> Bool {
    path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") || path.hasSuffix(".xcstrings")
  }

  /// Whether `job`'s first pass may read one of `tables`: one of its module's own tables or of
  /// its hosts' (`HostBundlesLoader.mayRead`); any table when the module is a target of an
  /// Xcode project (its hosts' and containing app's indexes do not say which files they read).
  static func mayRead(_ tables: Set<String>, _ job: FileJob) -> Bool {
    let context = job.context
    guard context.module.binary == .package, context.hostBundles.isEmpty,
      context.containingAppBundles.isEmpty, context.projectTargets.isEmpty
    else { return true }
    let own = context.resources.stringTables.flatMap(\.files)
    if tables.contains(where: { table in own.contains { table.hasSuffix("/" + $0) } }) {
      return true
    }
    return context.hostTables?.mayRead(tables) ?? false
  }

  /// Counts one read of `path` by a file job.
  func countJobRead(_ path: String) {
    lock.lock()
    jobReads[path, default: 0] += 1
    lock.unlock()
  }

  /// What to store for the next run, `allReads` being how often the run read each file (by
  /// any stage) and `listings` its folders' entries (`RecordingFileSystem`): a file is read by jobs alone when every read of it was a job's, or when it
  /// was not read at all, its result served, and it was so in the previous run.
  func records(allReads: [String: Int], listings: [String: UInt64] = [:]) -> FirstPassRecords {
    lock.lock()
    defer { lock.unlock() }
    var jobOnly = Set(jobReads.filter { allReads[$0.key] == $0.value }.keys)
    for path in reused where allReads[path] == nil && previousJobOnly.contains(path) {
      jobOnly.insert(path)
    }
    return FirstPassRecords(
      results: produced, triggerSets: triggerSets, jobOnlyPaths: jobOnly, listings: listings)
  }

  /// The key of `job`, its trigger words numbered (the first time they are seen, a number of
  /// their own). Called from one thread at a time (`runAll`'s loop).
  private func key(of job: FileJob) -> FirstPassKey {
    var triggers = -1
    if let words = job.triggers?.words {
      // Few sets, and most jobs share one array: `==` then compares the storage only.
      if let known = triggerSets.firstIndex(where: { $0 == words }) {
        triggers = known
        triggerSets[known] = words  // this run's storage, for the next comparisons
      } else {
        triggers = triggerSets.count
        triggerSets.append(words)
      }
    }
    return FirstPassKey(
      path: job.file.path, module: ModuleKey(job.file), moduleName: job.context.name,
      triggers: triggers)
  }
}
