import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `--color auto|always|never`, and whether the text layouts colour their output.
public enum ColorChoice: String, CaseIterable, Sendable {
  case auto, always, never

  /// Whether to colour, from the flag, the environment and whether stdout is a terminal.
  ///
  /// `always` and `never` beat everything; with `auto`, `NO_COLOR` (set and not empty)
  /// disables, else `CLICOLOR_FORCE` or `FORCE_COLOR` (set, not empty and not `0`) enables, else
  /// `TERM=dumb` disables, else only a terminal is coloured.
  public func colors(environment: [String: String], isTerminal: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto: break
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    for name in ["CLICOLOR_FORCE", "FORCE_COLOR"] {
      if let force = environment[name], !force.isEmpty, force != "0" { return true }
    }
    if environment["TERM"] == "dumb" { return false }
    return isTerminal
  }
}
