import BundleLintCore
import BundleLintSyntax

extension ProjectFile {
  /// The native targets, by name: kind, Swift sources and bundle resources from their per-file
  /// build phases. Paths are relative to the folder holding the `.xcodeproj`; a file outside
  /// the repository (`BUILT_PRODUCTS_DIR`, `SDKROOT`) is left out.
  ///
  /// Xcode 16's synchronized folders take their members from the disk: `listing` gives every
  /// file and folder below a folder (relative to the project's folder), paths relative to it.
  /// The build settings read `.xcconfig` files through `readFile` (see
  /// `buildSettings(of:projectName:readFile:)`); none when not `resolvingSettings`.
  package func nativeTargets(
    listing: (String) -> [(path: String, isDirectory: Bool)] = { _ in [] },
    projectName: String? = nil, readFile: (String) -> [UInt8]? = { _ in nil },
    resolvingSettings: Bool = true
  ) -> [XcodeTarget] {
    let paths = filePaths()
    let synchronized = synchronizedMembers(paths: paths, listing: listing)
    let placed = phasePlacements(paths: paths)
    var xcconfigs = XCConfigCache()
    return objects(isa: "PBXNativeTarget").map { target in
      var swiftFiles: [String] = []
      var resources: [String] = []
      var localizedSources: [String] = []
      var resourcesPhaseLine: Int?
      for file in synchronized[target.id] ?? [] {
        switch placed[target.id]?[file] ?? Self.phase(of: file) {
        case .sources: swiftFiles.append(file)
        case .resources: resources.append(file)
        case nil: break
        }
      }
      for phase in references(target.fields["buildPhases"]) {
        let files = references(phase.fields["files"]).flatMap { buildFile in
          references(buildFile.fields["fileRef"]).flatMap(filesOf)
        }
        switch phase.isa {
        case "PBXSourcesBuildPhase":
          for path in files.compactMap({ paths[$0] }) {
            if path.hasSuffix(".swift") {
              swiftFiles.append(path)
            } else if AppLocalizations.folderLanguage(path) != nil {
              // An intent definition's translations (`de.lproj/Intents.strings`) are compiled
              // from the Sources phase into the bundle's `.lproj` folders.
              localizedSources.append(path)
            }
          }
        case "PBXResourcesBuildPhase":
          resources += files.compactMap { paths[$0] }
          resourcesPhaseLine = resourcesPhaseLine ?? phase.line
        default: break
        }
      }
      var target = XcodeTarget(
        id: target.id, name: target.fields["name"]?.string ?? target.id,
        kind: XcodeTarget.Kind(
          productType: target.fields["productType"]?.string ?? "",
          machOType: setting("MACH_O_TYPE", of: target)),
        swiftFiles: swiftFiles, resources: resources, line: target.line,
        settings: resolvingSettings
          ? buildSettings(
            of: target, projectName: projectName, paths: paths, cache: &xcconfigs,
            readFile: readFile) : [:])
      target.resourcesPhaseLine = resourcesPhaseLine
      target.localizedSources = localizedSources
      return target
    }.sorted { $0.name < $1.name }
  }

  /// Where a file of a synchronized folder lands, by its type.
  enum Phase { case sources, resources }

  static func phase(of path: String) -> Phase? {
    if let phase = asciiPhase(of: path) { return phase }
    let name = lastPart(of: Substring(path), after: "/") ?? Substring(path)
    // An Info.plist (also `Info_Store.plist`) is the target's settings, not a resource.
    if name.hasPrefix("Info"), name.hasSuffix(".plist") { return nil }
    return phase(ofExtension: lastPart(of: name, after: ".") ?? "")
  }

  /// The phase of a file by its extension.
  private static func phase(ofExtension pathExtension: Substring) -> Phase? {
    switch pathExtension {
    case "swift": return .sources
    case "xcassets", "icon", "strings", "stringsdict", "xcstrings", "storyboard", "xib", "json",
      "png", "jpg", "pdf", "mp3", "wav", "ttf", "otf", "plist", "xcdatamodeld", "html", "txt":
      return .resources
    default: return nil
    }
  }

