import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What a run stores of its first pass for the next run (`FirstPassReuse`): each first-pass
/// file job's result, and which files only file jobs read.
struct FirstPassRecords: Sendable {
  /// The results, by job.
  var results: [FirstPassKey: FileJob.Result] = [:]
  /// The trigger word sets the keys number (`FirstPassKey.triggers`), each sorted.
  var triggerSets: [[String]] = []
  /// The files that no stage but the file jobs read (no manifest, project or table reader):
  /// the only inputs whose change a rerun may answer by linting those files again alone.
  var jobOnlyPaths: Set<String> = []
  /// The hash of each folder's entries as the run listed them
  /// (`RecordingFileSystem.listingHashes`).
  var listings: [String: UInt64] = [:]
}
