/// How a command of the executable ends, as documented in `--help` and the README.
package enum ExitCode: Int32, Sendable {
  /// Nothing to report, or nothing that fails the run.
  case clean = 0
  /// Findings at or above the failing severity (or, for `--diff`, something to fix).
  case findings = 1
  /// The run could not do what it was asked: bad flags, unreadable inputs, failed writes.
  case failure = 2
}
