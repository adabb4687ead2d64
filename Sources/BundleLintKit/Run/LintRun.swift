import Dispatch

/// One run of the linter over the packages under some paths: with the walker, the only stage
/// that touches the file system (it reads each Swift file once, and each package's configuration).
///
/// Files are lexed, matched and linted in parallel across cores; the result does not depend on
/// the order in which they finish.
public enum LintRun {
  /// What to lint and with which rules.
  public struct Request: Sendable {
    /// The paths as the user gave them (files or folders), resolved against `currentDirectory`.
    public var paths: [String]
    /// Absolute path of the folder the tool runs in.
    public var currentDirectory: String
    public var manifestMode: Workspace.ManifestMode
    /// Every rule there is; the configuration and `select`/`ignore` choose among them.
    public var catalog: RuleCatalog
    /// `--select`: run only these rules (nil: all that are enabled).
    public var select: [String]?
    /// `--ignore`: never run these rules.
    public var ignore: [String]
    /// `--config FILE` (absolute): used for every package instead of its `.bundlelint.json`.
    public var configurationPath: String?

    public init(
      paths: [String], currentDirectory: String, manifestMode: Workspace.ManifestMode,
      catalog: RuleCatalog, select: [String]? = nil, ignore: [String] = [],
      configurationPath: String? = nil
    ) {
      self.paths = paths
      self.currentDirectory = currentDirectory
      self.manifestMode = manifestMode
      self.catalog = catalog
      self.select = select
      self.ignore = ignore
      self.configurationPath = configurationPath
    }
  }

  /// What a run found.
  public struct Outcome: Sendable {
    /// All findings, sorted by path, line, column and rule id.
    public var diagnostics: [Diagnostic]
    /// Swift files in modules that own a resource bundle (where the missing-bundle rules speak).
    public var filesLinted: Int
    /// Swift files lexed and matched.
    public var filesScanned: Int
    /// Named paths that could not be used at all (the run fails with exit code 2).
    public var problems: [WorkspaceProblem]
    /// The rules that ran in at least one package.
    public var rules: [Rule]
    /// The strictest `failOn` of the configurations used, if any set one.
    public var configuredFailOn: Configuration.FailThreshold?
    /// Findings dropped by inline suppressions.
    public var suppressed: Int
  }

  /// Why a run could not start: a configuration file or a rule selection that is wrong.
  public enum Failure: Error, Sendable, CustomStringConvertible {
    case configuration(ConfigurationError)
    case selection(String)

    public var description: String {
      switch self {
      case .configuration(let error): error.description
      case .selection(let message): message
      }
    }
  }

  /// The rule id of the finding for a Swift file that could not be read.
  public static let unreadableFileRuleID = "unreadable-file"

  /// Lints everything the request names.
  public static func run(_ request: Request, fileSystem: any FileSystem = LocalFileSystem())
    throws(Failure) -> Outcome
  {
    let scan = Workspace.load(
      paths: request.paths, manifestMode: request.manifestMode, fileSystem: fileSystem,
      currentDirectory: request.currentDirectory)
    let setups = try scan.packages.map { package throws(Failure) in
      try PackageSetup(package: package, request: request, fileSystem: fileSystem)
    }
    return lint(scan, setups: setups, catalog: request.catalog, fileSystem: fileSystem)
  }

  /// The rules and configuration that apply to one package.
  struct PackageSetup: Sendable {
    var rules: [Rule]
    var configuration: Configuration?
    /// `unused-suppression` and `invalid-suppression`, unless ignored or not selected.
    var suppressionRuleIDs: Set<String>

