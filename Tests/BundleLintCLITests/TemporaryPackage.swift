import Foundation

/// A package written into a fresh temporary folder for one test, removed when the test ends.
final class TemporaryPackage {
  let root: URL

  /// Writes `files` (path relative to the root → contents) into a new temporary folder.
  init(_ files: [String: String]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-cli-\(UUID().uuidString)")
    for (path, contents) in files {
      try write(path, contents)
    }
  }

  /// Copies a fixture package from `Tests/Fixtures/<name>` into a new temporary folder.
  init(copying name: String) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: BinaryRunner.fixtures.appendingPathComponent(name), to: root)
  }

  func write(_ path: String, _ contents: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }
}
