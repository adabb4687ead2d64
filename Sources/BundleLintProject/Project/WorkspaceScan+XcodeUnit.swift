import BundleLintCore
import BundleLintSyntax

extension WorkspaceScan {
  /// The scan with the shipped targets of its Xcode projects added as one more lint unit
  /// (`XcodeScan.lintUnit`), their files with it; unchanged when the user named files
  /// or folders inside a package, or the projects have no such target. A file of a package
  /// that SwiftPM refuses (`ResolvedPackage.swiftPMRejection`) that a target compiles is linted
  /// as that target's only: the manifest is no build of it.
  package func addingXcodeUnit(fileSystem: any FileSystem) -> WorkspaceScan {
    guard explicitFiles == nil else { return self }
    guard let (unit, shared) = xcode.lintUnit(skipping: swiftPMFiles, fileSystem: fileSystem)
    else { return self }
    var scan = self
    scan.noteOtherBuilds(shared)
    return scan.appending(unit)
  }

  /// Records, on the packages SwiftPM builds, which of their files `builds` (by path) also
  /// compile.
  mutating func noteOtherBuilds(_ builds: [String: [OtherBuild]]) {
    guard !builds.isEmpty else { return }
    for index in packages.indices
    where packages[index].xcodeModules == nil && packages[index].swiftPMRejection == nil {
      let links = packages[index].otherBuilds
      for module in packages[index].modules {
        for path in module.swiftFiles {
          guard let others = builds[path] ?? links.realPath(of: path).flatMap({ builds[$0] })
          else { continue }
          packages[index].otherBuilds.byPath[path, default: []] += others
        }
      }
    }
  }

  /// The Swift files of the packages SwiftPM builds: those it refuses
  /// (`ResolvedPackage.swiftPMRejection`) and the units of Xcode projects and pods left out.
  var swiftPMFiles: Set<String> {
    var files: Set<String> = []
    for package in packages where package.xcodeModules == nil && package.swiftPMRejection == nil {
      for module in package.modules {
        files.formUnion(module.swiftFiles)
        // A file in a linked folder is the same file by its real path, which another build
        // may name.
        files.formUnion(package.otherBuilds.realPaths(of: module.swiftFiles))
      }
    }
    return files
  }

  /// The scan with `unit` as one more package, its files among the files to lint. A file of a
  /// package SwiftPM refuses that the unit compiles is the unit's only.
  func appending(_ unit: ResolvedPackage) -> WorkspaceScan {
    var scan = self
    let rejected = Set(packages.indices.filter { packages[$0].swiftPMRejection != nil })
    if !rejected.isEmpty {
      let compiled = Set(unit.modules.flatMap(\.swiftFiles))
      scan.files.removeAll { rejected.contains($0.packageIndex) && compiled.contains($0.path) }
    }
    let index = scan.packages.count
    scan.packages.append(unit)
    for (moduleIndex, module) in unit.modules.enumerated() {
      scan.files += module.swiftFiles.map {
        WorkspaceFile(path: $0, packageIndex: index, moduleIndex: moduleIndex)
      }
    }
    scan.files.sort {
      ($0.path, $0.packageIndex, $0.moduleIndex) < ($1.path, $1.packageIndex, $1.moduleIndex)
    }
    return scan
  }
}