    init(package: ResolvedPackage, request: Request, fileSystem: any FileSystem) throws(Failure) {
      let defaultPath = package.root + "/" + Configuration.fileName
      let path =
        request.configurationPath
        ?? (fileSystem.type(of: defaultPath) == .file ? defaultPath : nil)
      do {
        configuration = try path.map { path throws(ConfigurationError) in
          try Configuration.load(path: path)
        }
      } catch {
        throw .configuration(error)
      }
      let all = request.catalog.rules
      let known = Set(all.map(\.id)).union(SuppressionSet.metaRuleIDs)
      for id in (request.select ?? []) + request.ignore where !known.contains(id) {
        throw .selection("no rule '\(id)'; run 'bundlelint rules' for the list")
      }
      // An opt-in rule runs when the configuration turns it on, or `--select` names it.
      let optIn = Set(all.filter(\.isOptIn).map(\.id)).subtracting(request.select ?? [])
      let configured: [Rule]
      do {
        configured =
          try configuration?.configuredRules(all, optInRuleIDs: optIn)
          ?? all.filter { !optIn.contains($0.id) }
      } catch {
        throw .configuration(error)
      }
      let selected = request.select.map(Set.init)
      let ignored = Set(request.ignore)
      func chosen(_ id: String) -> Bool {
        (selected?.contains(id) ?? true) && !ignored.contains(id)
      }
      rules = configured.filter { chosen($0.id) }
      suppressionRuleIDs = SuppressionSet.metaRuleIDs.filter(chosen)
    }
  }

