import BundleLintCore
import BundleLintSyntax

/// Reads what the bundle of an app or extension of an Xcode project declares of languages
/// (`AppLocalizations`): its Info.plist files and String Catalogs, through a `FileSystem`.
package enum AppLocalizationsReader {
  /// What the bundle of every app and extension of `xcode` declares (nil for one whose
  /// Info.plist cannot be known), by target. For `describe`.
  package static func declaredLocalizations(
    in xcode: XcodeScan, fileSystem: any FileSystem
  )
    -> [XcodeHostGraph.Target: AppLocalizations?]
  {
    var declared: [XcodeHostGraph.Target: AppLocalizations?] = [:]
    for (index, project) in xcode.projects.enumerated() {
      for target in project.targets where XcodeHostGraph.isProcess(target.kind) {
        declared[XcodeHostGraph.Target(project: index, id: target.id)] = .some(
          localizations(
            of: target, projectFolder: PathName.parent(project.path),
            developmentRegion: project.developmentRegion, fileSystem: fileSystem))
      }
    }
    return declared
  }

  /// For each module of the Xcode units among `packages` that is an app or extension, what its
  /// bundle declares, read when first asked (`xcode`: the projects as the run's load read
  /// them); nil for every other module.
  package static func loaders(
    of packages: [ResolvedPackage], xcode: XcodeScan, fileSystem: any FileSystem
  ) -> [[AppLocalizationsLoader?]] {
    packages.map { package in
      guard let targets = package.xcodeTargets else { return [] }
      return targets.map { node in
        guard let target = xcode.target(node), XcodeHostGraph.isProcess(target.kind) else {
          return nil
        }
        let project = xcode.projects[node.project]
        let folder = PathName.parent(project.path)
        return AppLocalizationsLoader(
          read: { readingCatalogs in
            localizations(
              of: target, projectFolder: folder, developmentRegion: project.developmentRegion,
              fileSystem: fileSystem, readingCatalogs: readingCatalogs)
          },
          catalogsMayDeclare: { languages in
            catalogsMayDeclare(
              languages, catalogs: catalogs(of: target, projectFolder: folder),
              fileSystem: fileSystem)
          })
      }
    }
  }

  /// What `target`'s bundle declares, its files read from `projectFolder` (the folder that
  /// holds its `.xcodeproj`): the Info.plist each configuration names and, when
  /// `readingCatalogs`, its String Catalogs. Nil when one of them cannot be read.
  /// `catalogLanguages`, when given, tells the languages of the catalogs (read with the
  /// bundle's keys, `HostTablesLoader.localizationsOfCatalogs`) instead of reading them here.
  package static func localizations(
    of target: XcodeTarget, projectFolder: String, developmentRegion: String?,
    fileSystem: any FileSystem, readingCatalogs: Bool = true,
    catalogLanguages: (() -> Set<String>)? = nil
  ) -> AppLocalizations? {
    var plists: [InfoPlist?] = []
    var read: Set<String> = []
    for name in target.settings.keys.sorted() {
      guard let file = target.settings[name]?["INFOPLIST_FILE"] else { continue }
      // The project's folder is the one setting a path commonly starts with.
      var value = file.text
      for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
      where value.hasPrefix(root) {
        value.removeFirst(root.count)
      }
      guard file.isResolved || (!value.isEmpty && !value.contains("$")) else { return nil }
      guard !value.isEmpty, read.insert(value).inserted else { continue }
      let bytes = try? fileSystem.readFile(PathName.absolute(value, from: projectFolder))
      plists.append(bytes.flatMap(InfoPlist.read))
    }
    var languages: Set<String> = []
    let catalogs = catalogs(of: target, projectFolder: projectFolder)
    if readingCatalogs, !catalogs.isEmpty {
      // A catalog not in the repository (downloaded or generated at build time) holds
      // languages no one can know here.
      if let catalogLanguages {
        for path in catalogs {
          guard let type = fileSystem.type(of: path), type != .directory else { return nil }
        }
        languages = catalogLanguages()
      } else {
        for path in catalogs {
          guard let bytes = try? fileSystem.readFile(path) else { return nil }
          let keys =
            HostTables.skimCatalog(bytes)
            ?? HostTables.keys(parsed: StringTableParser.parse(path: path, bytes: bytes))
          languages.formUnion(keys.filter { !$0.value.isEmpty }.keys)
        }
      }
    }
    return AppLocalizations.of(
      target, developmentRegion: developmentRegion, catalogLanguages: languages,
      infoPlists: plists)
  }

  /// The String Catalogs among `target`'s resources, by path.
  static func catalogs(of target: XcodeTarget, projectFolder: String) -> [String] {
    target.resources.filter { PathName.pathExtension($0) == "xcstrings" }.map {
      PathName.absolute($0, from: projectFolder)
    }
  }

  /// Whether one of `catalogs` may declare one of `languages`: false only when each can be
  /// read and spells none of them as a quoted word or the start of one before a region or
  /// script (`"de"`, `"de-CH"`, `"zh-Hant"` for `zh`): the languages of a catalog are keys
  /// written that way, the language subtag in lower case, and a language counts as declared by
  /// its variants too (`AppLocalizations.lacking`). A search of the bytes; the catalogs are not
  /// parsed.
  package static func catalogsMayDeclare(
    _ languages: [String], catalogs: [String], fileSystem: any FileSystem
  ) -> Bool {
    guard !catalogs.isEmpty else { return false }
    let needles = Set(languages.map { "\"" + AppLocalizations.folded($0).prefix { $0 != "-" } })
      .map { Array($0.utf8) }
    for path in catalogs {
      guard let bytes = try? fileSystem.readFile(path) else { return true }
      for needle in needles where spells(needle, in: bytes) { return true }
    }
    return false
  }

  /// Whether `bytes` hold `needle` (a quote and a language) followed by `"`, `-` or `_`.
  static func spells(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
    var from = 0
    while let start = bytes.firstOccurrence(of: needle, from: from) {
      let end = start + needle.count
      if end < bytes.count,
        bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "-")
          || bytes[end] == UInt8(ascii: "_")
      {
        return true
      }
      from = start + 1
    }
    return false
  }
}
