import BundleLintCore
import BundleLintSyntax

/// Lists every file and folder of a package (or of a folder searched for packages), stopping at
/// nested packages and skipping build and dependency folders.
///
/// Iterative: the depth of the tree never deepens the stack. Symbolic links to folders are
/// followed unless they lead back to a folder above them (a loop); a folder reached both directly
/// and through a link is listed at both places, as SwiftPM sees it. A broken link (or one that
/// loops on itself) is listed as a file, as SwiftPM sees it too: whether anything needs it is for
/// the stages that know the targets to say (`Result.links`).
struct PackageTreeWalker {
  /// Folder names never walked into, besides hidden ones.
  static let skippedFolders: Set<String> = [
    ".build", ".git", ".swiftpm", "Carthage", "Pods", "DerivedData", "node_modules",
  ]

  struct Result {
    /// Paths relative to the walked root.
    var entries: [FileEntry] = []
    /// Absolute roots of packages found below the walked root (not walked into).
    var nestedPackages: [String] = []
    var problems: [WorkspaceProblem] = []
    /// Broken links (`brokenSymlink`) and links that loop (`symlinkLoop`), apart from `problems`:
    /// a broken one is also in `entries`, as a file; a loop back to a folder being walked is not.
    var links: [WorkspaceProblem] = []
    /// The symbolic links to folders the walk went through: each link's absolute path, and the
    /// real path of the folder it leads to (other builds may compile its files by that path).
    var linkedFolders: [String: String] = [:]
  }

  let fileSystem: any FileSystem
  /// Whether the bytes of a `Package.swift` make its folder a package (the walk does not read
  /// manifests; the stage that does says what counts).
  let isManifest: @Sendable ([UInt8]) -> Bool

  /// Walks `root` (absolute). When `rootIsPackage`, the walk lists everything below, nested
  /// packages included (they are also reported in `nestedPackages`); otherwise it is a search
  /// and stops at each package, `root` itself included.
  func walk(_ root: String, rootIsPackage: Bool) -> Result {
    var result = Result()
    // The root's real path is asked of the file system only when a link to a folder needs it
    // (most walks meet none), so a rerun has no real path to check.
    var rootReal: String?
    func resolved(_ place: RealPlace) -> String {
      switch place {
      case .real(let path): return path
      case .belowRoot(let relative):
        let base = rootReal ?? (try? fileSystem.realPath(root)) ?? root
        rootReal = base
        return PathName.join(base, relative)
      }
    }
    // (absolute path, path relative to root, real places of the folder and the folders above it)
    var pending: [(String, String, [RealPlace])] = [(root, "", [.belowRoot("")])]
    while let (absolute, relative, chain) = pending.popLast() {
      let place = chain[chain.count - 1]
      let listing: [DirectoryEntry]
      do {
        listing = try fileSystem.entries(in: absolute)
      } catch {
        result.problems.append(
          WorkspaceProblem(kind: .unreadableFolder, path: absolute, detail: error.detail))
        continue
      }
      if relative.isEmpty && !rootIsPackage
        && listing.contains(where: { $0.name == "Package.swift" && $0.type != .directory })
      {
        // The folder searched is itself a package.
        result.nestedPackages.append(absolute)
        continue
      }
      if !relative.isEmpty, isPackage(absolute, listing: listing) {
        result.nestedPackages.append(absolute)
        // A search stops here; a package walk goes on, for targets whose folder lies inside.
        if !rootIsPackage { continue }
      }
      for entry in listing.sorted(by: { $0.name < $1.name }) {
        let childAbsolute = PathName.join(absolute, entry.name)
        guard entry.hasValidName else {
          result.problems.append(
            WorkspaceProblem(
              kind: .unreadableFile, path: childAbsolute, detail: "file name is not valid UTF-8"))
          continue
        }
        if entry.name.hasPrefix(".") { continue }
        if entry.name.containsLineBreak {
          result.problems.append(
            WorkspaceProblem(
              kind: .unreadableFile, path: childAbsolute, detail: "file name contains a line break")
          )
          continue
        }
        let childRelative = PathName.join(relative, entry.name)
        var type = entry.type
        var linkTarget: String?
        if type == .symlink {
          let target: String
          do {
            target = try fileSystem.realPath(childAbsolute)
          } catch {
            let isLoop = error == .symlinkLoop
            result.links.append(
              WorkspaceProblem(
                kind: isLoop ? .symlinkLoop : .brokenSymlink, path: childAbsolute,
                detail: isLoop ? error.detail : "broken symbolic link"))
            result.entries.append(FileEntry(path: childRelative, isDirectory: false))
            continue
          }
          guard let targetType = fileSystem.type(of: target) else { continue }
          type = targetType
          linkTarget = target
        }
        switch type {
        case .file:
          result.entries.append(FileEntry(path: childRelative, isDirectory: false))
        case .directory:
          if Self.skippedFolders.contains(entry.name) { continue }
          if let childReal = linkTarget,
            chain.contains(where: { resolved($0) == childReal })
              || PathName.isSelfOrDescendant(resolved(place), of: childReal)
          {
            result.links.append(
              WorkspaceProblem(
                kind: .symlinkLoop, path: childAbsolute,
                detail: "symbolic link leads back to '\(childReal)', which is being walked"))
            continue
          }
          result.entries.append(FileEntry(path: childRelative, isDirectory: true))
          if let childReal = linkTarget { result.linkedFolders[childAbsolute] = childReal }
          let childPlace =
            linkTarget.map(RealPlace.real) ?? place.appending(entry.name, relative: childRelative)
          pending.append((childAbsolute, childRelative, chain + [childPlace]))
        case .symlink, .other:
          continue
        }
      }
    }
    result.entries.sort { $0.path < $1.path }
    result.nestedPackages.sort()
    return result
  }

  /// Where a folder being walked really is: below the root's real path (not asked of the file
  /// system until needed), or at a link's resolved path.
  private enum RealPlace {
    case belowRoot(String)
    case real(String)

    /// The place of the folder `name` in this one, whose path relative to the root is
    /// `relative`.
    func appending(_ name: String, relative: String) -> RealPlace {
      switch self {
      case .belowRoot: .belowRoot(relative)
      case .real(let path): .real(PathName.join(path, name))
      }
    }
  }

  /// Whether `folder` holds a package manifest: a `Package.swift` whose bytes `isManifest`
  /// accepts, or one that cannot be read, which the loader then reports as a broken manifest.
  func isPackage(_ folder: String, listing: [DirectoryEntry]? = nil) -> Bool {
    if let listing,
      !listing.contains(where: { $0.name == "Package.swift" && $0.type != .directory })
    {
      return false
    }
    let path = PathName.join(folder, "Package.swift")
    guard fileSystem.type(of: path) == .file else { return false }
    guard let bytes = try? fileSystem.readFile(path) else { return true }
    return isManifest(bytes)
  }
}
