import Foundation

/// Whether standard output is a terminal: what `--format text` and `--color auto` decide by.
package enum Terminal {
  /// The environment variable that overrides the check (`1`: a terminal, `0`: not), so tests
  /// can run the terminal layout without a pseudo-terminal.
  package static let overrideVariable = "BUNDLELINT_TERMINAL"

  /// `isatty(1)`, unless `overrideVariable` is `1` or `0`.
  package static func standardOutputIsTerminal(_ environment: [String: String]) -> Bool {
    switch environment[overrideVariable] {
    case "1": true
    case "0": false
    default: isatty(STDOUT_FILENO) != 0
    }
  }
}
