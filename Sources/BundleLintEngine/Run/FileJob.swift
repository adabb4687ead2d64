import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Lints one Swift file: read once, lex, match, run the checks, apply its suppressions.
package struct FileJob: Sendable {
  var file: WorkspaceFile
  /// What the jobs of the file's module share, made once per module: a job is a path and a
  /// reference, however many files the run has.
  var shared: ModuleShare
  /// Whether to gather what the rest of the package needs to know of the file (a first pass).
  var gathersPackageFacts = false
  /// Whether to list the called names, so a second pass can find calls to other modules' wrappers.
  var listsCallees = false
  /// When set, a file that spells none of these words is read but not lexed (`Result.lexed`).
  var triggers: TriggerWords?
  /// When set, the rerun cache's results of a previous run, served instead of running the
  /// job where they still hold (`FirstPassReuse`).
  var reuse: (any FileJobReuse)?

  /// What the jobs of one module's files share: its context, setup and lint plan.
  final class ModuleShare: Sendable {
    let context: ModuleContext
    let setup: LintRun.PackageSetup
    /// Every rule id in the catalog, so a suppression naming a rule that is off is not unknown.
    let knownRuleIDs: Set<String>
    /// Declarations with these names are kept for the module-wide second pass.
    let keepDeclarationsNamed: Set<String>
    /// The module's lint plan.
    let plan: Linter.Plan

    init(
      context: ModuleContext, setup: LintRun.PackageSetup, knownRuleIDs: Set<String>,
      keepDeclarationsNamed: Set<String>, plan: Linter.Plan
    ) {
      self.context = context
      self.setup = setup
      self.knownRuleIDs = knownRuleIDs
      self.keepDeclarationsNamed = keepDeclarationsNamed
      self.plan = plan
    }
  }

  var context: ModuleContext { shared.context }
  var setup: LintRun.PackageSetup { shared.setup }
  var knownRuleIDs: Set<String> { shared.knownRuleIDs }
  var keepDeclarationsNamed: Set<String> { shared.keepDeclarationsNamed }
  var plan: Linter.Plan { shared.plan }

  /// What a first pass learns of one file for the rest of its package.
  struct FileFacts: Sendable, Equatable {
    /// Declarations that can silence findings in the module's other files.
    var declarations: [Declaration] = []
    /// The file's wrappers of localized lookups.
    var wrappers: [Wrapper] = []
    /// The file's properties that return the module bundle.
    var bundleAccessors: [BundleAccessor] = []
    /// The names the file calls, when asked for.
    var callees = CalleeMask()
    /// The string literals passed as arguments, when a check reads the module's literals.
    var literals: [LocalizationKey] = []
    /// The literal keys of the module's tables that the file's calls pass under a label.
    var keyArguments: [KeyArgument] = []
    /// The labels that fill the file's `LocalizedStringKey` properties and parameters (for a
    /// module with string tables whose checks read passed keys), each with the names of the calls that may fill it (the type,
    /// `init`, the function): the file is linted again when such a call passes a key under one.
    var keySlots: [String: Set<String>] = [:]
    /// The names the file passes as a bundle in `Bundle`'s own spelling (`myModule` for
    /// `bundle: .myModule` or `in: Bundle.myModule`), `module` and `main` aside.
    var bundleMembersPassed: Set<String> = []
    /// Those of `bundleMembersPassed` that a call passes with a literal name its module holds
    /// no resource of (`Text("Helo", bundle: .kit)`): once the run knows `.kit` is the module's
    /// bundle, the file is linted again for the rules that check what the module holds.
    var bundleMembersPassedForUnknownNames: Set<String> = []
    /// For a SwiftPM target with resources: its properties whose value is `Bundle(for: X.self)`
    /// (`static let sdk = Bundle(for: Token.self)`), which a SwiftPM build makes the binary's
    /// bundle, not the module's resources.
    var classBundleHelpers: [BundleHelper] = []
    /// For a module with a bundle of its own: the classes and actors the file declares, by name
    /// (`Bundle(for: X.self)` in another file is the bundle of the module's binary when `X` is
    /// one of them).
    var classNames: [String] = []
    /// For a framework of an Xcode project: the classes the file declares at file scope and
    /// not privately, by which code finds the framework's bundle (`Bundle(for:)`).
    var bundleClasses: [String] = []
    /// For a framework of an Xcode project: its functions that look the key they are given up
    /// in the main bundle.
    var mainBundleWrappers: [MainBundleWrapper] = []
    /// For an app extension of an Xcode project: the members the file names
    /// (`MemberReferences`), the evidence that it uses a framework's lookups.
    var memberReferences: Set<String> = []
    /// For an app extension of an Xcode project: the types the file declares at file scope
    /// (not extensions), by which code the extension runs reaches a file it shares with its app.
    var declaredTypes: [String] = []
    /// For an app extension of an Xcode project: the types the file's code creates
    /// (`ModuleReach.calls`).
    var createdTypes: [String] = []
    /// The file-scope declarations that hold one of the file's findings and that only its
    /// preview code names (`PreviewOnlyCode.candidates`): preview-only unless another file of
    /// the module names them.
    var previewOnlyCandidates: [String] = []
  }

  /// What linting one file gives.
  package struct Result: Sendable {
    var diagnostics: [Diagnostic] = []
    var suppressed = 0
    /// Whether a check reported something before suppressions (a second pass may drop it).
    var hadFindings = false
    /// For each of `diagnostics`, the look-alike check that would silence it; nil when the
    /// file has suppressions (what they silence may change, so the file is linted again).
    var lookalikes: [LookalikeCheck?]?
    /// Which package facts the file's findings depend on, so a second pass may change them.
    var dependsOn: CheckDependencies = []
    /// What the rest of the package needs to know of the file (first pass only).
    var facts = FileFacts()
    /// False when the file spelt none of the job's trigger words: it has no findings and no
    /// facts, and is lexed later only if the first pass learns a name it spells.
    var lexed = true
  }

  func run(_ fileSystem: any FileSystem) -> Result {
    Self.run(sharing: [self], fileSystem)[0]
  }

  /// `jobs.map { $0.run(fileSystem) }` on all cores, the jobs of one path (a file several
  /// targets of an Xcode project compile) together: the file is read, lexed and matched once,
  /// and linted in each job's module.
  static func runAll(_ jobs: [FileJob], _ fileSystem: any FileSystem) -> [Result] {
    if let reuse = jobs.first?.reuse { return reuse.runAll(jobs, fileSystem) }
    var groups: [[Int]] = []
    var groupOfPath: [String: Int] = [:]
    for (index, job) in jobs.enumerated() {
      if let group = groupOfPath[job.file.path] {
        groups[group].append(index)
      } else {
        groupOfPath[job.file.path] = groups.count
        groups.append([index])
      }
    }
    let grouped = parallelMap(groups) { group in
      Self.run(sharing: group.map { jobs[$0] }, fileSystem)
    }
    var results = [Result?](repeating: nil, count: jobs.count)
    for (group, groupResults) in zip(groups, grouped) {
      for (index, result) in zip(group, groupResults) { results[index] = result }
    }
    return results.map { $0 ?? Result() }
  }

  /// The results of `jobs`, which all lint the same path: read once, lexed and matched once
  /// when one of them needs it.
  private static func run(sharing jobs: [FileJob], _ fileSystem: any FileSystem) -> [Result] {
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readFile(jobs[0].file.path)
    } catch {
      return jobs.map { $0.unreadable(.error(error)) }
    }
    if SourceText.isTooLarge(bytes) { return jobs.map { $0.unreadable(.tooLarge) } }
    if SourceText.looksBinary(bytes) { return jobs.map { $0.unreadable(.binary) } }
    var read: (tokens: [Token], syntax: FileSyntax)?
    return jobs.map { job in
      if let triggers = job.triggers, !triggers.occur(in: bytes) {
        var skipped = Result()
        skipped.lexed = false
        return skipped
      }
      let (tokens, syntax) =
        read
        ?? {
          let tokens = Lexer.tokenize(bytes)
          return (tokens, CallMatcher.match(bytes, tokens: tokens))
        }()
      read = (tokens, syntax)
      return job.lint(bytes, tokens: tokens, syntax: syntax)
    }
  }

  /// Lints the file's bytes, lexed and matched.
  private func lint(_ bytes: [UInt8], tokens: [Token], syntax: FileSyntax) -> Result {
    let checked = Linter.checkedFindings(
      syntax: syntax, tokens: tokens, source: bytes, path: file.path, module: context, plan: plan)
    let findings = checked.map(\.diagnostic)

    var result = Result(hadFindings: !findings.isEmpty)
    result.facts = facts(
      of: syntax, tokens: tokens, source: bytes, readsLiterals: plan.readsModuleLiterals,
      readsPassedKeys: plan.readsPassedKeys)
    if !findings.isEmpty, !syntax.previewRanges.isEmpty {
      result.facts.previewOnlyCandidates = PreviewOnlyCode.candidates(
        syntax: syntax, tokens: tokens, source: bytes, path: file.path,
        offsets: findings.map(\.location.offset))
    }
    for finding in checked {
      result.dependsOn.formUnion(plan.dependencies[finding.diagnostic.ruleID] ?? [])
      result.dependsOn.formUnion(finding.dependsOn)
    }
    // Only a comment that mentions `bundlelint` can be a directive.
    if !syntax.comments.contains(where: { bytes.containsBytes("bundlelint", in: $0) }) {
      result.diagnostics = findings
      result.lookalikes = checked.map(\.lookalike)
      return result
    }
    let suppressions = SuppressionSet.parse(
      source: bytes, comments: syntax.comments, converter: SourceLocationConverter(bytes))
    if suppressions.directives.isEmpty && suppressions.malformed.isEmpty {
      result.diagnostics = findings
      result.lookalikes = checked.map(\.lookalike)
      return result
    }
    let applied = suppressions.apply(
      to: findings, knownRuleIDs: knownRuleIDs, enabledRuleIDs: Set(setup.rules.map(\.id)),
      path: file.path, rules: setup.suppressionRules)
    result.diagnostics = applied.kept + applied.problems
    result.suppressed = applied.suppressed
    return result
  }

  /// The `unreadable-file` finding for the file, when that rule runs.
  private func unreadable(_ reason: LintRun.UnreadableReason) -> Result {
    Result(
      diagnostics: setup.unreadableRule.map { [LintRun.unreadable(file.path, reason, rule: $0)] }
        ?? [])
  }

  /// The names of `declarations`' `LocalizedStringKey` properties and the labels of their
  /// `LocalizedStringKey` parameters, each with the callees that may fill it: the type and
  /// `init` for a property or an initializer's parameter, the function for its parameter.
  static func keySlots(of declarations: [Declaration]) -> [String: Set<String>] {
    var slots: [String: Set<String>] = [:]
    // By index: most declarations are neither, and are turned away without copying them.
    for index in declarations.indices {
      switch declarations[index].kind {
      case .variable:
        guard let type = declarations[index].typeText, Wrapper.isKeyType(type, literalOnly: true),
          let owner = declarations[index].enclosingType
        else { continue }
        slots[declarations[index].name, default: []].formUnion(
          [DeclarationIndex.lastComponent(owner), "init"])
      case .function, .initializer:
        guard
          declarations[index].parameters.contains(where: {
            $0.label != nil && Wrapper.isKeyType($0.typeText, literalOnly: true)
          })
        else { continue }
        let declaration = declarations[index]
        let callees: Set<String> =
          declaration.kind == .function
          ? [declaration.name]
          : [declaration.enclosingType.map(DeclarationIndex.lastComponent) ?? "", "init"]
        for parameter in declaration.parameters
        where Wrapper.isKeyType(parameter.typeText, literalOnly: true) {
          if let label = parameter.label { slots[label, default: []].formUnion(callees) }
        }
      default:
        continue
      }
    }
    return slots
  }

  /// What the rest of the package needs to know of the file.
  private func facts(
    of syntax: FileSyntax, tokens: [Token], source: [UInt8], readsLiterals: Bool,
    readsPassedKeys: Bool
  ) -> FileFacts {
    var facts = FileFacts()
    facts.declarations = syntax.declarations.filter {
      DeclarationIndex.matters($0, names: keepDeclarationsNamed)
    }
    guard gathersPackageFacts else { return facts }
    facts.wrappers = Wrapper.find(
      in: syntax, source: source, path: file.path, module: context.module)
    facts.bundleAccessors = BundleAccessor.find(in: syntax, source: source, module: context.module)
    // Only a module with a bundle of its own can have an accessor of it.
    if context.module.resources.ownsBundle {
      (facts.bundleMembersPassed, facts.bundleMembersPassedForUnknownNames) =
        BundleAccessor.membersPassed(
          in: syntax, source: source,
          marking: { call in
            guard let literal = call.arguments.first?.literal,
              let name = LocalizationKey(literal: literal)
            else { return false }
            return !context.holds(name)
          })
      facts.classNames = syntax.declarations.lazy.filter { $0.kind == .class || $0.kind == .actor }
        .map(\.name)
      // Only a file that calls `Bundle(for:)` can declare such a property.
      if context.module.binary == .package,
        syntax.calls.contains(where: { $0.callee == "Bundle" && $0.arguments.first?.label == "for" }
        )
      {
        facts.classBundleHelpers = BundleHelper.find(
          in: syntax, source: source, module: context.module
        ).filter(\.isForClass)
      }
    }
    if context.isFramework {
      facts.bundleClasses = syntax.declarations.filter(\.isVisibleFileScopeClass).map(\.name)
      facts.mainBundleWrappers = MainBundleWrapper.find(in: syntax, source: source)
    }
    if context.module.isAppExtension {
      facts.memberReferences = MemberReferences.find(tokens: tokens, source: source)
      facts.declaredTypes = ModuleReach.declaredTypes(in: syntax)
      facts.createdTypes = ModuleReach.createdTypes(tokens: tokens, source: source).sorted()
    }
    if listsCallees { facts.callees = CalleeMask(syntax.calls.lazy.map(\.callee)) }
    facts.keyArguments = KeyArgument.find(
      in: syntax, source: source, path: file.path, module: context)
    if readsPassedKeys, !context.resources.stringTables.isEmpty {
      facts.keySlots = Self.keySlots(of: syntax.declarations)
    }
    if readsLiterals {
      facts.literals = syntax.calls.flatMap { call in
        call.arguments.compactMap { $0.literal.flatMap(LocalizationKey.init(literal:)) }
      }
    }
    return facts
  }
}
