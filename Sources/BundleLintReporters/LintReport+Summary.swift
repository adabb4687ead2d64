import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension LintReport {
  /// The one-line summary for stderr: `3 warnings, 1 error in 240 Swift files (12 in modules
  /// with resources)`, or `no findings in 12 Swift files`: the files read, each once however
  /// many targets compile it, and of them those of modules that own a resource bundle, where the
  /// missing-bundle rules speak, when that is not all of them.
  ///
  /// Counts that are zero are left out; notes come last.
  public var summaryLine: String {
    let counts = [(Severity.warning, "warning"), (.error, "error"), (.note, "note")]
      .compactMap { severity, noun -> String? in
        let n = count(of: severity)
        return n == 0 ? nil : Self.counted(n, noun)
      }
    let what = counts.isEmpty ? "no findings" : counts.joined(separator: ", ")
    let files = "\(what) in \(Self.counted(filesScanned, "Swift file"))"
    guard filesLinted != filesScanned else { return files }
    return files + " (\(filesLinted == 0 ? "none" : "\(filesLinted)") in modules with resources)"
  }

  /// `1 file`, `2 files`, `0 files`.
  static func counted(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
