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
          probeCatalogs: { languages in
            probeCatalogs(
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

  /// What the bytes of `catalogs` tell of `languages`, without parsing them. A catalog's
  /// languages are keys (`"de" :`, `"zh-Hans" :`, the language subtag in lower case): a
  /// language written so in a catalog is declared; one whose language subtag no catalog spells
  /// after a quote (`"de`, before a quote, `-` or `_`) is not, nor by a variant
  /// (`AppLocalizations.lacking`). Otherwise, or when a catalog cannot be read, the probe is
  /// not complete and the catalogs must be read.
  package static func probeCatalogs(
    _ languages: [String], catalogs: [String], fileSystem: any FileSystem
  ) -> AppLocalizationsLoader.CatalogProbe {
    var contents: [[UInt8]] = []
    for path in catalogs {
      guard let bytes = try? fileSystem.readFile(path) else {
        return .init(declared: [], isComplete: false)
      }
      contents.append(bytes)
    }
    var declared: [String] = []
    for language in languages {
      let key = Array(("\"" + language.map { $0 == "_" ? "-" : $0 } + "\"").utf8)
      if contents.contains(where: { spellsKey(key, in: $0) }) {
        declared.append(language)
        continue
      }
      let subtag = Array(("\"" + AppLocalizations.folded(language).prefix { $0 != "-" }).utf8)
      if contents.contains(where: { spellsLanguage(subtag, in: $0) }) {
        return .init(declared: [], isComplete: false)
      }
    }
    return .init(declared: declared, isComplete: true)
  }

  /// Whether `bytes` hold `quoted` followed, after blanks, by `:`: a key of a JSON object.
  static func spellsKey(_ quoted: [UInt8], in bytes: [UInt8]) -> Bool {
    var from = 0
    while let start = bytes.firstOccurrence(of: quoted, from: from) {
      var next = start + quoted.count
      while next < bytes.count, bytes[next].isASCIIWhitespace { next += 1 }
      if next < bytes.count, bytes[next] == UInt8(ascii: ":") { return true }
      from = start + 1
    }
    return false
  }

  /// Whether `bytes` hold `needle` (a quote and a language subtag) followed by `"`, `-` or `_`.
  static func spellsLanguage(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
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
