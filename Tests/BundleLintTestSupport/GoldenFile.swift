import Foundation

/// Compares output with a file under `Tests/Fixtures/Golden/`. With `BUNDLELINT_RECORD=1` in the
/// environment it rewrites the file instead (review the diff before committing): the one way
/// golden files are rewritten.
public enum GoldenFile {
  public static let folder = PackageRoot.url("Tests/Fixtures/Golden")

  /// Whether this run rewrites golden files: `BUNDLELINT_RECORD=1`.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["BUNDLELINT_RECORD"] == "1"
  }

  public static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

  /// The stored text of golden file `name`, or `nil` when it does not exist.
  public static func contents(_ name: String) -> String? {
    guard let data = FileManager.default.contents(atPath: url(name).path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Where `actual` and golden file `name` first differ, or nil when they are equal; when
  /// recording, writes `actual` to the file and returns nil.
  public static func mismatch(_ actual: String, _ name: String) throws -> String? {
    if isRecording {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url(name))
      return nil
    }
    guard let expected = contents(name) else {
      return "missing golden file Tests/Fixtures/Golden/\(name); run with BUNDLELINT_RECORD=1"
    }
    guard actual != expected else { return nil }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let first = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
    let got = first < a.count ? String(a[first]) : "<end>"
    let want = first < e.count ? String(e[first]) : "<end>"
    return "\(name) differs at line \(first + 1):\n  expected: \(want)\n  actual:   \(got)\n"
      + "(rerun with BUNDLELINT_RECORD=1 to rewrite, then review the diff)"
  }
}
