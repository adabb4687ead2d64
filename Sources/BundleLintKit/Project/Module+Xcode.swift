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
  ///   - readFile: reads a resource (a String Catalog's languages), by path relative to
  ///     `folder`.
  public init(
    xcode target: XcodeTarget, folder: String, hosts: [String], containingApps: [String] = [],
    readFile: (String) -> [UInt8]?
  ) {
    let binary: Binary =
      switch target.kind {
      case .staticFramework, .staticLibrary: .host
      default: .own
      }
    let resolved = target.resources.map { path in
      let parent = PathName.parent(path)
      let localization =
        PathName.pathExtension(parent) == "lproj"
        ? ResourceScanner.localizationName(PathName.stem(parent)) : nil
      return ResolvedResource(
        path: path, rule: .process, localization: localization, isDeclared: true)
    }
    var resources = ResourceScanner.model(resolved, targetKind: .regular, readFile: readFile)
    resources.ownsBundle = binary == .own && !resolved.isEmpty
    let isProcess = target.kind == .app || target.kind == .appExtension
    self.init(
      name: target.name, sourceFiles: target.swiftFiles.map { PathName.join(folder, $0) }.sorted(),
      resources: resources, generatedAccessor: .absent, mainBundle: isProcess ? .own : .host,
      conditions: CompilationConditions(undecided: ["DEBUG"], others: .unknown), hosts: hosts)
    self.binary = binary
    self.containingApps = containingApps
    isTest = target.kind == .test
  }
}
