import BundleLintCore
import BundleLintSyntax

/// The folders of one `.xcassets` catalog as `AssetCatalogIndexer` needs them, read from the
/// file system: for the resource index of a lint run, the catalogs of its hosts, and the
/// summaries `describe` draws.
package enum AssetCatalogListing {
  /// Every folder inside a catalog (relative to it), the `Contents.json` bytes of each group
  /// folder (a folder without an extension), and why the catalog itself cannot be listed, if it
  /// cannot. Links are not followed, so a loop cannot trap the walk; asset folders are not
  /// entered.
  package static func read(_ catalog: String, fileSystem: any FileSystem) -> (
    folders: [String], groups: [String: [UInt8]], failure: FileSystemError?
  ) {
    var folders: [String] = []
    var groups: [String: [UInt8]] = [:]
    var failure: FileSystemError?
    var pending: [String] = [""]
    while let relative = pending.popLast() {
      let absolute = relative.isEmpty ? catalog : catalog + "/" + relative
      let entries: [DirectoryEntry]
      do {
        entries = try fileSystem.entries(in: absolute)
      } catch {
        if relative.isEmpty { failure = error }
        continue
      }
      for entry in entries where entry.type == .directory {
        let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
        folders.append(path)
        if entry.name.utf8.contains(UInt8(ascii: ".")) { continue }
        if let bytes = try? fileSystem.readFile(absolute + "/" + entry.name + "/Contents.json") {
          groups[path] = bytes
        }
        pending.append(path)
      }
    }
    return (folders.sorted(), groups, failure)
  }
}
