import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Configuration {
  /// The lowest severity that fails the run: `failOn` in a configuration, `--fail-on` on the
  /// command line.
  public enum FailThreshold: String, Hashable, Sendable, CaseIterable {
    case warning, error, never

    /// Where neither the command line nor a configuration sets one.
    public static let `default` = FailThreshold.warning

    /// Whether a finding of `severity` fails the run.
    public func fails(_ severity: Severity) -> Bool {
      switch self {
      case .warning: severity >= .warning
      case .error: severity >= .error
      case .never: false
      }
    }

    /// Whether one of `findings` fails the run.
    public func fails(_ findings: [Diagnostic]) -> Bool {
      findings.contains { fails($0.severity) }
    }

    /// The strictest of `thresholds` (`warning` fails on more than `error`, which fails on more
    /// than `never`); nil when there is none.
    public static func strictest(_ thresholds: some Sequence<FailThreshold>) -> FailThreshold? {
      thresholds.min { $0.strictness > $1.strictness }
    }

    private var strictness: Int {
      switch self {
      case .warning: 2
      case .error: 1
      case .never: 0
      }
    }
  }
}