  /// Lints the files of a workspace scan, each package with its own setup.
  static func lint(
    _ scan: WorkspaceScan, setups: [PackageSetup], catalog: RuleCatalog, fileSystem: any FileSystem
  ) -> Outcome {
    // A path that was skipped (unreadable, a symlink loop, a manifest that cannot be read) is a
    // finding, so the run says it is incomplete; a named path that does not exist is fatal.
    var diagnostics = scan.problems.filter { !$0.isFatal }.map {
      unreadable($0.path, detail: $0.detail)
    }

    // Manifest checks: once per package, on the manifest's lines; not when the user named files.
    for (index, package) in scan.packages.enumerated()
    where !package.problems.isEmpty && scan.explicitFiles == nil {
      let source = try? fileSystem.readFile(package.manifestPath)
      diagnostics += Linter.lintManifest(
        package: package, manifestPath: package.manifestPath, manifestSource: source,
        rules: setups[index].rules)
    }

    let indexes = resourceIndexes(of: scan.packages, fileSystem: fileSystem)
    var contexts = scan.packages.enumerated().map { packageIndex, package in
      package.modules.enumerated().map { moduleIndex, module in
        var context = ModuleContext(package: package, module: module)
        context.resourceIndex = indexes[packageIndex][moduleIndex]
        context.isHostProvided =
          setups[packageIndex].configuration?.hostProvided.contains(module.target.name) ?? false
        return context
      }
    }
    func withSiblings(accessors: [ModuleKey: String]) {
      for (packageIndex, package) in scan.packages.enumerated() {
        for moduleIndex in package.modules.indices {
          contexts[packageIndex][moduleIndex].siblings = package.modules.indices.compactMap {
            other in
            guard other != moduleIndex, let index = indexes[packageIndex][other] else { return nil }
            return SiblingModule(
              name: package.modules[other].target.name, index: index,
              bundleAccessor: accessors[ModuleKey(package: packageIndex, module: other)])
          }
        }
      }
    }
    withSiblings(accessors: [:])
    let files = scan.files.filter { file in
      guard let configuration = setups[file.packageIndex].configuration,
        let relative = configuration.relativePath(of: file.path)
      else { return true }
      return configuration.isIncluded(relativePath: relative)
    }
    let knownRuleIDs = Set(catalog.rules.map(\.id))
    let names = DeclarationIndex.names(for: setups.flatMap(\.rules))
    // What the files of one module share: its context, rules and lint plan (made once).
    var moduleJobs: [ModuleKey: ModuleJob] = [:]
    var declarationNames: [[String]: Set<String>] = [:]
    func moduleJob(_ file: WorkspaceFile) -> ModuleJob {
      let key = ModuleKey(file)
      if let known = moduleJobs[key] { return known }
      var context = contexts[file.packageIndex][file.moduleIndex]
      context.moduleBundleHelpers = setups[file.packageIndex].configuration?.moduleBundleHelpers ?? []
      // Whether `Bundle.module` exists is unknown for a target guessed from the folder layout (the
      // manifest could not be read whole), and for one that declares resources in folders a build
      // step fills (they hold only a `.gitkeep` in the checkout): `reference` rules stay silent.
      let package = scan.packages[file.packageIndex]
      let target = package.modules[file.moduleIndex].target
      let guessed = package.manifest.usesConventionalTargets && target.position == nil
      let declaresBundle = target.resources.contains { $0.rule != .embedInCode }
      var setup = setups[file.packageIndex]
      if guessed || declaresBundle { setup.rules.removeAll { $0.kind == .reference } }
      let wrapperRule = setup.rules.first { $0.kind == .wrapperCall }
      // The plan depends on the module's rules and resources only.
      let ruleIDs = setup.rules.map(\.id)
      let names = declarationNames[ruleIDs] ?? DeclarationIndex.names(for: setup.rules)
      declarationNames[ruleIDs] = names
      let shared = ModuleJob(
        context: context, setup: setup,
        plan: Linter.Plan(rules: setup.rules, module: context, declarationNames: names),
        listsCallees: wrapperRule?.appliesWhen.isMet(by: context.resources) == true)
      moduleJobs[key] = shared
      return shared
    }
    func job(
      _ file: WorkspaceFile, declarations: [Declaration]?, facts: PackageFacts? = nil
    ) -> FileJob {
      let shared = moduleJob(file)
      var context = shared.context
      if let declarations { context.declarations = declarations }
      if let facts {
        context.wrappers = facts.wrappers
        context.bundleAccessors = facts.bundleAccessors
      }
      let firstPass = declarations == nil && facts == nil
      return FileJob(
        file: file, context: context, setup: shared.setup,
        knownRuleIDs: knownRuleIDs, keepDeclarationsNamed: firstPass ? names : [],
        gathersPackageFacts: firstPass, listsCallees: firstPass && shared.listsCallees,
        plan: shared.plan)
    }

    // Pass 1, in parallel: read, lex, match and lint each file with its own declarations.
    var results = parallelMap(files.map { job($0, declarations: nil) }) { $0.run(fileSystem) }

    // Pass 2: a call may resolve to a declaration in another file of its module (an
    // `extension UIImage { convenience init?(named:) }`), or to a public bundle accessor of
    // another module. Such declarations only ever silence findings, so only files with findings
    // are linted again for them. A finding that names another module learns that module's
    // bundle accessor here. A call may also reach a wrapper declared in another module (a
    // design system's `PlaceholderView(_:bundle:)`): files that call such a name are linted
    // again too. A package without wrappers or accessors is linted in one pass.
    var byModule: [ModuleKey: [Declaration]] = [:]
    var accessors: [ModuleKey: String] = [:]
    var facts = Array(repeating: PackageFacts(), count: scan.packages.count)
    for (index, file) in files.enumerated() {
      if !results[index].declarations.isEmpty {
        byModule[ModuleKey(file), default: []] += results[index].declarations
      }
      if let accessor = results[index].bundleAccessors.first, accessors[ModuleKey(file)] == nil {
        accessors[ModuleKey(file)] = accessor
      }
      facts[file.packageIndex].wrappers += results[index].wrappers
      facts[file.packageIndex].bundleAccessors += results[index].moduleBundleAccessors
    }
    if !accessors.isEmpty {
      withSiblings(accessors: accessors)
      moduleJobs.removeAll()  // their contexts hold the siblings without accessors
    }
    let wrapperNames = facts.map { Set($0.wrappers.map(\.calleeName)) }
    // A file whose findings only a look-alike declaration elsewhere in its module could silence
    // keeps its findings minus those the module's declarations resolve: no second lint.
    var moduleIndexes: [ModuleKey: DeclarationIndex] = [:]
    var needsDeclarations = Array(repeating: false, count: files.count)
    for index in files.indices where results[index].hadFindings {
      let key = ModuleKey(files[index])
      guard let declarations = byModule[key] else { continue }
      guard let lookalikes = results[index].lookalikes else {
        needsDeclarations[index] = true
        continue
      }
      let moduleIndex = moduleIndexes[key] ?? DeclarationIndex(declarations)
      moduleIndexes[key] = moduleIndex
      var kept: [Diagnostic] = []
      for (diagnostic, lookalike) in zip(results[index].diagnostics, lookalikes)
      where lookalike?.isResolved(by: moduleIndex) != true {
        kept.append(diagnostic)
      }
      results[index].diagnostics = kept
    }
    let relint = files.indices.filter { index in
      let file = files[index]
      let publicAccessors = facts[file.packageIndex].bundleAccessors.contains {
        $0.isVisibleOutsideModule
      }
      return needsDeclarations[index]
        || (results[index].hadReferenceFindings && publicAccessors)
        || (results[index].namesOtherModules && !accessors.isEmpty)
        || results[index].callees.mayContainAny(of: wrapperNames[file.packageIndex])
    }
    let relinted = parallelMap(
      relint.map {
        job(
          files[$0], declarations: byModule[ModuleKey(files[$0])] ?? [],
          facts: facts[files[$0].packageIndex])
      }
    ) { $0.run(fileSystem) }
    var final = results
    for (position, index) in relint.enumerated() { final[index] = relinted[position] }
    for result in final { diagnostics += result.diagnostics }

    // Resource files: once per module, on the files' lines; not when the user named files.
    if scan.explicitFiles == nil {
      var literals: [ModuleKey: [LocalizationKey]] = [:]
      for (index, file) in files.enumerated() {
        literals[ModuleKey(file), default: []] += results[index].literals
      }
      for (packageIndex, package) in scan.packages.enumerated() {
        let rules = setups[packageIndex].rules.filter { $0.kind == .resourceContent }
        if rules.isEmpty { continue }
        for moduleIndex in package.modules.indices {
          let key = ModuleKey(package: packageIndex, module: moduleIndex)
          diagnostics += Linter.lintResourceFiles(
            module: contexts[packageIndex][moduleIndex],
            inputs: Linter.ResourceFileInputs(
              packageRoot: package.root,
              developmentLocalization: package.manifest.defaultLocalization,
              usedLiterals: literals[key] ?? []),
            rules: rules)
        }
      }
    }

    diagnostics.sort {
      ($0.location.path, $0.location.line, $0.location.column, $0.ruleID)
        < ($1.location.path, $1.location.line, $1.location.column, $1.ruleID)
    }
    let linted = files.filter { contexts[$0.packageIndex][$0.moduleIndex].resources.ownsBundle }.count
    var ran: [String: Rule] = [:]
    for setup in setups { for rule in setup.rules where ran[rule.id] == nil { ran[rule.id] = rule } }
    let thresholds = setups.compactMap { $0.configuration?.failOn }
    return Outcome(
      diagnostics: diagnostics, filesLinted: linted, filesScanned: files.count,
      problems: scan.problems.filter(\.isFatal),
      rules: ran.values.sorted { $0.id < $1.id },
      configuredFailOn: Configuration.FailThreshold.strictest(thresholds),
      suppressed: final.reduce(0) { $0 + $1.suppressed })
  }

  /// The `unreadable-file` finding for `path`.
  static func unreadable(_ path: String, detail: String) -> Diagnostic {
    Diagnostic(
      ruleID: unreadableFileRuleID, severity: .warning,
      message: "could not read this path: \(detail); it was not linted",
      location: SourceLocation(path: path, offset: 0, line: 1, column: 1))
  }

  /// What the first pass learns about a whole package.
  struct PackageFacts {
    var wrappers: [Wrapper] = []
    var bundleAccessors: [BundleAccessor] = []
  }

  /// What the jobs of one module's files share.
  private struct ModuleJob {
    var context: ModuleContext
    var setup: PackageSetup
    var plan: Linter.Plan
    /// Whether the module's files list the names they call (for other modules' wrappers).
    var listsCallees: Bool
  }

  /// Identifies a module across the scan.
  private struct ModuleKey: Hashable {
    var package: Int
    var module: Int
    init(_ file: WorkspaceFile) {
      package = file.packageIndex
      module = file.moduleIndex
    }
    init(package: Int, module: Int) {
      self.package = package
      self.module = module
    }
  }
}
