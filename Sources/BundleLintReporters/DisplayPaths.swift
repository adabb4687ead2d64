import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `LintReport.displayPath` remembered per path, for a reporter's loop: the findings of one file
/// share its path, and normalising it again for each finding and note is most of the cost of
/// printing them.
struct DisplayPaths {
  private let report: LintReport
  private var names = PathMemo<String>()

  init(_ report: LintReport) {
    self.report = report
  }

  /// `report.displayPath(path)`.
  mutating func callAsFunction(_ path: String) -> String {
    names.value(for: path) { [report] in report.displayPath($0) }
  }
}
