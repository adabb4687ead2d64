import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// An output format: a pure function from a report to the bytes to print on stdout.
///
/// A reporter implements `write(_:to:)` only; `render(_:)` is derived from it, so a new reporter
/// cannot leave both to defaults that call each other.
public protocol Reporter {
  /// The output as UTF-8, handed to `sink` in order; a reporter that builds its output as it
  /// goes hands it on in pieces of about 64 KB, so a large report is never held whole.
  static func write(_ report: LintReport, to sink: ([UInt8]) -> Void)
}

extension Reporter {
  /// The whole output, ending with a newline unless it is empty: the pieces `write(_:to:)` hands
  /// out, joined.
  public static func render(_ report: LintReport) -> String {
    var out: [UInt8] = []
    write(report) { out += $0 }
    return String(decoding: out, as: UTF8.self)
  }
}
