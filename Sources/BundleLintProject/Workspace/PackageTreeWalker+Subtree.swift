import BundleLintCore
import BundleLintSyntax

extension PackageTreeWalker.Result {
  /// What a walk of the package at `nested` (absolute, below `root`, which this walk of a
  /// package started from) gives, taken from this walk instead of listing its folders again: a
  /// package walk goes on into its nested packages (`PackageTreeWalker.walk`), and the stack it
  /// walks with takes a folder's whole subtree in one stretch, so the subtree's entries,
  /// problems and links are those a walk from `nested` meets, in the same order. Nil when
  /// `nested` does not lie below `root`.
  func subtree(at nested: String, of root: String) -> Self? {
    guard let relative = PathName.relative(nested, to: root), !relative.isEmpty else {
      return nil
    }
    var result = Self()
    for entry in entries {
      guard let inner = PathName.relative(entry.path, to: relative), !inner.isEmpty else {
        continue
      }
      result.entries.append(FileEntry(path: inner, isDirectory: entry.isDirectory))
    }
    result.nestedPackages = nestedPackages.filter {
      $0 != nested && PathName.isSelfOrDescendant($0, of: nested)
    }
    result.problems = problems.filter { PathName.isSelfOrDescendant($0.path, of: nested) }
    result.links = links.filter { PathName.isSelfOrDescendant($0.path, of: nested) }
    result.linkedFolders = linkedFolders.filter { PathName.isSelfOrDescendant($0.key, of: nested) }
    return result
  }
}
