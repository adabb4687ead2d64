import BundleLintCore
import BundleLintSyntax
import Foundation

/// Works out, for one target, the Swift files SwiftPM compiles and the resources it bundles, with
/// the rule set Xcode and `--build-system swiftbuild` use (apps are built there).
///
/// Follows SwiftPM's `TargetSourcesBuilder`: a declared resource wins, then a declared source, then
/// the automatic rules (Swift files; interface files, asset and string catalogs, Core Data models,
/// Metal files, privacy manifests), then files inside an `.lproj` folder.
package enum ResourceScanner {
  /// Folder extensions SwiftPM treats as one item and never walks into (tools 5.6 and later).
  static let opaqueExtensions: Set<String> = [
    "nib", "xib", "storyboard", "xcassets", "xcstrings", "xcdatamodeld", "xcdatamodel",
    "xcmappingmodel",
    "metal", "xcprivacy", "docc", "rkassets",
  ]
  /// Folder extensions that are never part of a target.
  static let ignoredFolderExtensions: Set<String> = ["xcodeproj", "playground", "xcworkspace"]
  static let interfaceExtensions: Set<String> = ["nib", "xib", "storyboard"]

  /// Whether `path`, or a folder above it, is a folder SwiftPM never takes (`.xcodeproj`, …).
  static func isInIgnoredFolder(_ path: String, isDirectory: Bool) -> Bool {
    var folder = isDirectory ? path : PathName.parent(path)
    while !folder.isEmpty && folder != "/" {
      if let ext = PathName.pathExtension(folder), ignoredFolderExtensions.contains(ext) {
        return true
      }
      folder = PathName.parent(folder)
    }
    return false
  }

  /// The build system's automatic rule for an extension, with the tools version it needs.
  static func automaticRule(for fileExtension: String) -> (
    rule: ResourceDeclaration.Rule, since: ToolsVersion
  )? {
    switch fileExtension {
    case "nib", "xib", "storyboard", "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel",
      "metal":
      (.process, ToolsVersion(5, 3))
    case "xcstrings": (.process, ToolsVersion(5, 9))
    // Reality Composer Pro content: Xcode compiles it into the target's bundle undeclared (its
    // package template reads it through `Bundle.module`).
    case "rkassets": (.process, ToolsVersion(5, 9))
    case "xcprivacy": (.copy, ToolsVersion(6, 0))
    default: nil
    }
  }

  /// Scans one target.
  ///
  /// - Parameters:
  ///   - target: the target as the manifest declares it.
  ///   - directory: the target folder, relative to the package root (`""` for the root).
  ///   - entries: every file and folder below the target folder, other targets' and nested
  ///     packages' folders left out.
  ///   - manifest: the package's manifest (tools version, default localization).
  ///   - packageFolders: the last components of the package root's path, for the `.gitignore`
  ///     files of the folders above it (`GitIgnore`).
  ///   - readFile: reads a file by its path relative to the package root (string catalogs are
  ///     read once, for their languages and keys); nil when it cannot be read.
  /// - Returns: the Swift files SwiftPM compiles and the resources it bundles.
  package static func scan(
    target: TargetDeclaration, directory: String, entries: [FileEntry], manifest: PackageManifest,
    packageFolders: [String] = [], readFile: (String) -> [UInt8]? = { _ in nil }
  ) -> TargetContents {
    let tools = manifest.parsedToolsVersion
    let takesResources =
      [.regular, .executable, .test].contains(target.kind) && tools >= ToolsVersion(5, 3)
    let compilesSwift = ![.binary, .system].contains(target.kind)
    let declared = takesResources ? target.resources : []
    let declaredPaths = declared.map { resolve($0.path, in: directory) }
    let excludes = target.exclude.map(normalize)
    let sources = target.sources?.map(normalize)
    let allPaths = Set(entries.map(\.path))
    let directories = Set(entries.filter(\.isDirectory).map(\.path))
    func packagePath(_ path: String) -> String { PathName.join(directory, path) }

    var opaque: Set<String> = []
    var swiftFiles: [String] = []
    var resolved: [ResolvedResource] = []
    var problems: [ResourceProblem] = []

    for entry in entries.sorted(by: { $0.path < $1.path }) {
      let path = entry.path
      if PathName.hasHiddenComponent(path) { continue }
      if isInIgnoredFolder(path, isDirectory: entry.isDirectory) { continue }
      if excludes.contains(where: { PathName.isSelfOrDescendant(path, of: $0) }) { continue }
      // A target at the package root never takes the manifests.
      if directory.isEmpty, !path.utf8.contains(UInt8(ascii: "/")),
        ManifestSelector.isManifestName(path) || path == "Package.resolved"
      {
        continue
      }
      if hasAncestor(path, in: opaque) { continue }
      let fileExtension = PathName.pathExtension(path)
      if entry.isDirectory {
        let copied = zip(declared, declaredPaths).contains { $0.0.rule == .copy && $0.1 == path }
        let isOpaque: Bool
        if copied {
          isOpaque = true
        } else if let fileExtension {
          isOpaque =
            tools >= ToolsVersion(5, 6)
            ? opaqueExtensions.contains(fileExtension) : fileExtension != "lproj"
        } else {
          isOpaque = false
        }
        guard isOpaque else { continue }
        opaque.insert(path)
      }

      let lprojLocalization = Self.lprojLocalization(of: path)

      // 1. A declared resource.
      if let index = declaredPaths.firstIndex(where: { PathName.isSelfOrDescendant(path, of: $0) })
      {
        let declaration = declared[index]
        var localization: String?
        switch declaration.localization {
        case "default": localization = localizationName(manifest.defaultLocalization ?? "en")
        case "base": localization = "Base"
        default: localization = declaration.rule == .process ? lprojLocalization : nil
        }
        resolved.append(
          ResolvedResource(
            path: packagePath(path), rule: declaration.rule, localization: localization,
            isDeclared: true))
        continue
      }
      // 2. A declared source.
      if let sources {
        if sources.contains(where: { PathName.isSelfOrDescendant(path, of: $0) }) {
          if fileExtension == "swift", !entry.isDirectory, compilesSwift {
            swiftFiles.append(packagePath(path))
          }
          continue
        }
      } else if fileExtension == "swift", !entry.isDirectory {
        // 3. The automatic rules: Swift files, then the build system's resource types.
        if compilesSwift { swiftFiles.append(packagePath(path)) }
        continue
      }
      guard takesResources else { continue }
      if let fileExtension, let automatic = automaticRule(for: fileExtension),
        tools >= automatic.since
      {
        resolved.append(
          ResolvedResource(
            path: packagePath(path), rule: automatic.rule,
            localization: automatic.rule == .process ? lprojLocalization : nil, isDeclared: false))
        continue
      }
      // 4. Anything directly inside an `.lproj` folder.
      if let lprojLocalization {
        resolved.append(
          ResolvedResource(
            path: packagePath(path), rule: .process, localization: lprojLocalization,
            isDeclared: false))
      }
    }

    // What SwiftPM would reject or ignore. A path outside the target folder was not walked,
    // and one that git ignores is a build step's product: neither is known to be missing.
    // Read only once a declared path is missing: most targets never need it.
    var gitIgnoreRead: GitIgnore?
    for (declaration, path) in zip(declared, declaredPaths) {
      if !allPaths.contains(path) && !path.isEmpty {
        let gitIgnore =
          gitIgnoreRead
          ?? GitIgnore(directory: directory, packageFolders: packageFolders, readFile: readFile)
        gitIgnoreRead = gitIgnore
        if path == ".." || path.hasPrefix("../")
          || gitIgnore.ignores(packagePath(path))
        {
          continue
        }
        // In a git submodule that is not checked out (its folder empty), the files come with
        // the checkout.
        if let submodule = gitIgnore.submodules.first(where: {
          PathName.isSelfOrDescendant(packagePath(path), of: $0)
        }),
          let inTarget = PathName.relative(submodule, to: directory), !inTarget.isEmpty,
          !allPaths.contains(where: { $0.hasPrefix(inTarget + "/") })
        {
          continue
        }
        // A file of that name elsewhere in the target (moved, and found there by its type):
        // not known to be lost.
        let name = PathName.lastComponent(path)
        if name.contains("."), allPaths.contains(where: { PathName.lastComponent($0) == name }) {
          continue
        }
        let folded = path.lowercased()
        let actual = allPaths.filter { $0.lowercased() == folded }.min()
        problems.append(
          ResourceProblem(
            kind: actual == nil ? .missingResourcePath : .resourcePathCaseMismatch,
            target: target.name, path: packagePath(path),
            position: declaration.position ?? target.position, actualPath: actual.map(packagePath),
            spelling: actual))
        continue
      }
      // A test target copies fixtures on purpose (a test opens them with `Bundle(path:)`).
      guard declaration.rule == .copy, target.kind != .test else { continue }
      // A catalog or `.lproj` with nothing to compile in it (an empty catalog: its
      // `Contents.json` alone, no asset folder) loses nothing by being copied.
      let compiledFolders = directories.filter { folder in
        PathName.isSelfOrDescendant(folder, of: path)
          && ["xcassets", "lproj"].contains(PathName.pathExtension(folder) ?? "")
          && allPaths.contains { inner in
            inner.hasPrefix(folder + "/")
              && (directories.contains(inner) || PathName.lastComponent(inner) != "Contents.json")
          }
      }
      // A `.lproj` of a nested `.bundle` is that bundle's own localization: code opens the
      // bundle by its URL, and reads its `.strings` as written.
      let lost = compiledFolders.filter { folder in
        PathName.pathExtension(folder) != "lproj"
          || PathName.pathExtension(PathName.parent(folder)) != "bundle"
      }
      // The localizations of one copied folder are one problem: the folder's (each catalog its
      // own).
      var reported: Set<String> = []
      let localizationsByParent = Dictionary(
        grouping: lost.filter { PathName.pathExtension($0) == "lproj" }, by: PathName.parent)
      for folder in lost.sorted() where !hasAncestor(folder, in: Set(lost)) {
        let parent = PathName.parent(folder)
        let place =
          (localizationsByParent[parent]?.count ?? 0) > 1
            && PathName.isSelfOrDescendant(parent, of: path) ? parent : folder
        guard reported.insert(place).inserted else { continue }
        problems.append(
          ResourceProblem(
            kind: .copiedResourceNotCompiled, target: target.name, path: packagePath(place),
            position: declaration.position ?? target.position))
      }
    }
    if manifest.defaultLocalization == nil,
      let localized = resolved.first(where: { $0.localization != nil })
    {
      let declaration = zip(declared, declaredPaths).first {
        PathName.isSelfOrDescendant(
          PathName.relative(localized.path, to: directory) ?? localized.path, of: $0.1)
      }?.0
      problems.append(
        ResourceProblem(
          kind: .missingDefaultLocalization, target: target.name, path: localized.path,
          position: declaration?.position ?? target.position))
    }

    let resources = model(resolved, targetKind: target.kind, readFile: readFile)
    return TargetContents(
      swiftFiles: swiftFiles.sorted(), resources: resources,
      rules: resolved.sorted { $0.path < $1.path },
      problems: problems)
  }

  /// Sorts resolved resources into what the rules look at.
  static func model(
    _ resolved: [ResolvedResource], targetKind: TargetDeclaration.Kind,
    readFile: (String) -> [UInt8]?
  ) -> ModuleResources {
    var result = ModuleResources()
    result.resources = resolved.map(\.path).sorted()
    result.ownsBundle =
      [.regular, .executable, .test].contains(targetKind)
      && resolved.contains { $0.rule != .embedInCode }
    var tables: [String: (localizations: Set<String>, files: [String])] = [:]
    for resource in resolved {
      let fileExtension = PathName.pathExtension(resource.path) ?? ""
      switch (resource.rule, fileExtension) {
      case (.embedInCode, _), (_, "xcprivacy"):
        continue
      case (.process, "strings"), (.process, "stringsdict"):
        let name = PathName.stem(resource.path)
        tables[name, default: ([], [])].files.append(resource.path)
        if let localization = resource.localization {
          tables[name]?.localizations.insert(localization)
        }
      case (.process, "xcstrings"):
        let name = PathName.stem(resource.path)
        tables[name, default: ([], [])].files.append(resource.path)
        // Read once: for its languages here, for its keys in the resource index.
        let bytes = readFile(resource.path)
        let catalog = StringTableParser.catalog(bytes ?? [])
        tables[name]?.localizations.formUnion(catalog.languages)
        if bytes != nil, StringTableParser.isCatalog(resource.path) {
          result.parsedCatalogs[resource.path] = catalog
        }
      case (.process, "xcassets"):
        result.assetCatalogs.append(resource.path)
      case (.process, let ext) where interfaceExtensions.contains(ext):
        result.interfaceFiles.append(resource.path)
      default:
        result.otherFiles.append(resource.path)
      }
    }
    result.stringTables = tables.keys.sorted().map { name in
      ModuleResources.StringTable(
        name: name, localizations: tables[name]!.localizations.sorted(),
        files: tables[name]!.files.sorted())
    }
    result.assetCatalogs.sort()
    result.interfaceFiles.sort()
    result.otherFiles.sort()
    return result
  }

  /// The localization of the `.lproj` folder `path` sits in directly, as SwiftPM names it
  /// (`de` for `de.lproj/Localizable.strings`); nil outside one.
  static func lprojLocalization(of path: String) -> String? {
    let parent = PathName.parent(path)
    return PathName.pathExtension(parent) == "lproj"
      ? localizationName(PathName.stem(parent)) : nil
  }

  /// SwiftPM lower-cases localization names, except `Base` (`en_AU.lproj` gives `en_au`).
  static func localizationName(_ name: String) -> String {
    name == "Base" ? name : name.lowercased()
  }

  /// A declared path relative to the target folder, `..` folded against `directory`
  /// (`../Sources/x` in target `Sources` is `x`); a path that leaves the folder stays as written.
  static func resolve(_ path: String, in directory: String) -> String {
    let normalized = normalize(path)
    guard normalized.split(separator: "/").contains("..") else { return normalized }
    let folded = PathName.absolute(PathName.join(directory, normalized), from: "/")
    return PathName.relative(folded, to: PathName.absolute(directory, from: "/")) ?? normalized
  }

  /// A declared path as SwiftPM compares it: no `./` in front, no `/` at the end.
  static func normalize(_ path: String) -> String {
    PathName.components(path).joined(separator: "/")
  }

  private static func hasAncestor(_ path: String, in folders: Set<String>) -> Bool {
    guard !folders.isEmpty else { return false }
    var current = PathName.parent(path)
    while !current.isEmpty && current != "/" {
      if folders.contains(current) { return true }
      current = PathName.parent(current)
    }
    return false
  }
}
