/// An output format: a pure function from a report to the text to print on stdout.
public protocol Reporter {
  /// The whole output, ending with a newline unless it is empty.
  static func render(_ report: LintReport) -> String
}
