import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Names one first-pass file job across runs: the file, its module (a file several targets of
/// an Xcode project compile has a job in each), and the trigger words the job skips files by
/// (a number into `FirstPassRecords.triggerSets`, -1 for none; a file skipped at first is
/// lexed again with the words the pass learnt, another job).
///
/// Everything else a first-pass job is made of is fixed by what `FirstPassReuse` requires of
/// a run that reuses results (see there), so the key need not hold it.
struct FirstPassKey: Hashable, Sendable {
  var path: String
  /// The module's position in the workspace scan, and its name.
  var module: ModuleKey
  var moduleName: String
  /// The job's trigger words, by number.
  var triggers: Int
}
