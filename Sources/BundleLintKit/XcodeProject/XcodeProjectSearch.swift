/// Which entries of a folder listing are Xcode projects, workspaces and project generator specs
/// to read, and which are left alone: dependency and build folders (`Pods/`, `Carthage/`,
/// `DerivedData/`, `.build/`, `SourcePackages/`), SwiftPM's own `.swiftpm` workspaces, and
/// workspaces inside a project (`App.xcodeproj/project.xcworkspace`).
public enum XcodeProjectSearch {
  /// What a listing holds, paths as the listing gives them, sorted.
  public struct Found: Hashable, Sendable {
    public var projects: [String] = []
    public var workspaces: [String] = []
    /// `project.yml` (XcodeGen) and `Project.swift` (Tuist) files: a `Project.swift` is a
    /// Tuist spec only when its bytes say so (`isTuistSpec`).
    public var specs: [String] = []
  }

  /// Folders whose projects are never read: dependencies, build output, SwiftPM's own.
  static let skippedFolders: Set<String> = [
    "Pods", "Carthage", "DerivedData", ".build", "SourcePackages", ".swiftpm",
  ]

  /// The projects, workspaces and generator specs of `entries` (paths relative to any root).
  public static func find(in entries: [(path: String, isDirectory: Bool)]) -> Found {
    var found = Found()
    for entry in entries {
      let name = entry.path.split(separator: "/").last.map(String.init) ?? entry.path
      let isCandidate =
        entry.isDirectory
        ? name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
        : name == "project.yml" || name == "Project.swift"
      guard isCandidate, !isSkipped(entry.path) else { continue }
      if entry.isDirectory, name.hasSuffix(".xcodeproj") {
        found.projects.append(entry.path)
      } else if entry.isDirectory, name.hasSuffix(".xcworkspace") {
        found.workspaces.append(entry.path)
      } else if !entry.isDirectory, name == "project.yml" || name == "Project.swift" {
        found.specs.append(entry.path)
      }
    }
    found.projects.sort()
    found.workspaces.sort()
    found.specs.sort()
    return found
  }

  /// Whether `path` lies in a folder whose projects are not read, or inside an Xcode project
  /// or workspace (the workspace every project holds; files of a project's folder).
  public static func isSkipped(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    return components.dropLast().contains {
      skippedFolders.contains(String($0)) || $0.hasSuffix(".xcodeproj")
        || $0.hasSuffix(".xcworkspace")
    } || components.last.map { skippedFolders.contains(String($0)) } == true
  }

  /// Whether the bytes of a `Project.swift` are a Tuist manifest (it imports
  /// `ProjectDescription`), not a Swift source that happens to be so named.
  public static func isTuistSpec(_ bytes: [UInt8]) -> Bool {
    bytes.firstRange(of: Array("import ProjectDescription".utf8)) != nil
  }
}
