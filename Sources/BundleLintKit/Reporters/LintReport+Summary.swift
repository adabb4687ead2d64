extension LintReport {
  /// The one-line summary for stderr: `3 warnings, 1 error in 12 files (240 scanned)`, or
  /// `no findings in 12 files (240 scanned)`.
  ///
  /// Counts that are zero are left out; notes come last.
  public var summaryLine: String {
    let counts = [(Severity.warning, "warning"), (.error, "error"), (.note, "note")]
      .compactMap { severity, noun -> String? in
        let n = count(of: severity)
        return n == 0 ? nil : Self.counted(n, noun)
      }
    let what = counts.isEmpty ? "no findings" : counts.joined(separator: ", ")
    return "\(what) in \(Self.counted(filesLinted, "file")) (\(filesScanned) scanned)"
  }

  /// `1 file`, `2 files`, `0 files`.
  static func counted(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