  /// `phase(of:)` of an ASCII path, on its bytes (where characters are bytes): `.some(nil)`
  /// for a file of no phase; nil when the path is not ASCII. Every file of every synchronized
  /// folder is asked about.
  private static func asciiPhase(of path: String) -> Phase?? {
    var path = path
    return path.withUTF8 { bytes -> Phase?? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      var end = bytes.count
      while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
      var start = end
      while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
      let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
      if name.starts(with: "Info".utf8), name.reversed().starts(with: "tsilp.".utf8) {
        return .some(nil)
      }
      var dot = name.count
      while dot > 0, name[dot - 1] == UInt8(ascii: ".") { dot -= 1 }
      let trimmed = UnsafeBufferPointer(rebasing: name[..<dot])
      let extensionStart = trimmed.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
      let pathExtension = String(decoding: trimmed[extensionStart...], as: UTF8.self)
      return .some(phase(ofExtension: pathExtension[...]))
    }
  }

  /// For each target id, the members its synchronized folders give it (paths relative to the
  /// project's folder; an asset catalog as one member): every file of a folder the target
  /// lists but those its exception sets name, and of the other folders exactly those their
  /// exception sets for the target name. `/Localized/Name.strings` and `/Localized: Dir/Name`
  /// stand for every localization of that file.
  func synchronizedMembers(
    paths: [String: String], listing: (String) -> [(path: String, isDirectory: Bool)]
  )
    -> [String: [String]]
  {
    var members: [String: [String]] = [:]
    let listers = objects(isa: "PBXNativeTarget").map { target in
      (target.id, Set(references(target.fields["fileSystemSynchronizedGroups"]).map(\.id)))
    }
    for group in objects(isa: "PBXFileSystemSynchronizedRootGroup") {
      guard let folder = paths[group.id] else { continue }
      let files = Self.members(of: listing(folder))
      var excepted: [String: [String]] = [:]
      for set in references(group.fields["exceptions"])
      where set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet" {
        guard let target = set.fields["target"]?.string else { continue }
        excepted[target, default: []] +=
          set.fields["membershipExceptions"]?.array?
          .compactMap(\.string) ?? []
      }
      func fromProject(_ file: String) -> String { folder.isEmpty ? file : folder + "/" + file }
      // Every file's path from the project's folder, made once for all the targets that take
      // the whole folder (dozens of targets share folders of thousands of files).
      var whole: [String]?
      for (target, lists) in listers {
        let exceptions = excepted[target] ?? []
        let isListed = lists.contains(group.id)
        // A target that neither lists the folder nor names files of it gets none of them.
        if !isListed && exceptions.isEmpty { continue }
        if isListed && exceptions.isEmpty {
          let paths = whole ?? files.map(fromProject)
          whole = paths
          members[target, default: []] += paths
          continue
        }
        let named = Self.namedByAny(of: exceptions)
        members[target, default: []] += files.filter { named($0) != isListed }.map(fromProject)
      }
    }
    return members
  }

  /// For each target id, the synchronized files a build-phase exception set moves into one of
  /// its phases (`PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`): into its
  /// Sources or Resources phase, or (nil) into another phase, such as a copy-files phase, which
  /// neither compiles them nor puts them among the bundle's resources.
  func phasePlacements(paths: [String: String]) -> [String: [String: Phase?]] {
    var ownerOfPhase: [String: (target: String, isa: String)] = [:]
    for target in objects(isa: "PBXNativeTarget") {
      for phase in references(target.fields["buildPhases"]) {
        ownerOfPhase[phase.id] = (target.id, phase.isa)
      }
    }
    var placed: [String: [String: Phase?]] = [:]
    for group in objects(isa: "PBXFileSystemSynchronizedRootGroup") {
      guard let folder = paths[group.id] else { continue }
      for set in references(group.fields["exceptions"])
      where set.isa == "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet" {
        guard let phaseID = set.fields["buildPhase"]?.string, let owner = ownerOfPhase[phaseID]
        else { continue }
        let phase: Phase? =
          switch owner.isa {
          case "PBXSourcesBuildPhase": .sources
          case "PBXResourcesBuildPhase": .resources
          default: nil
          }
        for file in set.fields["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
          placed[owner.target, default: [:]][folder.isEmpty ? file : folder + "/" + file] = .some(
            phase)
        }
      }
    }
    return placed
  }

  /// `text.split(separator: separator).last`, without splitting all of `text`: the part after
  /// the last separator that is not at the end (nil when `text` is only separators).
  static func lastPart(of text: Substring, after separator: Character) -> Substring? {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)] == separator {
      end = text.index(before: end)
    }
    guard end > text.startIndex else { return nil }
    let trimmed = text[..<end]
    return trimmed.lastIndex(of: separator).map { trimmed[trimmed.index(after: $0)...] } ?? trimmed
  }

  /// Folders a build reads as one item: asset catalogs, Icon Composer icons, Core Data models.
  static let wrapperExtensions = [".xcassets", ".icon", ".xcdatamodeld"]

  /// Whether `path` holds the bytes of one of `wrapperExtensions` anywhere (a component that
  /// ends in one does).
  private static func mayHoldWrapper(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { bytes in
      for index in bytes.indices where bytes[index] == UInt8(ascii: ".") {
        for wrapper in wrapperExtensions where index + wrapper.utf8.count <= bytes.count {
          if zip(wrapper.utf8, bytes[index...]).allSatisfy({ $0 == $1 }) { return true }
        }
      }
      return false
    }
  }

  /// The members of a listing: files, with an asset catalog (or other package folder) as one.
  static func members(of entries: [(path: String, isDirectory: Bool)]) -> [String] {
    var members: [String] = []
    for entry in entries.sorted(by: { $0.path < $1.path }) {
      // Most paths hold none of the wrapper extensions anywhere: no need to split them.
      guard Self.mayHoldWrapper(entry.path) else {
        if !entry.isDirectory { members.append(entry.path) }
        continue
      }
      let components = entry.path.split(separator: "/")
      if let wrapper = components.firstIndex(where: { part in
        Self.wrapperExtensions.contains { part.hasSuffix($0) }
      }) {
        let path = components[...wrapper].joined(separator: "/")
        if members.last != path { members.append(path) }
        continue
      }
      if !entry.isDirectory { members.append(entry.path) }
    }
    return members
  }

  /// Whether any of `exceptions` names a member (`exception(_:names:)`): the names by a set,
  /// the localized ones (`/Localized/Name.strings`, `/Localized: Dir/Name`) by a set of their
  /// folder and name, compared with the member's folder above its `.lproj` and its name. A large
  /// project's folders hold thousands of files, and its targets name hundreds of exceptions.
  static func namedByAny(of exceptions: [String]) -> @Sendable (String) -> Bool {
    guard !exceptions.isEmpty else { return { _ in false } }
    let exact = Set(exceptions)
    var localized: Set<[String]> = []
    for exception in exceptions {
      if exception.hasPrefix("/Localized/") {
        localized.insert(["", String(exception.dropFirst("/Localized/".count))])
      } else if exception.hasPrefix("/Localized: ") {
        let rest = exception.dropFirst("/Localized: ".count).split(separator: "/")
        localized.insert([rest.dropLast().joined(separator: "/"), rest.last.map(String.init) ?? ""])
      }
    }
    return { [exact, localized] file in
      if exact.contains(file) { return true }
      guard !localized.isEmpty, Self.hasLocalizedFolder(file) else { return false }
      var parts = PathName.pieces(file)
      guard parts.count >= 2 else { return false }
      let name = parts.removeLast()
      guard parts.removeLast().hasSuffix(".lproj") else { return false }
      return localized.contains([parts.joined(separator: "/"), name])
    }
  }

  /// Whether `path` has a `.lproj` folder with something in it (`.lproj/`): the only paths a
  /// `/Localized/` exception can name. A byte search, before any splitting (most members have
  /// none).
  static func hasLocalizedFolder(_ path: String) -> Bool {
    let needle = Array(".lproj/".utf8)
    var path = path
    return path.withUTF8 { bytes in
      guard bytes.count >= needle.count else { return false }
      for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
        if needle.indices.allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
      }
      return false
    }
  }

  /// Whether the exception `exception` names the member `file`.
  static func exception(_ exception: String, names file: String) -> Bool {
    if exception == file { return true }
    let localized: (folder: String, name: String)?
    if exception.hasPrefix("/Localized/") {
      localized = ("", String(exception.dropFirst("/Localized/".count)))
    } else if exception.hasPrefix("/Localized: ") {
      let rest = exception.dropFirst("/Localized: ".count).split(separator: "/")
      localized = (rest.dropLast().joined(separator: "/"), rest.last.map(String.init) ?? "")
    } else {
      localized = nil
    }
    guard let localized else { return false }
    var parts = file.split(separator: "/").map(String.init)
    guard parts.count >= 2, parts.removeLast() == localized.name,
      parts.removeLast().hasSuffix(".lproj")
    else { return false }
    return parts.joined(separator: "/") == localized.folder
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
