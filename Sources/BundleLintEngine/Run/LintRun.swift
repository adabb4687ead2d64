import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax
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
    public var manifestMode: Project.ManifestMode
    /// Every rule there is; the configuration and `select`/`ignore` choose among them.
    public var catalog: RuleCatalog
    /// `--select`: run only these rules (nil: all that are enabled).
    public var select: [String]?
    /// `--ignore`: never run these rules.
    public var ignore: [String]
    /// `--config FILE` (absolute): used for every package instead of the `.bundlelint.json`
    /// nearest to it (`Configuration.nearest(from:fileSystem:)`).
    public var configurationPath: String?
    /// `--exclude GLOB`: files never to lint, relative to `currentDirectory`, beside those
    /// the configurations exclude.
    public var excluded: [GlobPattern] = []

    public init(
      paths: [String], currentDirectory: String, manifestMode: Project.ManifestMode,
      catalog: RuleCatalog, select: [String]? = nil, ignore: [String] = [],
      configurationPath: String? = nil, excluded: [GlobPattern] = []
    ) {
      self.paths = paths
      self.currentDirectory = currentDirectory
      self.manifestMode = manifestMode
      self.catalog = catalog
      self.select = select
      self.ignore = ignore
      self.configurationPath = configurationPath
      self.excluded = excluded
    }
  }

  /// What a run found.
  public struct Outcome: Sendable {
    /// All findings, sorted by path, line, column and rule id.
    public var diagnostics: [Diagnostic]
    /// Swift files in modules that own a resource bundle (where the missing-bundle rules speak),
    /// each once however many targets compile it.
    public var filesLinted: Int
    /// Swift files lexed and matched, each once.
    public var filesScanned: Int
    /// Named paths that could not be used at all (the run fails with exit code 2).
    public var problems: [WorkspaceProblem]
    /// The rules that ran in at least one package.
    public var rules: [Rule]
    /// The strictest `failOn` of the configurations used, if any set one.
    public var configuredFailOn: Configuration.FailThreshold?
    /// Findings dropped by inline suppressions.
    public var suppressed: Int
    /// Broken or looping symbolic links inside what was linted that nothing needed (absolute
    /// paths, sorted): not findings, counted in the summary.
    public var skippedLinks: [String] = []
    /// Generator specs whose Xcode project is not in the repository, said once.
    public var generatorNote: XcodeGeneratorNote?
    /// The root of each package linted, in order: what the rerun cache (`RunCache`) needs to
    /// make `rules` and `configuredFailOn` again.
    public var packageRoots: [String] = []
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

  /// Lints everything the request names.
  public static func run(_ request: Request, fileSystem: any FileSystem = LocalFileSystem())
    throws(Failure) -> Outcome
  {
    try run(request, fileSystem: fileSystem, reuse: nil)
  }

  /// Lints everything the request names, first-pass jobs served by `reuse` (the rerun cache).
  static func run(_ request: Request, fileSystem: any FileSystem, reuse: (any FileJobReuse)?)
    throws(Failure) -> Outcome
  {
    let scan = Project.load(
      paths: request.paths, manifestMode: request.manifestMode, fileSystem: fileSystem,
      currentDirectory: request.currentDirectory, readingXcodeProjects: true,
      modelingXcodeTargets: false
    ).addingXcodeUnit(fileSystem: fileSystem).addingPodUnit(fileSystem: fileSystem)
    let setups = try scan.packages.map { package throws(Failure) in
      try PackageSetup(package: package, request: request, fileSystem: fileSystem)
    }
    // Outside every package (a folder searched for packages), the rule as the catalog has it.
    let unreadableRule = request.catalog.rules.first {
      $0.kind == .unreadableFile && !request.ignore.contains($0.id)
        && (request.select?.contains($0.id) ?? !$0.isOptIn)
    }
    return lint(
      scan, setups: setups, catalog: request.catalog, unreadableRule: unreadableRule,
      fileSystem: fileSystem, reuse: reuse)
  }

  /// The rules and configuration that apply to one package.
  struct PackageSetup: Sendable {
    var rules: [Rule]
    var configuration: Configuration?
    /// The rules of the suppression kinds among `rules` (`unused-suppression`,
    /// `invalid-suppression`), as configured.
    var suppressionRules: [Rule]
    /// The `unreadable-file` rule as configured, unless ignored, disabled or not selected.
    var unreadableRule: Rule?
    /// `--exclude`'s patterns, and the folder they are relative to.
    var commandLineExcluded: (patterns: [GlobPattern], folder: String) = ([], "")

    /// Whether the configuration or `--exclude` leaves out the file at `path` (absolute).
    func excludes(_ path: String) -> Bool {
      if !commandLineExcluded.patterns.isEmpty,
        let relative = PathName.relative(
          PathName.compacted(path), to: PathName.compacted(commandLineExcluded.folder)),
        commandLineExcluded.patterns.contains(where: { $0.matches(relative) })
      {
        return true
      }
      guard let configuration, let relative = configuration.relativePath(of: path) else {
        return false
      }
      return !configuration.isIncluded(relativePath: relative)
    }

    init(package: ResolvedPackage, request: Request, fileSystem: any FileSystem) throws(Failure) {
      try self.init(root: package.root, request: request, fileSystem: fileSystem)
    }

    /// The setup of the package at `root`: its configuration (`--config`'s, else the nearest
    /// `.bundlelint.json` from `root` up to the repository root) and its rules.
    init(root: String, request: Request, fileSystem: any FileSystem) throws(Failure) {
      let path =
        request.configurationPath ?? Configuration.nearest(from: root, fileSystem: fileSystem)
      do {
        configuration = try path.map { path throws(ConfigurationError) in
          try Configuration.load(path: path, fileSystem: fileSystem)
        }
      } catch {
        throw .configuration(error)
      }
      let all = request.catalog.rules
      let known = Set(all.map(\.id))
      for id in (request.select ?? []) + request.ignore where !known.contains(id) && id != "all" {
        throw .selection(
          "no rule '\(id)'"
            + NameSuggestion.hint(
              for: id, in: known.union(["all"]), otherwise: "run 'bundlelint rules' for the list"))
      }
      // `all`: `--select all` runs every rule, opt-in ones too; `--ignore all` every rule
      // `--select` does not name.
      let select = request.select.map { $0.contains("all") ? all.map(\.id) : $0 }
      let ignore =
        request.ignore.contains("all")
        ? all.map(\.id).filter { !(request.select ?? []).contains($0) } : request.ignore
      // An opt-in rule runs when the configuration turns it on, or `--select` names it.
      let optIn = Set(all.filter(\.isOptIn).map(\.id)).subtracting(select ?? [])
      let configured: [Rule]
      do {
        configured =
          try configuration?.configuredRules(all, optInRuleIDs: optIn)
          ?? all.filter { !optIn.contains($0.id) }
      } catch {
        throw .configuration(error)
      }
      let selected = select.map(Set.init)
      let ignored = Set(ignore)
      func chosen(_ id: String) -> Bool {
        (selected?.contains(id) ?? true) && !ignored.contains(id)
      }
      rules = configured.filter { chosen($0.id) }
      suppressionRules = rules.filter {
        $0.kind == .unusedSuppression || $0.kind == .invalidSuppression
      }
      unreadableRule = rules.first { $0.kind == .unreadableFile }
      commandLineExcluded = (request.excluded, request.currentDirectory)
    }
  }

  /// Lints the files of a workspace scan, each package with its own setup, in named passes:
  /// the manifests; a first pass over every file alone in its module; what that pass learnt of
  /// each package; a second pass over the files whose findings that can change; the resource
  /// files of every module.
  static func lint(
    _ scan: WorkspaceScan, setups: [PackageSetup], catalog: RuleCatalog, unreadableRule: Rule?,
    fileSystem: any FileSystem, reuse: (any FileJobReuse)? = nil
  ) -> Outcome {
    // A needed path that could not be read (a Swift source, a manifest, a table) is a finding,
    // so the run says it is incomplete; a named path that does not exist is fatal.
    let resources = resourceIndexes(of: scan.packages, fileSystem: fileSystem)
    var reading = scan
    if scan.explicitFiles == nil {
      // A table or catalog that could not be read, unless the walk reported it already (a
      // broken link); none when the user named files, as for the other resource findings.
      let reported = Set(scan.problems.map(\.path))
      reading.problems += resources.unreadable.filter { !reported.contains($0.path) }
    }
    var diagnostics = unreadableFindings(reading, setups: setups, outsidePackages: unreadableRule)
    diagnostics += manifestFindings(scan, setups: setups, fileSystem: fileSystem)
    var modules = ModuleJobs(
      packages: scan.packages, setups: setups, indexes: resources.indexes,
      hostTables: hostBundles(
        of: scan.hostTables, xcode: scan.xcodeFiles, packages: scan.packages,
        fileSystem: fileSystem, loaded: scan.xcode),
      appIndexes: appIndexLoaders(of: scan.packages, fileSystem: fileSystem),
      appLocalizations: AppLocalizationsReader.loaders(
        of: scan.packages, xcode: scan.xcode, fileSystem: fileSystem),
      fontRegistrations: fontRegistrations(
        of: scan.packages, indexes: resources.indexes, fileSystem: fileSystem),
      knownRuleIDs: Set(catalog.rules.map(\.id)))
    modules.reuse = reuse
    let files = includedFiles(scan, setups: setups)

    var first = firstPass(files, modules: &modules, fileSystem: fileSystem)
    // The rest of each package a folder or file of it is linted in: learnt from, not reported.
    let context = contextFiles(of: files, scan, setups: setups)
    var contextResults = firstPass(context, modules: &modules, fileSystem: fileSystem)
    lexSkippedFiles(
      files, context, results: &first, contextResults: &contextResults,
      packageCount: scan.packages.count, modules: &modules, fileSystem: fileSystem)
    var passes = LintPasses(
      after: modules, files: files + context, results: first + contextResults,
      packageCount: scan.packages.count, everyTargetRules: everyTargetRules(of: catalog),
      fileSystem: fileSystem)
    let final = passes.finish(files, results: first, fileSystem: fileSystem)
    for result in final { diagnostics += result.diagnostics }
    if scan.explicitFiles == nil {
      diagnostics += resourceFileFindings(
        scan, setups: setups, files: files, first: first, modules: passes.modules)
    }

    diagnostics.sort {
      ($0.location.path, $0.location.line, $0.location.column, $0.ruleID)
        < ($1.location.path, $1.location.line, $1.location.column, $1.ruleID)
    }
    let contexts = passes.modules.contexts
    // Each file once, however many targets compile it (the scan's files are sorted by path).
    let linted = distinctCount(
      files.lazy.filter { contexts[$0.packageIndex][$0.moduleIndex].resources.ownsBundle }.map(
        \.path))
    var outcome = Outcome(
      diagnostics: diagnostics, filesLinted: linted,
      filesScanned: distinctCount(files.lazy.map(\.path)),
      problems: scan.problems.filter(\.isFatal), rules: ranRules(setups),
      configuredFailOn: strictestFailOn(setups),
      suppressed: final.reduce(0) { $0 + $1.suppressed }, skippedLinks: scan.skippedLinks)
    outcome.generatorNote = XcodeScan.generatorNote(
      for: scan.xcodeFiles, fileSystem: fileSystem)
    outcome.packageRoots = scan.packages.map(\.root)
    return outcome
  }

  /// How many paths `sorted` holds, each counted once: equal paths are next to each other.
  static func distinctCount(_ sorted: some Sequence<String>) -> Int {
    var count = 0
    var previous: String?
    for path in sorted where path != previous {
      count += 1
      previous = path
    }
    return count
  }

  /// The rules that ran in at least one package (each as the first package configures it),
  /// sorted by id.
  static func ranRules(_ setups: [PackageSetup]) -> [Rule] {
    var ran: [String: Rule] = [:]
    for setup in setups {
      for rule in setup.rules where ran[rule.id] == nil { ran[rule.id] = rule }
    }
    return ran.values.sorted { $0.id < $1.id }
  }

  /// The strictest `failOn` the packages' configurations set, if any.
  static func strictestFailOn(_ setups: [PackageSetup]) -> Configuration.FailThreshold? {
    Configuration.FailThreshold.strictest(setups.compactMap { $0.configuration?.failOn })
  }

  /// The manifest checks: once per package with resource problems, on the manifest's lines;
  /// none when the user named files.
  static func manifestFindings(
    _ scan: WorkspaceScan, setups: [PackageSetup], fileSystem: any FileSystem
  ) -> [Diagnostic] {
    guard scan.explicitFiles == nil else { return [] }
    var diagnostics: [Diagnostic] = []
    for (index, package) in scan.packages.enumerated() where !package.problems.isEmpty {
      let source = try? fileSystem.readFile(package.manifestPath)
      diagnostics += Linter.lintManifest(
        package: package, manifestPath: package.manifestPath, manifestSource: source,
        rules: setups[index].rules)
    }
    return diagnostics
  }

  /// The scan's files that their package's configuration includes.
  static func includedFiles(_ scan: WorkspaceScan, setups: [PackageSetup]) -> [WorkspaceFile] {
    scan.files.filter { !setups[$0.packageIndex].excludes($0.path) }
  }

  /// Pass 1, in parallel: read, lex, match and lint each file with its own declarations only,
  /// gathering what the rest of its package needs to know of it.
  static func firstPass(
    _ files: [WorkspaceFile], modules: inout ModuleJobs, fileSystem: any FileSystem
  ) -> [FileJob.Result] {
    FileJob.runAll(files.map { modules.firstPassJob($0) }, fileSystem)
  }

  /// A file whose findings only a look-alike declaration elsewhere in its module could silence
  /// keeps its findings minus those the module's declarations resolve, without a second lint.
  /// Returns the results so trimmed, and which files need linting again with their module's
  /// declarations (those with suppressions, whose findings carry no look-alike checks).
  static func droppingResolvedLookalikes(
    _ results: [FileJob.Result], files: [WorkspaceFile], facts: FirstPassFacts,
    modules: ModuleJobs
  ) -> (results: [FileJob.Result], needsDeclarations: [Bool]) {
    var results = results
    var indexes: [ModuleKey: DeclarationIndex] = [:]
    var needsDeclarations = Array(repeating: false, count: files.count)
    for index in files.indices where results[index].hadFindings {
      let key = ModuleKey(files[index])
      guard let declarations = facts.declarations[key] else { continue }
      guard let lookalikes = results[index].lookalikes else {
        needsDeclarations[index] = true
        continue
      }
      let moduleIndex =
        indexes[key]
        ?? DeclarationIndex(
          declarations, conditions: modules.contexts[key.package][key.module].module.conditions)
      indexes[key] = moduleIndex
      var kept: [Diagnostic] = []
      for (diagnostic, lookalike) in zip(results[index].diagnostics, lookalikes)
      where lookalike?.isResolved(by: moduleIndex) != true {
        kept.append(diagnostic)
      }
      results[index].diagnostics = kept
    }
    return (results, needsDeclarations)
  }

  /// Pass 2: a call may resolve to a declaration in another file of its module (an
  /// `extension UIImage { convenience init?(named:) }`), or to a public bundle accessor of
  /// another module. Such declarations only ever silence findings, so only files with findings
  /// are linted again for them. A finding that names another module learns that module's
  /// bundle accessor here. A call may also reach a wrapper declared in another module (a
  /// design system's `PlaceholderView(_:bundle:)`): files that call such a name are linted
  /// again too. A package without wrappers or accessors is linted in one pass. The files linted
  /// again are those a `RelintReason` holds for. Returns every file's final result.
  static func secondPass(
    _ files: [WorkspaceFile], results: [FileJob.Result], needsDeclarations: [Bool],
    facts: FirstPassFacts, modules: inout ModuleJobs, fileSystem: any FileSystem
  ) -> [FileJob.Result] {
    let wrapperNames = facts.packages.map { Set($0.wrappers.map(\.calleeName)) }
    let relint = files.indices.filter { index in
      let file = files[index]
      return RelintReason.first(
        for: RelintReason.Evidence(
          file: file, result: results[index], needsDeclarations: needsDeclarations[index],
          facts: facts, context: modules.contexts[file.packageIndex][file.moduleIndex],
          wrapperNames: wrapperNames[file.packageIndex])) != nil
    }
    let jobs = relint.map { index in
      modules.secondPassJob(
        files[index], declarations: facts.declarations[ModuleKey(files[index])] ?? [],
        facts: facts.packages[files[index].packageIndex], keyArguments: facts.keyArguments,
        classBundleHelpers: facts.classBundleHelpers[ModuleKey(files[index])] ?? [],
        classNames: facts.classNames[ModuleKey(files[index])] ?? [])
    }
    let relinted = FileJob.runAll(jobs, fileSystem)
    var final = results
    for (position, index) in relint.enumerated() { final[index] = relinted[position] }
    return final
  }

  /// The resource-file checks: once per module, on the files' lines, with the literals the
  /// first pass found in the module's code. A file several modules hold (a table of an app and
  /// its extensions) is reported once for what it is found to be.
  static func resourceFileFindings(
    _ scan: WorkspaceScan, setups: [PackageSetup], files: [WorkspaceFile],
    first: [FileJob.Result], modules: ModuleJobs
  ) -> [Diagnostic] {
    var literals: [ModuleKey: [LocalizationKey]] = [:]
    for (index, file) in files.enumerated() {
      literals[ModuleKey(file), default: []] += first[index].facts.literals
    }
    var diagnostics: [Diagnostic] = []
    var seen: Set<Diagnostic> = []
    for (packageIndex, package) in scan.packages.enumerated() {
      for moduleIndex in package.modules.indices {
        let key = ModuleKey(package: packageIndex, module: moduleIndex)
        diagnostics += Linter.lintResourceFiles(
          module: modules.contexts[packageIndex][moduleIndex],
          inputs: Linter.ResourceFileInputs(
            packageRoot: package.root,
            developmentLocalization: package.manifest.defaultLocalization,
            usedLiterals: literals[key] ?? []),
          rules: setups[packageIndex].rules
        ).filter { seen.insert($0).inserted }
      }
    }
    return diagnostics
  }

  /// The `unreadable-file` findings of the scan's problems that are not fatal, each by the rule
  /// as its package configures it (`outsidePackages` for a path in no package), left out where
  /// that rule does not run or the configuration excludes the path.
  static func unreadableFindings(
    _ scan: WorkspaceScan, setups: [PackageSetup], outsidePackages: Rule?
  ) -> [Diagnostic] {
    scan.problems.filter { !$0.isFatal }.compactMap { problem in
      let index = scan.packages.indices.last {
        PathName.isSelfOrDescendant(problem.path, of: scan.packages[$0].root)
      }
      guard let index else {
        return outsidePackages.map { unreadable(problem.path, .problem(problem), rule: $0) }
      }
      let setup = setups[index]
      if setup.excludes(problem.path) {
        return nil
      }
      return setup.unreadableRule.map { unreadable(problem.path, .problem(problem), rule: $0) }
    }
  }

  /// Why a path could not be read.
  enum UnreadableReason {
    case problem(WorkspaceProblem)
    case error(FileSystemError)
    case binary
    case tooLarge
  }

  /// The finding of `rule` (an `unreadableFile` rule) for `path`.
  static func unreadable(_ path: String, _ reason: UnreadableReason, rule: Rule) -> Diagnostic {
    let detail: String =
      switch reason {
      case .problem(let problem) where problem.kind == .brokenSymlink: rule.text(.brokenLink)
      case .problem(let problem) where problem.kind == .symlinkLoop: rule.text(.linkLoop)
      case .problem(let problem): problem.detail
      case .error(.symlinkLoop): rule.text(.linkLoop)
      case .error(let error): error.detail
      case .binary: rule.text(.binaryFile)
      case .tooLarge: rule.text(.tooLarge)
      }
    return Diagnostic(
      ruleID: rule.id, severity: rule.severity,
      message: MessageTemplate.render(rule.message, ["detail": detail]),
      location: SourceLocation(path: path, offset: 0, line: 1, column: 1))
  }
}
