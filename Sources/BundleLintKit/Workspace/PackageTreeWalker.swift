/// Lists every file and folder of a package (or of a folder searched for packages), stopping at
/// nested packages and skipping build and dependency folders.
///
/// Iterative: the depth of the tree never deepens the stack. Symbolic links to folders are
/// followed unless they lead back to a folder being walked (a loop, reported once).
struct PackageTreeWalker {
  /// Folder names never walked into, besides hidden ones.
  static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Carthage", "Pods", "DerivedData", "node_modules"]

  struct Result {
    /// Paths relative to the walked root.
    var entries: [FileEntry] = []
    /// Absolute roots of packages found below the walked root (not walked into).
    var nestedPackages: [String] = []
    var problems: [WorkspaceProblem] = []
  }

  let fileSystem: any FileSystem

  /// Walks `root` (absolute). When `rootIsPackage`, a `Package.swift` in `root` itself does not
  /// count as a nested package.
  func walk(_ root: String, rootIsPackage: Bool) -> Result {
    var result = Result()
    let rootReal = (try? fileSystem.realPath(root)) ?? root
    var visited: Set<String> = [rootReal]
    // (absolute path, path relative to root, real path)
    var pending: [(String, String, String)] = [(root, "", rootReal)]
    while let (absolute, relative, real) = pending.popLast() {
      let listing: [DirectoryEntry]
      do {
        listing = try fileSystem.entries(in: absolute)
      } catch {
        result.problems.append(WorkspaceProblem(kind: .unreadableFolder, path: absolute, detail: error.detail))
        continue
      }
      if !relative.isEmpty || !rootIsPackage,
        listing.contains(where: { $0.name == "Package.swift" && $0.type != .directory })
      {
        result.nestedPackages.append(absolute)
        continue
      }
      for entry in listing.sorted(by: { $0.name < $1.name }) {
        let childAbsolute = PathName.join(absolute, entry.name)
        guard entry.hasValidName else {
          result.problems.append(
            WorkspaceProblem(kind: .unreadableFile, path: childAbsolute, detail: "file name is not valid UTF-8"))
          continue
        }
        if entry.name.hasPrefix(".") { continue }
        if entry.name.contains(where: \.isNewline) {
          result.problems.append(
            WorkspaceProblem(kind: .unreadableFile, path: childAbsolute, detail: "file name contains a line break"))
          continue
        }
        let childRelative = PathName.join(relative, entry.name)
        var type = entry.type
        var childReal = PathName.join(real, entry.name)
        if type == .symlink {
          let resolved: String
          do {
            resolved = try fileSystem.realPath(childAbsolute)
          } catch {
            let isLoop = error == .symlinkLoop
            result.problems.append(
              WorkspaceProblem(
                kind: isLoop ? .symlinkLoop : .unreadableFile, path: childAbsolute,
                detail: isLoop ? error.detail : "broken symbolic link"))
            continue
          }
          guard let target = fileSystem.type(of: resolved) else { continue }
          type = target
          childReal = resolved
        }
        switch type {
        case .file:
          result.entries.append(FileEntry(path: childRelative, isDirectory: false))
        case .directory:
          if Self.skippedFolders.contains(entry.name) { continue }
          if entry.type == .symlink, PathName.isSelfOrDescendant(real, of: childReal) {
            result.problems.append(
              WorkspaceProblem(
                kind: .symlinkLoop, path: childAbsolute,
                detail: "symbolic link leads back to '\(childReal)', which is being walked"))
            continue
          }
          guard visited.insert(childReal).inserted else { continue }
          result.entries.append(FileEntry(path: childRelative, isDirectory: true))
          pending.append((childAbsolute, childRelative, childReal))
        case .symlink, .other:
          continue
        }
      }
    }
    result.entries.sort { $0.path < $1.path }
    result.nestedPackages.sort()
    return result
  }
}
