/// The Xcode projects of the linted folders, read and joined: the projects, the workspaces
/// that join them, who hosts whom across them, and the one note for generator specs whose
/// project is not in the repository.
public struct XcodeWorkspaceScan: Sendable {
  /// An `.xcworkspace` read.
  public struct Workspace: Hashable, Sendable {
    /// The `.xcworkspace` folder, absolute.
    public var path: String
    /// The `.xcodeproj` folders it lists (absolute, normalized), whether or not they exist.
    public var projects: [String]
  }

  /// The projects read, by path; `hosts`' project indices point into this list.
  public var projects: [XcodeProjectScan] = []
  public var workspaces: [Workspace] = []
  /// Who embeds and links whom, across the projects of each workspace.
  public var hosts = XcodeHostGraph(projects: [])
  /// The module each target makes, with its hosts (filled when the projects are read).
  public var modules: [XcodeHostGraph.Target: Module] = [:]
  /// Generator specs whose project is not there, said once; nil when there are none.
  public var generatorNote: XcodeGeneratorNote?

  public init() {}

  /// The target `target` of the host graph stands for, as read (kind, sources, resources).
  public func target(_ target: XcodeHostGraph.Target) -> XcodeTarget? {
    guard projects.indices.contains(target.project) else { return nil }
    return projects[target.project].targets.first { $0.id == target.id }
  }

  /// The host graph's name for the target `id` of the project at `projectPath`.
  public func graphTarget(project projectPath: String, id: String) -> XcodeHostGraph.Target? {
    guard let index = projects.firstIndex(where: { $0.path == projectPath }) else { return nil }
    let target = XcodeHostGraph.Target(project: index, id: id)
    return hosts.targets[target] == nil ? nil : target
  }

  /// The folder of a local package product `target` links (absolute, normalized); nil for a
  /// remote one or one matched by product name.
  public func packageFolder(of product: XcodePackageProduct, linkedBy target: XcodeHostGraph.Target)
    -> String?
  {
    guard case .local(let path) = product.package, projects.indices.contains(target.project)
    else { return nil }
    return PathName.absolute(path, from: PathName.parent(projects[target.project].path))
  }

  /// Reads the projects and workspaces `found` names (absolute paths), and the workspaces'
  /// projects that exist though the search did not meet them; leaves out SwiftPM-generated
  /// projects (`OBJ_` ids) beside a `Package.swift`. A file that cannot be read is one problem
  /// each; the others are read.
  static func load(
    _ found: XcodeProjectSearch.Found, fileSystem: any FileSystem, resolvingSettings: Bool = true
  ) -> (
    scan: XcodeWorkspaceScan, problems: [WorkspaceProblem]
  ) {
    var scan = XcodeWorkspaceScan()
    var problems: [WorkspaceProblem] = []
    var projectPaths = Set(found.projects)
    for path in Set(found.workspaces).sorted() {
      let file = PathName.join(path, "contents.xcworkspacedata")
      guard let bytes = try? fileSystem.readFile(file) else {
        problems.append(WorkspaceProblem(kind: .unreadableFile, path: file, detail: "not readable"))
        continue
      }
      do {
        let base = PathName.parent(path)
        let projects = try XcodeWorkspace.read(bytes).projects.map {
          PathName.absolute($0.path, from: base)
        }
        scan.workspaces.append(Workspace(path: path, projects: projects))
        projectPaths.formUnion(
          projects.filter {
            !XcodeProjectSearch.isSkipped($0) && fileSystem.type(of: $0) == .directory
          })
      } catch {
        problems.append(WorkspaceProblem(kind: .unreadableFile, path: file, detail: error.message))
      }
    }
    // What the joins below need of each project file, taken as it is read: the parsed files
    // of a large repository's projects are the run's largest objects, and are let go.
    // The projects on all cores, each read and let go by its own worker; joined in path order.
    var files: [(referencedProjects: [String], targetLinks: [XcodeTargetLinks])] = []
    typealias Kept = (
      referencedProjects: [String], targetLinks: [XcodeTargetLinks], XcodeProjectScan
    )
    let read = parallelMap(projectPaths.sorted()) { path -> (WorkspaceProblem?, Kept?) in
      let read = XcodeProjectScan.read(path, fileSystem: fileSystem)
      guard let file = read.file,
        !file.isSwiftPMGenerated
          || fileSystem.type(of: PathName.join(PathName.parent(path), "Package.swift")) != .file
      else { return (read.problem, nil) }
      let project = XcodeProjectScan.scan(
        path, file, fileSystem: fileSystem, resolvingSettings: resolvingSettings)
      return (read.problem, (file.referencedProjects(), file.targetLinks(), project))
    }
    for (problem, kept) in read {
      if let problem { problems.append(problem) }
      guard let (referencedProjects, targetLinks, project) = kept else { continue }
      files.append((referencedProjects, targetLinks))
      scan.projects.append(project)
    }
    let index = Dictionary(
      scan.projects.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    // A workspace made on a case-insensitive file system may spell a project's folder in
    // another letter case (`apps/iOS` for `apps/ios`): matched ignoring case when no exact.
    let folded = Dictionary(
      scan.projects.enumerated().map { ($1.path.lowercased(), $0) },
      uniquingKeysWith: { first, _ in first })
    var joined = scan.workspaces.map {
      $0.projects.compactMap { index[$0] ?? folded[$0.lowercased()] }
    }
    for (position, file) in files.enumerated() {
      let base = PathName.parent(scan.projects[position].path)
      joined.append(
        [position]
          + file.referencedProjects.compactMap { index[PathName.absolute($0, from: base)] })
    }
    // Same-named products are told apart by `SDKROOT`: the raw setting, else the resolved one
    // (an `.xcconfig` sets it in many projects).
    let links = zip(files, scan.projects).map { file, project in
      file.targetLinks.map { links in
        var links = links
        if links.sdkRoot == nil, let target = project.targets.first(where: { $0.id == links.id }) {
          links.sdkRoot =
            target.settings.keys.sorted().lazy
            .compactMap { target.settings[$0]?.sdkRoot?.value }.first
        }
        return links
      }
    }
    scan.hosts = XcodeHostGraph(projects: links, joined: joined)
    scan.generatorNote = generatorNote(for: found, fileSystem: fileSystem)
    return (scan, problems)
  }

  /// The one note for the generator specs among `found` whose project is not there (a
  /// `Project.swift` counts only when its bytes say it is Tuist's); nil when there are none.
  public static func generatorNote(
    for found: XcodeProjectSearch.Found, fileSystem: any FileSystem
  ) -> XcodeGeneratorNote? {
    let specs = found.specs.compactMap { path -> XcodeGeneratorNote.Spec? in
      if PathName.lastComponent(path) == "project.yml" {
        return XcodeGeneratorNote.Spec(path: path, generator: .xcodeGen)
      }
      guard let bytes = try? fileSystem.readFile(path), XcodeProjectSearch.isTuistSpec(bytes)
      else { return nil }
      return XcodeGeneratorNote.Spec(path: path, generator: .tuist)
    }
    return XcodeGeneratorNote.missing(specs: specs, containers: found.projects + found.workspaces)
  }
}
