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

  public init() {}

  /// Whether no other build compiles any file of the package.
  public var isEmpty: Bool { byPath.isEmpty && pods.isEmpty }

  /// The builds that compile the file at `path` (absolute) besides SwiftPM: Xcode targets,
  /// then pods.
  public func builds(of path: String) -> [OtherBuild] {
    var builds = byPath[path] ?? []
    for pod in pods {
      guard let relative = PathName.relative(path, to: pod.folder), pod.sources.matches(relative)
      else { continue }
      builds.append(pod.build)
    }
    return builds
  }
}
