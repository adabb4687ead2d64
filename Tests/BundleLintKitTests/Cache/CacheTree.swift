import BundleLintTestSupport
import Foundation

@testable import BundleLintCore
@testable import BundleLintEngine
@testable import BundleLintProject
@testable import BundleLintReporters
@testable import BundleLintRules
@testable import BundleLintServer
@testable import BundleLintSyntax

/// A folder of packages written for one cache test, with its own cache folder beside it;
/// removed when the test ends.
final class CacheTree {
  let folder: URL
  var root: String { folder.appendingPathComponent("tree").path }
  var cacheDirectory: String { folder.appendingPathComponent("cache").path }

  init(_ files: [String: String] = [:]) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bundlelint-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      atPath: root, withIntermediateDirectories: true)
    for (path, contents) in files { try write(path, contents) }
  }

  /// A copy of `Tests/Fixtures/<name>` as the tree.
  convenience init(copying name: String) throws {
    try self.init()
    try FileManager.default.removeItem(atPath: root)
    try FileManager.default.copyItem(
      atPath: PackageRoot.fixtures.appendingPathComponent(name).path, toPath: root)
  }

  func write(_ path: String, _ contents: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  func move(_ from: String, to: String) throws {
    let target = URL(fileURLWithPath: root + "/" + to)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(atPath: root + "/" + from, toPath: target.path)
  }

  func remove(_ path: String) throws {
    try FileManager.default.removeItem(atPath: root + "/" + path)
  }

  /// The request of `bundlelint ROOT` run in the tree's folder.
  func request(catalog: RuleCatalog = .builtin, configurationPath: String? = nil)
    -> LintRun.Request
  {
    LintRun.Request(
      paths: [root], currentDirectory: root, manifestMode: .static, catalog: catalog,
      configurationPath: configurationPath)
  }

  var cache: RunCache { RunCache(directory: cacheDirectory) }

  /// The cache's entry files.
  func entries() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory)) ?? [])
      .filter { $0.hasSuffix(".run") }.sorted()
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }
}
