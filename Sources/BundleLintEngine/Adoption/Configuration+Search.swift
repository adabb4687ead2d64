import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Configuration {
  /// Where a package at `folder` (absolute) looks for its configuration, nearest first, as ruff
  /// and SwiftLint look for theirs: `.bundlelint.json` in `folder` and in each folder above it
  /// up to the repository root (the nearest folder holding `.git`), so one file at the root of a
  /// monorepo serves every package below it; outside a repository, `folder`'s alone.
  /// `isRepositoryRoot` says whether a folder holds `.git`.
  package static func searchPaths(from folder: String, isRepositoryRoot: (String) -> Bool)
    -> [String]
  {
    var folders: [String] = []
    var current = folder
    while true {
      folders.append(current)
      if isRepositoryRoot(current) { break }
      let parent = PathName.parent(current)
      if parent == current || current == "/" || current.isEmpty {
        // No repository above: only the package's own folder.
        return [PathName.join(folder, fileName)]
      }
      current = parent
    }
    return folders.map { PathName.join($0, fileName) }
  }

  /// The configuration file that applies to the package at `folder`: the nearest of
  /// `searchPaths` that is a file, or nil.
  package static func nearest(from folder: String, fileSystem: any FileSystem) -> String? {
    searchPaths(from: folder, fileSystem: fileSystem).first { fileSystem.type(of: $0) == .file }
  }

  /// `searchPaths(from:isRepositoryRoot:)`, asking `fileSystem` where `.git` is.
  package static func searchPaths(from folder: String, fileSystem: any FileSystem) -> [String] {
    searchPaths(from: folder) { fileSystem.type(of: PathName.join($0, ".git")) != nil }
  }
}
