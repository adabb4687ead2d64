import BundleLintCore
import BundleLintSyntax

extension DescribeReport {
  /// The `projects` (and `workspaces`, `generatorNote`) members: each Xcode project's native
  /// targets with their kind, Swift files, tables and catalogs, who embeds and links them, the
  /// package products they link, the apps and extensions that run their code, and what
  /// `Bundle.main` is there, and for an app or extension the languages its bundle declares
  /// (null when its Info.plist cannot be known, and for other targets). Omitted when the
  /// folders hold no project.
  static func writeProjects(
    _ xcode: XcodeScan,
    bundleHelpers: [XcodeHostGraph.Target: [XcodeBundleHelpers.Described]],
    localizations: [XcodeHostGraph.Target: AppLocalizations?] = [:],
    currentDirectory: String, to json: inout JSONStream
  ) {
    let graph = xcode.hosts
    writeObjects("projects", Array(xcode.projects.enumerated()), omittedWhenEmpty: true, to: &json)
    {
      entry, json in
      let (index, project) = entry
      json.member("path", displayPath(project.path, currentDirectory: currentDirectory))
      writeObjects("targets", project.targets, to: &json) { target, json in
        let node = XcodeHostGraph.Target(project: index, id: target.id)
        let module = xcode.modules[node]
        json.member("name", target.name)
        json.member("kind", target.kind.rawValue)
        json.member("line", target.line)
        json.member("swiftFiles", target.swiftFiles.count)
        let resources = module?.resources ?? ModuleResources()
        writeObjects("stringTables", resources.stringTables, to: &json) { table, json in
          json.member("table", table.name)
          writeStrings("localizations", table.localizations, to: &json)
        }
        writeStrings("assetCatalogs", resources.assetCatalogs, to: &json)
        json.member("otherResources", resources.otherFiles.count + resources.interfaceFiles.count)
        let hosts = graph.hosts(of: node)
        writeObjects("embeddedBy", hosts.filter { $0.relation != .links }, to: &json) {
          host, json in
          json.member("target", xcode.displayName(host.target, from: index))
          if case .embeds(let destination) = host.relation {
            json.member("destination", destination.rawValue)
          }
        }
        writeStrings(
          "linkedBy",
          hosts.filter { $0.relation == .links }.map { xcode.displayName($0.target, from: index) },
          to: &json)
        writeStrings(
          "packageProducts", Array(Set(graph.linkedPackageProducts(of: node).map(\.name))).sorted(),
          to: &json)
        writeStrings("runsIn", module?.hosts ?? [], to: &json)
        json.member("mainBundle", describe(module?.meaning(of: .main) ?? .unknown))
        writeObjects("bundleHelpers", bundleHelpers[node] ?? [], to: &json) { helper, json in
          json.member("name", helper.name)
          json.member("bundle", describe(helper.meaning))
        }
        json.key("bundleIdentifier")
        json.string(orNull: module?.bundleIdentifier)
        let declared = localizations[node] ?? nil
        json.key("declaredLocalizations")
        if let declared {
          json.beginArray()
          for language in declared.declared { json.string(language) }
          json.endArray()
        } else {
          json.null()
        }
        json.key("allowsMixedLocalizations")
        json.bool(declared?.allowsMixedLocalizations ?? false)
        let conditions = module?.conditions ?? CompilationConditions()
        writeStrings("compilationConditions", conditions.set.sorted(), to: &json)
        writeStrings("someConfigurationsOnly", conditions.undecided.sorted(), to: &json)
        json.key("platforms")
        if let platforms = conditions.platforms {
          json.beginArray()
          for platform in platforms.sorted() { json.string(platform) }
          json.endArray()
        } else {
          json.null()
        }
      }
    }
    writeObjects("workspaces", xcode.workspaces, omittedWhenEmpty: true, to: &json) {
      workspace, json in
      json.member("path", displayPath(workspace.path, currentDirectory: currentDirectory))
      writeStrings(
        "projects",
        workspace.projects.map { displayPath($0, currentDirectory: currentDirectory) }, to: &json)
    }
    if let note = xcode.generatorNote {
      json.member(
        "generatorNote",
        note.message(showing: { displayPath($0, currentDirectory: currentDirectory) }))
    }
  }

  /// A bundle as describe shows it: `own`, the apps and extensions of the host
  /// (`host: App, Widget`), another target's name, or `unknown`.
  private static func describe(_ meaning: BundleMeaning) -> String {
    switch meaning {
    case .own: "own"
    case .hosts(let hosts) where !hosts.isEmpty: "host: " + hosts.joined(separator: ", ")
    case .hosts: "host: unknown"
    case .other(let name): name
    case .unknown: "unknown"
    }
  }
}
