import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// Which cross-check a `resourceContent` rule makes between code and the module's resources.
public enum ResourceCheck: String, Hashable, Sendable, CaseIterable {
  /// A literal key looked up in the module bundle is in none of the module's tables.
  case unknownKey
  /// A literal asset name looked up in the module bundle is in none of the module's catalogs.
  case unknownAsset
  /// A lookup in the main bundle names a key or asset another module of the package owns.
  case otherModule
  /// A lookup in the main bundle names a key or asset that nothing in the package has, in a
  /// module that owns resources of that kind.
  case outsidePackage
  /// A key of the development localization is missing from another localization of its table.
  case missingLocalization
  /// A key of the module's tables that no literal in the module's code uses.
  case unusedKey
  /// A string table or asset catalog file that cannot be read as what it claims to be.
  case malformedResource
  /// A framework of an Xcode project looks up in the main bundle (its host's) a key or asset
  /// that its own bundle has and a host's lacks.
  case frameworkHost
  /// An app extension looks up in the main bundle (its own) a key or asset that it lacks and
  /// the app embedding it has.
  case extensionHost
  /// A framework's main-bundle lookup that code an app extension runs uses, of a key
  /// the extension's bundle lacks.
  case extensionReference
  /// A package module without tables looks a key up in the main bundle, and one app or
  /// extension that runs it has the key while another lacks it.
  case packageHosts
  /// A framework looks up in the main bundle a key or asset of its own that every host copies
  /// too: it works by duplication.
  case frameworkDuplication
  /// An explicit bundle resolves to a target of the project whose tables lack the key, while
  /// exactly one other target's have it.
  case explicitBundle
  /// A pod that keeps its resources in `resource_bundles` looks one up in its framework's own
  /// bundle (`Bundle(for:)` of its class), which lacks them.
  case podResourceBundle
  /// A font looked up by name that the module ships and never registers with Core Text.
  case unregisteredFont
  /// A font looked up by name that another module of the package ships.
  case otherModuleFont
  /// A package module is translated into languages that an app or extension running it does
  /// not declare, so the system never picks them there.
  case hostLocalizations

  /// Whether the check looks at calls (the others look only at the resource files).
  public var inspectsCalls: Bool {
    switch self {
    case .unknownKey, .unknownAsset, .otherModule, .outsidePackage, .frameworkHost,
      .extensionHost, .extensionReference, .packageHosts, .frameworkDuplication, .explicitBundle,
      .podResourceBundle, .unregisteredFont, .otherModuleFont:
      true
    case .missingLocalization, .unusedKey, .malformedResource, .hostLocalizations: false
    }
  }
}

/// What the lookup argument of a call pattern names, for the resource cross-checks.
public enum ResourceLookup: String, Hashable, Sendable, CaseIterable {
  /// A localization key.
  case key
  /// An image set (or a custom symbol set).
  case image
  case color
  case data
  /// Any asset type (an inferred asset lookup whose type the pattern does not say).
  case asset
  /// A font, by a name its file's `name` table gives (`FontFace`).
  case font

  /// The asset types a lookup of this kind finds; empty for keys.
  package var assetTypes: [AssetType] {
    switch self {
    case .key: []
    case .image: [.image, .symbol]
    case .color: [.color]
    case .data: [.data]
    case .asset: AssetType.allCases
    case .font: []
    }
  }
}
