import BundleLintCore
import BundleLintSyntax

extension WorkspaceScan {
  /// The scan with the CocoaPods specs of the searched folders added as one more lint unit, a
  /// module per spec: the Swift files its `source_files` name and no package of the run
  /// compiles, built as the dynamic framework `use_frameworks!` makes of a Swift pod, whose
  /// bundle carries the spec's `resources` (and `Bundle.main` is the app's). A spec in a
  /// package the run loads is left to that package. Unchanged when the user named files, or no
  /// spec names a Swift file.
  package func addingPodUnit(fileSystem: any FileSystem) -> WorkspaceScan {
    guard explicitFiles == nil, !xcodeFiles.podspecs.isEmpty else { return self }
    // SwiftPM lints its own files; an Xcode target's are linted again as the pod's (the pod is
    // another build of them).
    let packaged = swiftPMFiles
    var modules: [ResolvedModule] = []
    var models: [Module] = []
    var declarations: [TargetDeclaration] = []
    let specs = Array(Set(xcodeFiles.podspecs)).sorted()
    let root = XcodeScan.commonFolder(of: specs.map(PathName.parent))
    // The files SwiftPM compiles that a pod compiles too: a fix must compile in the pod.
    var shared: [String: [OtherBuild]] = [:]
    var podsInPackages: [(package: Int, pod: OtherBuildIndex.Pod)] = []
    for spec in specs {
      let folder = PathName.parent(spec)
      guard let bytes = try? fileSystem.readFile(spec), let pod = Podspec.read(bytes) else {
        continue
      }
      // A pod inside a package SwiftPM builds is linted as that package: which of the
      // package's files it compiles too is asked when a finding on one needs it.
      if let index = packages.firstIndex(where: {
        $0.xcodeModules == nil && $0.swiftPMRejection == nil
          && PathName.isSelfOrDescendant(folder, of: $0.root)
      }) {
        podsInPackages.append(
          (
            index,
            OtherBuildIndex.Pod(
              build: OtherBuild(kind: .pod, name: pod.name), folder: folder,
              sources: PodGlob.Matcher(
                pod.sourceFiles, in: folder, wholeFolder: "*.swift", fileSystem: fileSystem))
          ))
        continue
      }
      let compiled = PodGlob.paths(
        matching: pod.sourceFiles, in: folder, wholeFolder: "*.swift", fileSystem: fileSystem
      )
      .filter { $0.hasSuffix(".swift") }.map { PathName.join(folder, $0) }
      for path in compiled where packaged.contains(path) {
        shared[path, default: []].append(OtherBuild(kind: .pod, name: pod.name))
      }
      let swift = compiled.filter { !packaged.contains($0) }
      guard !swift.isEmpty else { continue }
      let resources = PodGlob.paths(matching: pod.resources, in: folder, fileSystem: fileSystem)
        .map { PathName.join(folder, $0) }
      let relative = { (path: String) in PathName.relative(path, to: root) ?? path }
      let target = XcodeTarget(
        id: spec, name: pod.name, kind: .dynamicFramework, swiftFiles: swift.map(relative),
        resources: resources.map(relative), line: 1)
      var model = Module(
        xcode: target, folder: root, hosts: [], projectFile: spec,
        readFile: { path in try? fileSystem.readFile(PathName.join(root, path)) })
      model.productFileName = "\(pod.name).framework"
      model.resourceBundleNames = pod.resourceBundles
      model.resourcesOnlyInResourceBundles =
        !pod.resourceBundles.isEmpty && pod.frameworkResources.isEmpty
      let declaration = TargetDeclaration(
        name: pod.name, kind: .regular, position: ManifestPosition(line: 1, column: 1))
      declarations.append(declaration)
      models.append(model)
      modules.append(
        ResolvedModule(
          target: declaration, directory: PathName.relative(folder, to: root) ?? "",
          swiftFiles: model.sourceFiles, resources: model.resources))
    }
    var scan = self
    scan.noteOtherBuilds(shared)
    for (package, pod) in podsInPackages { scan.packages[package].otherBuilds.pods.append(pod) }
    guard !modules.isEmpty else { return scan }
    var unit = ResolvedPackage(
      root: root, manifestPath: specs[0],
      manifest: PackageManifest(
        toolsVersion: nil, name: nil, defaultLocalization: nil, targets: declarations,
        readMode: .static),
      modules: modules, problems: [])
    unit.xcodeModules = models
    return scan.appending(unit)
  }
}
