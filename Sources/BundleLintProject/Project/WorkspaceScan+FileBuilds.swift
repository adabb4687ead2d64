import BundleLintCore
import BundleLintSyntax

extension WorkspaceScan {
  /// One build that compiles a Swift file, as the lint sees it.
  package struct FileBuild: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
      /// A target of a package SwiftPM builds.
      case swiftPM
      /// A target of a package whose manifest SwiftPM refuses: no build, said for the reader.
      case refusedSwiftPM
      case xcodeTarget
      case pod
    }

    package var kind: Kind
    /// The target's or pod's name.
    package var name: String
    /// The manifest, project file or spec that declares it (absolute), when known.
    package var declaredIn: String?
    /// For a refused package: why SwiftPM refuses it (`missingDefaultLocalization`).
    package var refusal: String?
    /// Whether the file's findings are linted as this build's.
    package var isLinted: Bool
  }

  /// The builds that compile the file at `path` (absolute), in this scan with the Xcode and pod
  /// units added (`addingXcodeUnit`, `addingPodUnit`): SwiftPM targets first, then Xcode
  /// targets and pods, each once.
  package func builds(of path: String) -> [FileBuild] {
    let linted = files.filter { $0.path == path }
    var builds: [FileBuild] = []
    for (packageIndex, package) in packages.enumerated() {
      for (moduleIndex, module) in package.modules.enumerated()
      where module.swiftFiles.contains(path) {
        let kind: FileBuild.Kind =
          package.xcodeModules == nil
          ? (package.swiftPMRejection == nil ? .swiftPM : .refusedSwiftPM)
          : (package.manifestPath.hasSuffix(".podspec") ? .pod : .xcodeTarget)
        builds.append(
          FileBuild(
            kind: kind, name: module.target.name,
            declaredIn: package.xcodeModules?[moduleIndex].resourcesDeclaration?.path
              ?? package.manifestPath,
            refusal: package.swiftPMRejection?.kind.rawValue,
            isLinted: linted.contains {
              $0.packageIndex == packageIndex && $0.moduleIndex == moduleIndex
            }))
      }
      // The builds a SwiftPM target's file shares, which lint it as the target's.
      for other in package.otherBuilds.builds(of: path) {
        let kind: FileBuild.Kind = other.kind == .pod ? .pod : .xcodeTarget
        guard !builds.contains(where: { $0.kind == kind && $0.name == other.name }) else {
          continue
        }
        builds.append(
          FileBuild(
            kind: kind, name: other.name, declaredIn: nil, refusal: nil, isLinted: false))
      }
    }
    return builds
  }
}
