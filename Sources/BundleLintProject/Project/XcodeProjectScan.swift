import BundleLintCore
import BundleLintSyntax

/// An Xcode project found in the linted folders, as read: where it is and its native targets.
/// Each target becomes a module (`Module(xcode:…)`); `describe` shows them, and the lint asks
/// the projects which apps and extensions run a package module (`XcodeHosts`).
public struct XcodeProjectScan: Hashable, Sendable {
  /// The `.xcodeproj` folder, absolute.
  public var path: String
  public var targets: [XcodeTarget]
  /// The project format (`objectVersion`): which Xcode, and so which toolchain, opens it.
  public var objectVersion: Int?
  /// The project's `developmentRegion` (`en`), the language of its sources; nil when unset.
  package var developmentRegion: String?

  /// `path`'s `project.pbxproj` read, or the one problem that stops it (the run goes on
  /// without the project).
  package static func read(_ path: String, fileSystem: any FileSystem) -> (
    file: ProjectFile?, problem: WorkspaceProblem?
  ) {
    let file = PathName.join(path, "project.pbxproj")
    guard let bytes = try? fileSystem.readFile(file) else {
      return (nil, WorkspaceProblem(kind: .unreadableFile, path: file, detail: "not readable"))
    }
    do {
      let project = try ProjectFile.read(bytes)
      return (project, nil)
    } catch {
      return (nil, WorkspaceProblem(kind: .unreadableFile, path: file, detail: error.message))
    }
  }

  /// The targets of `project`, read from `path`.
  package static func scan(
    _ path: String, _ project: ProjectFile, fileSystem: any FileSystem,
    resolvingSettings: Bool = true
  ) -> XcodeProjectScan {
    // A synchronized folder's members are what the disk holds below it.
    let walker = PackageTreeWalker(fileSystem: fileSystem, isManifest: { _ in false })
    let base = PathName.parent(path)
    let targets = project.nativeTargets(
      listing: { folder in
        walker.walk(PathName.join(base, folder), rootIsPackage: true).entries.map {
          (path: $0.path, isDirectory: $0.isDirectory)
        }
      },
      projectName: PathName.lastComponent(path).split(separator: ".").dropLast()
        .joined(separator: "."),
      readFile: { try? fileSystem.readFile(PathName.absolute($0, from: base)) },
      resolvingSettings: resolvingSettings)
    return XcodeProjectScan(
      path: path, targets: targets, objectVersion: project.objectVersion.flatMap { Int($0) },
      developmentRegion: project.rootObject.flatMap { project.objects[$0] }?
        .fields["developmentRegion"]?.string)
  }
}
