import BundleLintCore
import BundleLintSyntax

extension XcodeScan {
  /// What reading one project gives the joins: the projects its file references, the links of
  /// its targets as written, and its targets.
  package struct ProjectRead: Sendable {
    var referencedProjects: [String]
    var targetLinks: [XcodeTargetLinks]
    package var project: XcodeProjectScan
  }

  /// The scan `load` would give for the projects `paths` alone, without workspaces and without
  /// resolving build settings (what `XcodeHosts` asks of the projects), made from the reads of
  /// this scan's load instead of reading the files again; nil when that load did not try one
  /// of them.
  package func hostsScan(of paths: [String]) -> XcodeScan? {
    var scan = XcodeScan()
    var files: [ProjectRead] = []
    for path in Set(paths).sorted() {
      guard let read = reads[path] else { return nil }
      guard var read else { continue }
      for index in read.project.targets.indices { read.project.targets[index].settings = [:] }
      files.append(read)
      scan.projects.append(read.project)
    }
    scan.hosts = Self.hostGraph(of: files, workspaces: [])
    return scan
  }

  /// Who embeds and links whom across `files` (the projects read, in order) and the
  /// `workspaces` that hold them. Same-named products are told apart by `SDKROOT`: the raw
  /// setting, else the resolved one (an `.xcconfig` sets it in many projects).
  static func hostGraph(of files: [ProjectRead], workspaces: [Workspace]) -> XcodeHostGraph {
    let projects = files.map(\.project)
    let index = Dictionary(
      projects.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    // A workspace made on a case-insensitive file system may spell a project's folder in
    // another letter case (`apps/iOS` for `apps/ios`): matched ignoring case when no exact.
    let folded = Dictionary(
      projects.enumerated().map { ($1.path.lowercased(), $0) },
      uniquingKeysWith: { first, _ in first })
    var joined = workspaces.map {
      $0.projects.compactMap { index[$0] ?? folded[$0.lowercased()] }
    }
    for (position, file) in files.enumerated() {
      let base = PathName.parent(projects[position].path)
      joined.append(
        [position]
          + file.referencedProjects.compactMap { index[PathName.absolute($0, from: base)] })
    }
    let links = files.map { file in
      file.targetLinks.map { links in
        var links = links
        if links.sdkRoot == nil,
          let target = file.project.targets.first(where: { $0.id == links.id })
        {
          links.sdkRoot =
            target.settings.keys.sorted().lazy
            .compactMap { target.settings[$0]?.sdkRoot?.value }.first
        }
        return links
      }
    }
    return XcodeHostGraph(projects: links, joined: joined)
  }
}
