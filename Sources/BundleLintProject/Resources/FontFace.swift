import BundleLintCore
import BundleLintSyntax

/// One face of a font file a module ships (`.ttf`, `.otf`, or one font of a `.ttc`), by the
/// names its `name` table gives: what `UIFont(name:size:)`, `NSFont(name:size:)` and
/// `Font.custom(_:size:)` find once the file is registered.
package struct FontFace: Hashable, Sendable {
  /// The font file, relative to the package root.
  package var file: String
  /// The PostScript name (`Brand-Bold`, name ID 6); the family when the table has none.
  package var postScriptName: String
  /// Every name a lookup may spell: PostScript, full (ID 4), family (IDs 1 and 16).
  package var names: Set<String>

  package init(file: String, postScriptName: String, names: Set<String>) {
    self.file = file
    self.postScriptName = postScriptName
    self.names = names
  }

  /// The file types whose faces a module ships (in any letter case).
  static let fileTypes: Set<String> = ["ttf", "otf", "ttc"]

  /// Whether `path` names a font file.
  static func isFontFile(_ path: String) -> Bool {
    PathName.pathExtension(path).map { fileTypes.contains($0.lowercased()) } ?? false
  }
}
