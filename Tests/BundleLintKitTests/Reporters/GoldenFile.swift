import Foundation
import Testing

/// Compares rendered output with a file under `Tests/Fixtures/Golden/`; with `BUNDLELINT_RECORD=1`
/// in the environment it rewrites the file instead (review the diff before committing).
enum GoldenFile {
  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/Golden")

  static var isRecording: Bool { ProcessInfo.processInfo.environment["BUNDLELINT_RECORD"] == "1" }

  static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

  /// The stored text of golden file `name`, or `nil` when it does not exist.
  static func contents(_ name: String) -> String? {
    guard let data = FileManager.default.contents(atPath: url(name).path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  static func assertMatches(
    _ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    if isRecording {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url(name))
      return
    }
    guard let expected = contents(name) else {
      Issue.record(
        "missing golden file Tests/Fixtures/Golden/\(name); run with BUNDLELINT_RECORD=1",
        sourceLocation: sourceLocation)
      return
    }
    if actual != expected {
      let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let first = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
      let got = first < a.count ? String(a[first]) : "<end>"
      let want = first < e.count ? String(e[first]) : "<end>"
      Issue.record(
        "\(name) differs at line \(first + 1):\n  expected: \(want)\n  actual:   \(got)\n(rerun with BUNDLELINT_RECORD=1 to rewrite, then review the diff)",
        sourceLocation: sourceLocation)
    }
  }
}
