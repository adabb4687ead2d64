extension ProjectFile {
  /// The native targets, by name: kind, Swift sources and bundle resources from their per-file
  /// build phases. Paths are relative to the folder holding the `.xcodeproj`; a file outside
  /// the repository (`BUILT_PRODUCTS_DIR`, `SDKROOT`) is left out.
  public func nativeTargets() -> [XcodeTarget] {
    let paths = filePaths()
    return objects(isa: "PBXNativeTarget").map { target in
      var swiftFiles: [String] = []
      var resources: [String] = []
      for phase in references(target.fields["buildPhases"]) {
        let files = references(phase.fields["files"]).flatMap { buildFile in
          references(buildFile.fields["fileRef"]).flatMap(filesOf)
        }
        switch phase.isa {
        case "PBXSourcesBuildPhase":
          swiftFiles += files.compactMap { paths[$0] }.filter { $0.hasSuffix(".swift") }
        case "PBXResourcesBuildPhase": resources += files.compactMap { paths[$0] }
        default: break
        }
      }
      return XcodeTarget(
        id: target.id, name: target.fields["name"]?.string ?? target.id,
        kind: XcodeTarget.Kind(
          productType: target.fields["productType"]?.string ?? "",
          machOType: setting("MACH_O_TYPE", of: target)),
        swiftFiles: swiftFiles, resources: resources, line: target.line)
    }.sorted { $0.name < $1.name }
  }

  /// The objects a field names: one id, or an array of ids.
  func references(_ value: PlistValue?) -> [Object] {
    switch value {
    case .string(let id)?: objects[id].map { [$0] } ?? []
    case .array(let ids)?: ids.compactMap { $0.string.flatMap { objects[$0] } }
    default: []
    }
  }

  /// The file references an object stands for: itself, or a variant group's localizations.
  private func filesOf(_ object: Object) -> [String] {
    object.isa == "PBXVariantGroup"
      ? references(object.fields["children"]).map(\.id) : [object.id]
  }

  /// The value of build setting `name` in the first of the target's configurations that sets
  /// it.
  func setting(_ name: String, of target: Object) -> String? {
    for list in references(target.fields["buildConfigurationList"]) {
      for configuration in references(list.fields["buildConfigurations"]) {
        if let value = configuration.fields["buildSettings"]?.dictionary?[name]?.string {
          return value
        }
      }
    }
    return nil
  }

  /// The path of each file reference and group, relative to the folder holding the project:
  /// `<group>` paths joined up the group tree, `SOURCE_ROOT` ones from that folder.
  func filePaths() -> [String: String] {
    var parent: [String: String] = [:]
    for object in objects.values where object.isa.hasSuffix("Group") {
      for child in references(object.fields["children"]) { parent[child.id] = object.id }
    }
    var memo: [String: String?] = [:]
    func path(_ id: String, depth: Int) -> String? {
      if let known = memo[id] { return known }
      guard depth < 64, let object = objects[id] else { return nil }
      let own = object.fields["path"]?.string ?? ""
      let resolved: String?
      switch object.fields["sourceTree"]?.string ?? "<group>" {
      case "<group>":
        let base = parent[id].map { path($0, depth: depth + 1) } ?? ""
        resolved = base.map { join($0, own) }
      case "SOURCE_ROOT": resolved = own
      case "<absolute>": resolved = own
      default: resolved = nil
      }
      memo[id] = resolved
      return resolved
    }
    var paths: [String: String] = [:]
    for object in objects.values
    where object.isa == "PBXFileReference" || object.isa.hasSuffix("Group") {
      if let resolved = path(object.id, depth: 0), !resolved.isEmpty {
        paths[object.id] = resolved
      }
    }
    return paths
  }

  private func join(_ base: String, _ rest: String) -> String {
    if base.isEmpty { return rest }
    if rest.isEmpty { return base }
    return base + "/" + rest
  }
}
