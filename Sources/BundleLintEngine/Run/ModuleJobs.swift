import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What the jobs of one module's files share (its context, rules and lint plan), made once per
/// module and handed to each of its files' jobs.
struct ModuleJobs {
  /// One module's shared job parts: a class, so that handing them to each of the module's
  /// files' jobs copies a reference, not the module's context and rules.
  final class Shared {
    let context: ModuleContext
    let setup: LintRun.PackageSetup
    let plan: Linter.Plan
    /// Whether the module's files list the names they call (for other modules' wrappers).
    let listsCallees: Bool
    /// The words a file of the module must spell to be lexed in a first pass (nil: every file
    /// is lexed).
    let triggers: TriggerWords?
    /// What its first-pass jobs share.
    let firstPass: FileJob.ModuleShare

    init(
      context: ModuleContext, setup: LintRun.PackageSetup, plan: Linter.Plan, listsCallees: Bool,
      triggers: TriggerWords?, firstPass: FileJob.ModuleShare
    ) {
      self.context = context
      self.setup = setup
      self.plan = plan
      self.listsCallees = listsCallees
      self.triggers = triggers
      self.firstPass = firstPass
    }
  }

  let packages: [ResolvedPackage]
  let setups: [LintRun.PackageSetup]
  /// Every rule id in the catalog, so a suppression naming a rule that is off is not unknown.
  let knownRuleIDs: Set<String>
  /// The names of declarations a first pass keeps for the module-wide pass.
  let declarationNames: Set<String>
  /// Whether a first pass lexes only the files that spell one of their module's trigger words
  /// (`TriggerWords`): the words of the rules that may find something in the module.
  let skipsFiles: Bool
  /// Trigger words made so far, by their words: modules alike share them.
  private var triggerWords: [[String]: TriggerWords] = [:]
  /// Trigger words by what makes them: a package's setup, the rules that run, whether the
  /// module is a framework (most modules of a package are alike in these).
  private var wordsBySource: [WordsKey: TriggerWords] = [:]

  private struct WordsKey: Hashable {
    var package: Int
    var ruleIDs: [String]
    var isFramework: Bool
  }
  /// The rerun cache's first-pass results of a previous run, given to every job.
  var reuse: (any FileJobReuse)?
  /// Each module's context, by package and module.
  private(set) var contexts: [[ModuleContext]]
  private var shared: [ModuleKey: Shared] = [:]
  /// For each module, the package's modules it may import (nil when not known).
  private let imports: [[Set<String>?]]
  private var namesByRules: [[String]: Set<String>] = [:]
  /// Plans by what they depend on: modules alike in it share one.
  private var plans: [PlanKey: Linter.Plan] = [:]

  /// What a lint plan depends on: the rules, which of them apply to the module, and the check
  /// context.
  private struct PlanKey: Hashable {
    var ruleIDs: [String]
    var applies: [Bool]
    var generatedAccessor: Module.GeneratedAccessor
  }

  /// The modules of `packages`, each with its module model, resource index and configuration,
  /// and as siblings the package's other modules that own tables or catalogs.
  init(
    packages: [ResolvedPackage], setups: [LintRun.PackageSetup], indexes: [[ResourceIndex?]],
    hostTables: [[HostBundlesLoader?]] = [], appIndexes: [[ResourceIndexLoader?]] = [],
    appLocalizations: [[AppLocalizationsLoader?]] = [], fontRegistrations: [[Bool]] = [],
    knownRuleIDs: Set<String>, skipsFiles: Bool = !TriggerWords.skipIsDisabled
  ) {
    self.packages = packages
    self.skipsFiles = skipsFiles
    self.setups = setups
    self.knownRuleIDs = knownRuleIDs
    declarationNames = DeclarationIndex.names(for: setups.flatMap(\.rules))
    contexts = packages.enumerated().map { packageIndex, package in
      zip(package.moduleModels, indexes[packageIndex]).enumerated().map { moduleIndex, pair in
        let index = pair.1
        let configuration = setups[packageIndex].configuration
        var module = pair.0
        if let configuration, !configuration.definedConditions.isEmpty {
          module.conditions = module.conditions.setting(configuration.definedConditions)
        }
        var context = ModuleContext(
          module: module, resourceIndex: index,
          isHostProvided: configuration?.hostProvided.contains(module.name) ?? false,
          hostTables: hostTables.indices.contains(packageIndex)
            && hostTables[packageIndex].indices.contains(moduleIndex)
            ? hostTables[packageIndex][moduleIndex] : nil,
          moduleBundleHelpers: configuration?.moduleBundleHelpers ?? [])
        context.otherBuilds = package.otherBuilds
        context.toolsHaveBundleMacro =
          package.manifest.parsedToolsVersion >= OtherBuilds.bundleMacroToolsVersion
        context.registersFonts =
          fontRegistrations.indices.contains(packageIndex)
          && fontRegistrations[packageIndex].indices.contains(moduleIndex)
          && fontRegistrations[packageIndex][moduleIndex]
        return context
      }
    }
    for packageIndex in packages.indices where packages[packageIndex].xcodeModules != nil {
      contexts[packageIndex] = Self.withHostBundles(
        contexts[packageIndex],
        appIndexes: appIndexes.indices.contains(packageIndex) ? appIndexes[packageIndex] : [],
        localizations: appLocalizations.indices.contains(packageIndex)
          ? appLocalizations[packageIndex] : [])
    }
    let made = contexts
    imports = packages.indices.map { packageIndex in
      let manifest = packages[packageIndex].manifest
      // Unknown when the target list was not read whole: then every sibling may be imported.
      let dependencies = manifest.usesConventionalTargets ? nil : manifest.targetDependencies
      return made[packageIndex].map { context in
        dependencies.map { PackageManifest.closure(of: [context.name], dependencies: $0) }
      }
    }
    contexts = Self.withSiblings(contexts, imports: imports, accessors: [:])
  }

