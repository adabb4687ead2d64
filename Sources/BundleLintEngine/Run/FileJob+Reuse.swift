import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Serves file jobs from results a previous run stored instead of running them: the hook
/// `FileJob.runAll` hands the jobs to when they carry one (the rerun cache's
/// `FirstPassReuse`, a later stage).
package protocol FileJobReuse: Sendable {
  /// The results of `jobs`, as `FileJob.runAll` gives them.
  func runAll(_ jobs: [FileJob], _ fileSystem: any FileSystem) -> [FileJob.Result]
}
