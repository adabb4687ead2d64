import BundleLintCore
import BundleLintSyntax

/// The root of the repository a path is in: the nearest folder at or above it that holds a
/// `.git` (a folder, or a file in a worktree or submodule).
package enum RepositoryRoot {
  /// The root above `path` (absolute), asking `exists` whether a path exists; nil outside any
  /// repository.
  package static func find(above path: String, exists: (String) -> Bool) -> String? {
    var folder = path
    while true {
      if exists(PathName.join(folder, ".git")) { return folder }
      if folder == "/" || folder.isEmpty { return nil }
      let parent = PathName.parent(folder)
      if parent == folder { return nil }
      folder = parent
    }
  }
}
