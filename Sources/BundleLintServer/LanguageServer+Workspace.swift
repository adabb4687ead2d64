import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintReporters
import BundleLintRules
import BundleLintSyntax

extension LanguageServer {
  /// `workspace/didChangeWatchedFiles`: each change on disk, in order.
  func didChangeWatchedFiles(_ params: JSONValue) throws(InvalidParams) {
    guard let changes = params["changes"]?.arrayValue else {
      throw InvalidParams("'changes' is not a list")
    }
    for change in changes {
      guard let uri = change["uri"]?.stringValue, let type = change["type"]?.intValue else {
        throw InvalidParams("a file event needs 'uri' and 'type'")
      }
      guard let path = FileURI.path(of: uri) else { continue }
      changedOnDisk(path, created: type != 2)
    }
  }

  /// `workspace/didChangeConfiguration`: new settings; every package is loaded again with them.
  func didChangeConfiguration(_ params: JSONValue) throws(InvalidParams) {
    let changed = try Settings(params["settings"] ?? .null, over: baseSettings)
    guard changed != settings else { return }
    settings = changed
    sessions = []
    unlintable = []
    for path in documents.keys.sorted() { markDirty(path) }
  }

  /// A file changed on disk (`created`: created or deleted). A manifest, table, catalog,
  /// configuration or project, or a Swift file come or gone, loads its packages again; a Swift
  /// file that is not open is linted again for what its package learns of it. The open
  /// documents this can change are linted at the end of the batch.
  func changedOnDisk(_ path: String, created: Bool) {
    let isSource =
      PathName.pathExtension(path) == "swift" && PathName.lastComponent(path) != "Package.swift"
    let stale = sessions.filter { session in
      session.dependsOn(path) || (isSource && created && session.holds(path))
    }
    if stale.isEmpty, isSource, !created {
      // A source changed in place. An open document is linted from its text, not the disk.
      guard documents[path] == nil else { return }
      for session in sessions where session.lints(path) {
        let result = session.lint(path, fileSystem: overlay())
        if result?.packageFactsChanged == true {
          for other in documents.keys.sorted() where session.lints(other) { markDirty(other) }
        }
      }
      return
    }
    sessions.removeAll { session in stale.contains { $0 === session } }
    // A new manifest or configuration may take in documents no package linted.
    unlintable = []
    for other in documents.keys.sorted()
    where !sessions.contains(where: { $0.lints(other) }) {
      markDirty(other)
    }
  }
}
