import BundleLintCore
import BundleLintSyntax

extension Module {
  /// The module an Xcode native target makes: its Swift files and the resources of its Copy
  /// Bundle Resources phase (variant groups as tables by `.lproj`), its own bundle unless it is
  /// a static framework or library (whose resources are in no bundle unless copied), no
  /// generated `Bundle.module`, `Bundle.main` its own in an app or extension and its hosts'
  /// elsewhere.
  ///
  /// - Parameters:
  ///   - target: the target as the project reader gives it (paths relative to `folder`).
  ///   - folder: the folder that holds the `.xcodeproj`, absolute.
  ///   - hosts: the names of the apps and extensions whose processes run its code.
  ///   - containingApps: for an extension, the apps that embed it.
  ///   - projectFile: the `project.pbxproj` that declares it, absolute: notes point at its
  ///     Copy Bundle Resources phase (or the target), where a project edit adds a resource.
  ///   - readFile: reads a resource (a String Catalog's languages), by path relative to
  ///     `folder`.
  package init(
    xcode target: XcodeTarget, folder: String, hosts: [String], containingApps: [String] = [],
    projectFile: String? = nil, readFile: (String) -> [UInt8]?
  ) {
    let binary: Binary =
      switch target.kind {
      case .staticFramework, .staticLibrary: .host
      default: .own
      }
    let resolved = target.resources.map { path in
      ResolvedResource(
        path: path, rule: .process, localization: ResourceScanner.lprojLocalization(of: path),
        isDeclared: true)
    }
    var resources = ResourceScanner.model(resolved, targetKind: .regular, readFile: readFile)
    resources.ownsBundle = binary == .own && !resolved.isEmpty
    let isProcess = target.kind == .app || target.kind == .appExtension
    self.init(
      name: target.name, sourceFiles: target.swiftFiles.map { PathName.join(folder, $0) }.sorted(),
      resources: resources, generatedAccessor: .absent, mainBundle: isProcess ? .own : .host,
      conditions: Self.conditions(of: target), hosts: hosts)
    self.binary = binary
    let shipped =
      target.settings["Release"] ?? target.settings.sorted { $0.key < $1.key }.first?.value
    bundleIdentifier = shipped?.bundleIdentifier?.value
    self.containingApps = containingApps
    isTest = target.kind == .test
    isAppExtension = target.kind == .appExtension
    productFileName = Self.productFileName(of: target)
    resourcesDeclaration = projectFile.map {
      ManifestLocation(
        path: $0,
        position: ManifestPosition(line: target.resourcesPhaseLine ?? target.line, column: 1))
    }
  }

  /// The file name of what `target` builds, by its kind (`Share.appex`); nil for a kind that
  /// makes no bundle findings name.
  package static func productFileName(of target: XcodeTarget) -> String? {
    switch target.kind {
    case .app: "\(target.name).app"
    case .appExtension: "\(target.name).appex"
    case .dynamicFramework, .staticFramework: "\(target.name).framework"
    case .resourceBundle: "\(target.name).bundle"
    default: nil
    }
  }

  /// What `#if` sees in an Xcode target: the identifiers every configuration sets
  /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in `OTHER_SWIFT_FLAGS`), those only some set
  /// (`DEBUG`) undecided, and any other unset when every configuration's settings were read
  /// whole, else unknown.
  static func conditions(of target: XcodeTarget) -> CompilationConditions {
    let read = target.settings.values.map(\.compilationConditions)
    guard !read.isEmpty else {
      return CompilationConditions(undecided: ["DEBUG"], others: .unknown)
    }
    let sets = read.map { Set($0.names) }
    let everywhere = sets.dropFirst().reduce(sets[0]) { $0.intersection($1) }
    let somewhere = sets.reduce(Set<String>()) { $0.union($1) }
    var conditions = CompilationConditions(
      set: everywhere, undecided: somewhere.subtracting(everywhere),
      others: read.allSatisfy(\.isComplete) ? .no : .unknown)
    conditions.platforms = platforms(of: target)
    return conditions
  }

  /// The systems `os()` names that `target` builds for in any configuration: its resolved
  /// `SUPPORTED_PLATFORMS`, else its `SDKROOT`; nil when a configuration's are not known
  /// (unresolved, `auto`, an SDK bundlelint does not know).
  static func platforms(of target: XcodeTarget) -> Set<String>? {
    var systems: Set<String> = []
    for settings in target.settings.values {
      let sdks =
        settings["SUPPORTED_PLATFORMS"]?.value.map { SettingExpansion.words($0) }
        ?? settings.sdkRoot?.value.map { [$0] }
      guard let sdks, !sdks.isEmpty else { return nil }
      for sdk in sdks {
        guard let system = system(ofSDK: sdk) else { return nil }
        systems.insert(system)
      }
    }
    return systems.isEmpty ? nil : systems
  }

  /// The system `os()` names for an SDK (`iphonesimulator` → `iOS`).
  static func system(ofSDK sdk: String) -> String? {
    let name = sdk.lowercased()
    let systems = [
      ("iphone", "iOS"), ("macosx", "macOS"), ("watch", "watchOS"), ("appletv", "tvOS"),
      ("xr", "visionOS"),
    ]
    return systems.first { name.hasPrefix($0.0) }?.1
  }
}
