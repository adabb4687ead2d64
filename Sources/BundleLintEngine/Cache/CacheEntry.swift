import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// One cached run: the key it answers, every input it read, and what it found (all of
/// `LintRun.Outcome` but the rules and the configured `failOn`, which are made again from the
/// package roots and the configurations, themselves recorded inputs).
struct CacheEntry: Sendable {
  var key: [UInt8]
  var inputs: [RecordedInput]
  var outcome: LintRun.Outcome
  /// The FNV-1a hash of the run's first-pass results (`FirstPassRecords`, encoded), kept in a
  /// file of their own beside the entry (`RunCache.recordsPath`) so that a rerun served whole
  /// never reads them; 0 for none.
  var recordsHash: UInt64 = 0

  /// The file's first bytes; the digits are the format's version.
  static let magic = Array("bundlelint-run-cache-v5\n".utf8)
  /// Inputs per block of the file.
  static let blockSize = 1024
}
