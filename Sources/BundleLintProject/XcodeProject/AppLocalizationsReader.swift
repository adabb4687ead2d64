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
        return AppLocalizationsLoader { readingCatalogs in
          localizations(
            of: target, projectFolder: PathName.parent(project.path),
            developmentRegion: project.developmentRegion, fileSystem: fileSystem,
            readingCatalogs: readingCatalogs)
        }
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
    let catalogs = target.resources.filter { PathName.pathExtension($0) == "xcstrings" }.map {
      PathName.absolute($0, from: projectFolder)
    }
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
}
