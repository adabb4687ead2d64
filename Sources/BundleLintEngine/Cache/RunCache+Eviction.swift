import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax
import Foundation

extension RunCache {
  /// Removes the least recently used entries beyond `entryLimit` or `sizeLimit` (never
  /// `keeping`, just written) with their records, and temporary files and records without an
  /// entry older than an hour (a killed run's).
  func evict(keeping: String) {
    guard let entries = try? LocalFileSystem().entries(in: directory) else { return }
    let hourAgo = FileSnapshot.now() - 3_600_000_000_000
    var kept: [(name: String, snapshot: FileSnapshot)] = []
    var records: [String: FileSnapshot] = [:]
    for entry in entries where entry.type == .file {
      let snapshot = FileSnapshot.take(directory + "/" + entry.name)
      if entry.name.hasPrefix(Self.temporaryPrefix) {
        if snapshot.modified < hourAgo { unlink(directory + "/" + entry.name) }
      } else if entry.name.hasSuffix(".run") {
        kept.append((entry.name, snapshot))
      } else if entry.name.hasSuffix(".files") {
        records[entry.name] = snapshot
      }
    }
    for (name, snapshot) in records where snapshot.modified < hourAgo {
      if !kept.contains(where: { Self.recordsPath($0.name) == name }) {
        unlink(directory + "/" + name)
      }
    }
    kept.sort {
      ($0.name == keeping ? 1 : 0, $0.snapshot.modified) > (
        $1.name == keeping ? 1 : 0, $1.snapshot.modified
      )
    }
    var total: Int64 = 0
    for (index, entry) in kept.enumerated() {
      let recordsName = Self.recordsPath(entry.name)
      total += entry.snapshot.size + (records[recordsName]?.size ?? 0)
      if index > 0, index >= entryLimit || total > Int64(sizeLimit) {
        unlink(directory + "/" + entry.name)
        unlink(directory + "/" + recordsName)
      }
    }
  }
}
