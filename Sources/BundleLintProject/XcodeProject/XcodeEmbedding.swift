import BundleLintCore
import BundleLintSyntax

/// Where a copy-files phase puts a product inside its target's bundle, for the destinations
/// that make the target a host: extensions, watch content, app clips, frameworks.
public enum XcodeEmbedding: String, Hashable, Comparable, Sendable {
  /// `PlugIns/` (`dstSubfolderSpec = 13`, `dstSubfolder = PlugIns`): app extensions.
  case plugIns
  /// `$(EXTENSIONS_FOLDER_PATH)` under the products directory: ExtensionKit extensions.
  case extensionKit
  /// `$(CONTENTS_FOLDER_PATH)/Watch`: a watch app.
  case watch
  /// `$(SYSTEM_EXTENSIONS_FOLDER_PATH)`: system extensions.
  case systemExtension
  /// `$(CONTENTS_FOLDER_PATH)/AppClips`: an App Clip.
  case appClip
  /// `Frameworks/` (`dstSubfolderSpec = 10`): "Embed Frameworks".
  case frameworks

  /// The destination of a copy-files phase: the numeric `dstSubfolderSpec`, or the Xcode 26
  /// word `dstSubfolder`, with `dstPath`; nil for the destinations that embed no code to run.
  public init?(subfolderSpec: String?, subfolder: String?, path: String) {
    switch (subfolderSpec, subfolder) {
    case ("13", _), (_, "PlugIns"): self = .plugIns
    case ("10", _), (_, "Frameworks"): self = .frameworks
    case ("16", _), (_, "ProductsDirectory"), (_, "Product"):
      if path.contains("EXTENSIONS_FOLDER_PATH)") && !path.contains("SYSTEM_EXTENSIONS") {
        self = .extensionKit
      } else if path.contains("SYSTEM_EXTENSIONS_FOLDER_PATH") {
        self = .systemExtension
      } else if path.hasSuffix("/Watch") {
        self = .watch
      } else if path.hasSuffix("/AppClips") {
        self = .appClip
      } else {
        return nil
      }
    default: return nil
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
