import BundleLintCore
import BundleLintSyntax

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
    /// CocoaPods specs (`Kit.podspec`): each pod is built as a framework of its own.
    public var podspecs: [String] = []

    package init() {}
  }

  /// Folders whose projects are never read: dependencies, build output, SwiftPM's own.
  static let skippedFolders: Set<String> = [
    "Pods", "Carthage", "DerivedData", ".build", "SourcePackages", ".swiftpm",
  ]

  /// The projects, workspaces and generator specs of `entries` (paths relative to any root).
  public static func find(in entries: [(path: String, isDirectory: Bool)]) -> Found {
    var found = Found()
    // Every file of a tree passes here: suffixes first, no splitting.
    for (path, isDirectory) in entries {
      if isDirectory, path.hasSuffix(".xcodeproj"), !isSkipped(path) {
        found.projects.append(path)
      } else if isDirectory, path.hasSuffix(".xcworkspace"), !isSkipped(path) {
        found.workspaces.append(path)
      } else if !isDirectory, Self.isSpecName(path), !isSkipped(path) {
        found.specs.append(path)
      } else if !isDirectory, path.hasSuffix(".podspec"), !isSkipped(path) {
        found.podspecs.append(path)
      }
    }
    found.projects.sort()
    found.workspaces.sort()
    found.specs.sort()
    found.podspecs.sort()
    return found
  }

  /// Whether the last component of `path` is `project.yml` or `Project.swift`.
  static func isSpecName(_ path: String) -> Bool {
    path == "project.yml" || path == "Project.swift" || path.hasSuffix("/project.yml")
      || path.hasSuffix("/Project.swift")
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
