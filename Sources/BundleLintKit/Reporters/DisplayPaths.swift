/// `LintReport.displayPath` remembered per path, for a reporter's loop: the findings of one file
/// share its path, and normalising it again for each finding and note is most of the cost of
/// printing them.
struct DisplayPaths {
  private let report: LintReport
  private var names: [String: String] = [:]
  /// The last paths asked for and their names: a file's findings and their notes (in the file
  /// and in its manifest) come in a row.
  private var recent: [(path: String, name: String)] = []

  init(_ report: LintReport) {
    self.report = report
  }

  /// `report.displayPath(path)`.
  mutating func callAsFunction(_ path: String) -> String {
    if let hit = recent.first(where: { $0.path == path }) { return hit.name }
    let name = names[path] ?? report.displayPath(path)
    names[path] = name
    if recent.count == 4 { recent.removeFirst() }
    recent.append((path, name))
    return name
  }
}
