import BundleLintCore
import BundleLintSyntax

/// Which other builds compile each file of a package SwiftPM builds: the Xcode targets, by
/// path, and the pods over the package's folders, whose globs are asked of a file only when a
/// finding on it needs the answer (most files have none).
public struct OtherBuildIndex: Hashable, Sendable {
  /// A pod whose spec lies in the package: another build of the files its sources name.
  struct Pod: Hashable, Sendable {
    var build: OtherBuild
    /// The spec's folder, absolute: the globs are relative to it.
    var folder: String
    var sources: PodGlob.Matcher
  }

  /// The Xcode targets that compile each file, by absolute path.
  var byPath: [String: [OtherBuild]] = [:]
  var pods: [Pod] = []
  /// The package's symbolic links to folders (absolute link → real folder): another build may
  /// compile a file by its real path (`Sources/Kit` → `../Kit`).
  var linkedFolders: [String: String] = [:]

  public init() {}

  /// Whether no other build compiles any file of the package.
  public var isEmpty: Bool { byPath.isEmpty && pods.isEmpty }

  /// The builds that compile the file at `path` (absolute) besides SwiftPM, by that path or
  /// its real one: Xcode targets, then pods, each once.
  public func builds(of path: String) -> [OtherBuild] {
    var builds: [OtherBuild] = []
    for path in [path] + [realPath(of: path)].compactMap({ $0 }) {
      for build in byPath[path] ?? [] where !builds.contains(build) { builds.append(build) }
      for pod in pods where !builds.contains(pod.build) {
        guard let relative = PathName.relative(path, to: pod.folder),
          pod.sources.matches(relative)
        else { continue }
        builds.append(pod.build)
      }
    }
    return builds
  }

  /// The real path of `path` when it lies below one of the package's links to folders (the
  /// innermost), else nil.
  func realPath(of path: String) -> String? {
    guard !linkedFolders.isEmpty else { return nil }
    var folder = PathName.parent(path)
    while !folder.isEmpty, folder != "/" {
      if let real = linkedFolders[folder] {
        return PathName.join(real, PathName.relative(path, to: folder) ?? "")
      }
      folder = PathName.parent(folder)
    }
    return nil
  }

  /// The real paths of those of `paths` that lie below a link to a folder.
  func realPaths(of paths: [String]) -> [String] {
    guard !linkedFolders.isEmpty else { return [] }
    return paths.compactMap(realPath(of:))
  }
}
