extension LintRun {
  /// A file that several targets of an Xcode project compile is linted once in each of them;
  /// a lookup there is wrong only where every one of them gets it wrong (a file the app and its
  /// share extension both compile finds the app's table in the app). Keeps, of each such
  /// file's results, the findings that all its targets report (by rule and place), once, with
  /// the first target's wording; the others' results are emptied.
  static func keepingFindingsOfEveryTarget(
    _ results: [FileJob.Result], files: [WorkspaceFile]
  ) -> [FileJob.Result] {
    var positions: [String: [Int]] = [:]
    for (position, file) in files.enumerated() {
      positions[file.path, default: []].append(position)
    }
    var kept = results
    for (_, shared) in positions where shared.count > 1 {
      func place(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.ruleID) \(diagnostic.location.line):\(diagnostic.location.column)"
      }
      let everywhere = shared.dropFirst().reduce(Set(results[shared[0]].diagnostics.map(place))) {
        $0.intersection(results[$1].diagnostics.map(place))
      }
      kept[shared[0]].diagnostics.removeAll { !everywhere.contains(place($0)) }
      for position in shared.dropFirst() { kept[position].diagnostics = [] }
    }
    return kept
  }
}
