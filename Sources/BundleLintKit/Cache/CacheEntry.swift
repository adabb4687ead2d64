/// One cached run: the key it answers, every input it read, and what it found (all of
/// `LintRun.Outcome` but the rules and the configured `failOn`, which are made again from the
/// package roots and the configurations, themselves recorded inputs).
struct CacheEntry: Sendable {
  var key: [UInt8]
  var inputs: [RecordedInput]
  var outcome: LintRun.Outcome
  /// The run's first-pass results (`FirstPassRecords`, encoded), for a rerun after an edit;
  /// decoded only by such a rerun.
  var records: [UInt8] = []

  /// The file's first bytes; the digits are the format's version.
  static let magic = Array("bundlelint-run-cache-v3\n".utf8)
  /// Inputs per block of the file.
  static let blockSize = 1024
}
