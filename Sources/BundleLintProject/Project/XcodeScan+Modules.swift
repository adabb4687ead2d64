import BundleLintCore
import BundleLintSyntax

extension XcodeScan {
  /// How describe and notes name a target of the graph: its name, prefixed by its project's
  /// file name when it is not in `project` (`Kit.xcodeproj/Core`).
  package func displayName(_ target: XcodeHostGraph.Target, from project: Int) -> String {
    let name = hosts.targets[target]?.name ?? target.id
    guard target.project != project, projects.indices.contains(target.project) else { return name }
    return PathName.lastComponent(projects[target.project].path) + "/" + name
  }

  /// The module `target` makes (`Module(xcode:…)`), with the apps and extensions that run its
  /// code as its hosts and, for an extension, the apps that embed it.
  package func module(of target: XcodeHostGraph.Target, fileSystem: any FileSystem) -> Module? {
    guard let read = self.target(target) else { return nil }
    let folder = PathName.parent(projects[target.project].path)
    let processes = hosts.processes(running: target).map { displayName($0, from: target.project) }
    let containers = hosts.hosts(of: target).compactMap { host -> String? in
      guard case .embeds = host.relation, hosts.targets[host.target]?.kind == .app else {
        return nil
      }
      return displayName(host.target, from: target.project)
    }
    return Module(
      xcode: read, folder: folder, hosts: processes,
      containingApps: Array(Set(containers)).sorted(),
      readFile: { try? fileSystem.readFile(PathName.join(folder, $0)) })
  }
}
