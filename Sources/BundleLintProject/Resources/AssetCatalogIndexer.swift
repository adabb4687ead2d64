import BundleLintCore
import BundleLintSyntax
import Foundation

/// Works out the names code uses for the assets of one `.xcassets` folder: `Logo` for
/// `Logo.imageset`, `Icons/cart` when the `Icons` group's `Contents.json` provides a namespace.
///
/// A pure function of the catalog's listing and its groups' `Contents.json` files.
enum AssetCatalogIndexer {
  /// - Parameters:
  ///   - folders: every folder inside the catalog, relative to it (`Icons`, `Icons/cart.imageset`).
  ///   - groupContents: the bytes of `<group>/Contents.json`, by group path, for groups that have one.
  /// - Returns: each asset name by type, and the groups whose `Contents.json` is not valid JSON.
  static func index(folders: [String], groupContents: [String: [UInt8]]) -> (
    assets: [AssetType: Set<String>], malformedGroups: [String]
  ) {
    var namespaces: Set<String> = []
    var malformed: [String] = []
    for (group, bytes) in groupContents {
      switch providesNamespace(bytes) {
      case true?: namespaces.insert(group)
      case false?: break
      case nil: malformed.append(group)
      }
    }
    var assets: [AssetType: Set<String>] = [:]
    for folder in folders {
      let parts = folder.split(separator: "/")
      guard let last = parts.last, let dot = last.lastIndex(of: "."),
        let type = AssetType(folderExtension: last[last.index(after: dot)...])
      else { continue }
      // An asset inside another asset folder (a sprite atlas's image set) is named by its own
      // rules; only groups (no extension) may sit above it.
      var prefix: [Substring] = []
      var isNested = false
      for index in parts.indices.dropLast() {
        let group = parts[...index].joined(separator: "/")
        if parts[index].utf8.contains(UInt8(ascii: ".")) {
          isNested = true
          break
        }
        if namespaces.contains(group) { prefix.append(parts[index]) }
      }
      if isNested { continue }
      let name = (prefix + [last[..<dot]]).joined(separator: "/")
      assets[type, default: []].insert(name)
    }
    return (assets, malformed.sorted())
  }

  /// Whether a group's `Contents.json` has `"properties": {"provides-namespace": true}`; nil
  /// when it is not a JSON object.
  static func providesNamespace(_ bytes: [UInt8]) -> Bool? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    else { return nil }
    let properties = object["properties"] as? [String: Any]
    return (properties?["provides-namespace"] as? Bool) ?? false
  }
}
