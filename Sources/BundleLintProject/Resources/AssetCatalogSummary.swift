import BundleLintCore
import BundleLintSyntax

/// How many assets of each type one `.xcassets` catalog holds, as `describe` draws it:
/// `120 images, 3 colors`.
package struct AssetCatalogSummary: Hashable, Sendable {
  /// The number of asset names of each type (`Icons/cart` and `cart` are two).
  package var counts: [AssetType: Int]

  package init(counts: [AssetType: Int]) {
    self.counts = counts
  }

  /// The summary of a catalog's listing (see `AssetCatalogIndexer`).
  init(folders: [String], groupContents: [String: [UInt8]]) {
    let indexed = AssetCatalogIndexer.index(folders: folders, groupContents: groupContents)
    counts = indexed.assets.mapValues(\.count)
  }

  /// Reads the catalog at `path` (absolute); nil when it cannot be listed.
  package static func read(_ path: String, fileSystem: any FileSystem) -> AssetCatalogSummary? {
    let listing = AssetCatalogListing.read(path, fileSystem: fileSystem)
    guard listing.failure == nil else { return nil }
    return AssetCatalogSummary(folders: listing.folders, groupContents: listing.groups)
  }

  /// `120 images, 3 colors, 1 data set, 2 symbols`, in that order; `empty` without assets.
  package var text: String {
    let parts = AssetType.allCases.compactMap { type -> String? in
      guard let count = counts[type], count > 0 else { return nil }
      return "\(count) \(count == 1 ? type.singular : type.plural)"
    }
    return parts.isEmpty ? "empty" : parts.joined(separator: ", ")
  }
}

extension AssetType {
  /// How a summary counts one asset of the type.
  fileprivate var singular: String {
    switch self {
    case .image: "image"
    case .color: "color"
    case .data: "data set"
    case .symbol: "symbol"
    }
  }

  fileprivate var plural: String { singular + "s" }
}
