/// An output format: a pure function from a report to the text to print on stdout.
public protocol Reporter {
  /// The whole output, ending with a newline unless it is empty.
  static func render(_ report: LintReport) -> String

  /// The same output as UTF-8, handed to `sink` in order; a reporter that builds its output as
  /// it goes hands it on in pieces of about 64 KB, so a large report is never held whole.
  static func write(_ report: LintReport, to sink: ([UInt8]) -> Void)
}

extension Reporter {
  /// `render(report)` at once.
  public static func write(_ report: LintReport, to sink: ([UInt8]) -> Void) {
    sink(Array(render(report).utf8))
  }

  /// The pieces `write(_:to:)` hands out, joined: `render` for a reporter that writes bytes.
  static func joinedPieces(of report: LintReport) -> String {
    var out: [UInt8] = []
    write(report) { out += $0 }
    return String(decoding: out, as: UTF8.self)
  }
}
