import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension ModuleContext {
  /// Whether the module's resources hold `name`: a key of one of its tables, an asset of its
  /// catalogs, an image file (`close` for `close@2x.png`), or one of its files (by file name, or
  /// by name without the extension).
  func holds(_ name: LocalizationKey) -> Bool {
    if let index = resourceIndex {
      if index.hasKeyOrAsset(name) { return true }
      // `close` for `close@2x.png`.
      if index.imageFiles.contains(ResourceIndex.imageName(name.display)) { return true }
    }
    return resourceFiles.contains { path in
      let file = PathName.lastComponent(path)
      return file == name.display || PathName.stem(path) == name.display
    }
  }

  /// Whether one of the module's resource files has the extension `type` (`otf`, `json`).
  func holdsFile(ofType type: String) -> Bool {
    let type = type.lowercased()
    return resourceFiles.contains { PathName.pathExtension($0)?.lowercased() == type }
  }

  /// The module's resource files: copied or processed, interface files and the others.
  private var resourceFiles: [String] {
    resources.resources + resources.otherFiles + resources.interfaceFiles
  }
}
