import BundleLintCore
import BundleLintSyntax

/// The kinds of asset code looks up by name in an asset catalog.
package enum AssetType: String, Hashable, Sendable, CaseIterable {
  /// `.imageset`: `Image(_:)`, `UIImage(named:)`.
  case image
  /// `.colorset`: `Color(_:)`, `UIColor(named:)`.
  case color
  /// `.dataset`: `NSDataAsset(name:)`.
  case data
  /// `.symbolset`: a custom SF Symbol, found by `Image(_:bundle:)` and `UIImage(named:)`.
  case symbol

  /// The type of an asset folder's extension (`imageset`), nil for others (`appiconset`).
  init?(folderExtension: Substring) {
    switch folderExtension {
    case "imageset": self = .image
    case "colorset": self = .color
    case "dataset": self = .data
    case "symbolset": self = .symbol
    default: return nil
    }
  }

  /// How messages name where the asset lives: `image set`.
  package var folderDescription: String {
    switch self {
    case .image: "image set"
    case .color: "color set"
    case .data: "data set"
    case .symbol: "symbol set"
    }
  }
}