  /// The modules of the later passes: each module's context as the first pass saw it, with
  /// what `learning` holds. A value of its own: the modules of the first pass stay as they are,
  /// and the job parts made for them are made again for the new contexts.
  func learning(_ learning: ModuleLearning) -> ModuleJobs {
    var later = self
    later.contexts = Self.contexts(
      contexts, packages: packages, imports: imports, learning: learning)
    later.shared = [:]
    return later
  }

  /// The contexts of an Xcode unit's targets, each with the bundles of the targets that host
  /// it (a framework) or embed it (an extension); `localizations`, by module, what the bundle
  /// of each app and extension declares.
  static func withHostBundles(
    _ contexts: [ModuleContext], appIndexes: [ResourceIndexLoader?] = [],
    localizations: [AppLocalizationsLoader?] = []
  ) -> [ModuleContext] {
    let byName = Dictionary(
      contexts.indices.map { (contexts[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
    func bundles(_ names: [String]) -> [HostBundle] {
      names.compactMap { name in
        guard let position = byName[name] else { return nil }
        let host = contexts[position]
        let fileName = host.module.productFileName ?? name
        let place = host.module.resourcesDeclaration
        var bundle: HostBundle
        if appIndexes.indices.contains(position), let loader = appIndexes[position] {
          bundle = HostBundle(
            name: name, fileName: fileName, loader: loader, resourcesDeclaration: place)
        } else {
          bundle = HostBundle(
            name: name, fileName: fileName, index: host.resourceIndex, resourcesDeclaration: place)
        }
        if localizations.indices.contains(position) {
          bundle.localizations = localizations[position]
        }
        return bundle
      }
    }
    let targets = bundles(contexts.map(\.name))
    return contexts.map { context in
      var context = context
      if context.isFramework {
        context.hostBundles = bundles(context.module.hosts)
      }
      if context.module.isAppExtension {
        context.containingAppBundles = bundles(context.module.containingApps)
      }
      context.projectTargets = targets
      return context
    }
  }

  /// The job parts of `file`'s module.
  mutating func shared(for file: WorkspaceFile) -> Shared {
    let key = ModuleKey(file)
    if let known = shared[key] { return known }
    let context = contexts[file.packageIndex][file.moduleIndex]
    var setup = setups[file.packageIndex]
    // `reference` rules speak only where the module model knows `Bundle.module` is absent.
    if context.module.generatedAccessor == .unknown {
      setup.rules.removeAll(where: ReferenceCheck.runs)
    }
    // In an Xcode target the rules that assume a package module's bundle stay silent: the
    // project rules speak there.
    if context.module.binary != .package {
      setup.rules.removeAll { !Self.appliesToXcodeTargets($0) }
    }
    // Test code is not shipped UI: the rules about lookups that miss at run time speak in test
    // targets only when the configuration asks.
    if context.module.isTest, !(setup.configuration?.lintTestTargets ?? false) {
      setup.rules.removeAll(where: Self.isAboutShippedLookups)
    }
    // The plan depends on the module's rules and resources only.
    let ruleIDs = setup.rules.map(\.id)
    let names = namesByRules[ruleIDs] ?? DeclarationIndex.names(for: setup.rules)
    namesByRules[ruleIDs] = names
    let applies = setup.rules.map { Checks.applies($0, to: context) }
    let planKey = PlanKey(
      ruleIDs: ruleIDs, applies: applies, generatedAccessor: context.module.generatedAccessor)
    let plan =
      plans[planKey] ?? Linter.Plan(rules: setup.rules, module: context, declarationNames: names)
    plans[planKey] = plan
    // Every file is lexed where a check reads every literal of the module, and in an app
    // extension, whose files are evidence whatever they spell: they name the code it runs.
    let triggers =
      skipsFiles && !plan.readsModuleLiterals && !context.module.isAppExtension
      ? moduleTriggerWords(
        running: zip(setup.rules, applies).filter(\.1).map(\.0), setup: setup,
        package: file.packageIndex, isFramework: context.isFramework)
      : nil
    var firstPassContext = context
    firstPassContext.knowsModuleDeclarations = false
    let made = Shared(
      context: context, setup: setup, plan: plan,
      listsCallees: setup.rules.contains { rule in
        Checks.dependencies(of: rule).contains(.packageWrappers)
          && rule.appliesWhen.isMet(by: context.resources)
      },
      triggers: triggers,
      firstPass: FileJob.ModuleShare(
        context: firstPassContext, setup: setup, knownRuleIDs: knownRuleIDs,
        keepDeclarationsNamed: declarationNames, plan: plan))
    shared[key] = made
    return made
  }

  /// The trigger words of a module of package `package` whose `running` rules apply, made once
  /// for each package, rules and framework-ness.
  private mutating func moduleTriggerWords(
    running: [Rule], setup: LintRun.PackageSetup, package: Int, isFramework: Bool
  ) -> TriggerWords {
    let source = WordsKey(package: package, ruleIDs: running.map(\.id), isFramework: isFramework)
    if let known = wordsBySource[source] { return known }
    var words = TriggerWords.words(
      for: running, moduleBundleHelpers: setup.configuration?.moduleBundleHelpers ?? [])
    if isFramework { words += TriggerWords.frameworkWords }
    let sorted = Set(words).sorted()
    let triggers = triggerWords[sorted] ?? TriggerWords(sorted)
    triggerWords[sorted] = triggers
    wordsBySource[source] = triggers
    return triggers
  }

  /// Whether `rule`'s facts hold in an Xcode target: the project rules, the rules about
  /// resource files, suppressions and unreadable files, and the eager-lookup rule (which is
  /// about the locale, not the bundle). The missing-bundle, wrapper, accessor and
  /// other-module rules assume a package module's `Bundle.module` and stay out.
  static func appliesToXcodeTargets(_ rule: Rule) -> Bool {
    switch rule.kind {
    case .bundleParameter, .noBundleParameter, .mainBundleReceiver, .wrapperCall,
      .wrapperDeclaration, .reference, .manifest:
      false
    case .resourceContent:
      switch rule.check {
      case .otherModule, .outsidePackage, .unknownKey, .unknownAsset: false
      default: true
      }
    default: true
    }
  }

  /// Whether `rule` reports lookups that reach the wrong bundle at run time (the missing-bundle
  /// kinds, the wrapper rules, `resource-in-other-module`, the opt-in `lookup-outside-package`):
  /// the rules that stay out of test targets unless `lintTestTargets` is set.
  static func isAboutShippedLookups(_ rule: Rule) -> Bool {
    switch rule.kind {
    case .bundleParameter, .noBundleParameter, .mainBundleReceiver, .wrapperCall,
      .wrapperDeclaration:
      true
    case .resourceContent:
      [
        .otherModule, .outsidePackage, .frameworkHost, .extensionHost, .extensionReference,
        .packageHosts, .frameworkDuplication, .explicitBundle, .unregisteredFont, .otherModuleFont,
        .podResourceBundle,
      ].contains(rule.check)
    default: false
    }
  }

  /// A first-pass job for `file`: the file alone in its module, gathering what the package
  /// needs to know of it; lexed only when it spells one of `triggers` (by default its module's:
  /// `Shared.triggers`).
  mutating func firstPassJob(_ file: WorkspaceFile, triggers: TriggerWords? = nil) -> FileJob {
    let parts = shared(for: file)
    return FileJob(
      file: file, shared: parts.firstPass, gathersPackageFacts: true,
      listsCallees: parts.listsCallees, triggers: parts.triggers.flatMap { triggers ?? $0 },
      reuse: reuse)
  }

  /// A second-pass job for `file`, with its module's declarations, the package's facts and the
  /// run's key arguments.
  mutating func secondPassJob(
    _ file: WorkspaceFile, declarations: [Declaration], facts: PackageFacts,
    keyArguments: [String: [KeyArgument]] = [:], classBundleHelpers: [BundleHelper] = [],
    classNames: Set<String> = []
  ) -> FileJob {
    let parts = shared(for: file)
    var context = parts.context
    context.declarations = declarations
    context.classBundleHelpers = classBundleHelpers
    context.classNames = classNames
    context.wrappers = facts.wrappers
    context.bundleAccessors = facts.bundleAccessors
    context.keyArguments = keyArguments
    return FileJob(
      file: file,
      shared: FileJob.ModuleShare(
        context: context, setup: parts.setup, knownRuleIDs: knownRuleIDs,
        keepDeclarationsNamed: [], plan: parts.plan), reuse: reuse)
  }
}

/// Identifies a module across a workspace scan.
struct ModuleKey: Hashable, Sendable {
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
