/// `LintReport.displayPath` remembered per path, for a reporter's loop: the findings of one file
/// share its path, and normalising it again for each finding and note is most of the cost of
/// printing them.
struct DisplayPaths {
  private let report: LintReport
  private var names: [String: String] = [:]
  /// The last path asked for and its name: a file's findings and notes come in a row.
  private var last: (path: String, name: String)?

  init(_ report: LintReport) {
    self.report = report
  }

  /// `report.displayPath(path)`.
  mutating func callAsFunction(_ path: String) -> String {
    if let last, last.path == path { return last.name }
    let name = names[path] ?? report.displayPath(path)
    names[path] = name
    last = (path, name)
    return name
  }
}
