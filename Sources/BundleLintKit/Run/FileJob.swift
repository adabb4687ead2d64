/// Lints one Swift file: read once, lex, match, run the rules, apply its suppressions.
struct FileJob: Sendable {
  var file: WorkspaceFile
  var context: ModuleContext
  var setup: LintRun.PackageSetup
  /// Every rule id in the catalog, so a suppression naming a rule that is off is not unknown.
  var knownRuleIDs: Set<String>
  /// Declarations with these names are kept for the module-wide second pass.
  var keepDeclarationsNamed: Set<String>
  /// Whether to gather the package-wide facts of a first pass: wrappers and bundle accessors.
  var gathersPackageFacts = false
  /// Whether to list the called names, so a second pass can find calls to other modules' wrappers.
  var listsCallees = false
  /// The module's lint plan, shared by its files (made from `setup.rules` when nil).
  var plan: Linter.Plan?

  /// What linting one file gives.
  struct Result: Sendable {
    var diagnostics: [Diagnostic] = []
    var declarations: [Declaration] = []
    var suppressed = 0
    /// Whether a rule reported something before suppressions (a second pass may drop it).
    var hadFindings = false
    /// The file's wrappers of localized lookups (first pass only).
    var wrappers: [Wrapper] = []
    /// The file's properties that return the module bundle (first pass only).
    var moduleBundleAccessors: [BundleAccessor] = []
    /// The names the file calls, when asked for.
    var callees = CalleeMask()
    /// Whether a `reference` rule reported something (another module's accessor may drop it).
    var hadReferenceFindings = false
    /// Whether a finding names another module (its bundle accessor may be learnt later).
    var namesOtherModules = false
    /// The string literals passed as arguments, when `collectsLiterals`.
    var literals: [LocalizationKey] = []
    /// For each of `diagnostics`, the look-alike check that would silence it; nil when the
    /// file has suppressions (what they silence may change, so the file is linted again).
    var lookalikes: [LookalikeCheck?]?
  }

  func run(_ fileSystem: any FileSystem) -> Result {
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readFile(file.path)
    } catch {
      return Result(diagnostics: [LintRun.unreadable(file.path, detail: error.detail)])
    }
    if SourceText.looksBinary(bytes) {
      return Result(diagnostics: [
        LintRun.unreadable(file.path, detail: "it is a binary file, not Swift source")
      ])
    }
    let tokens = Lexer.tokenize(bytes)
    let syntax = CallMatcher.match(bytes, tokens: tokens)
    let checked = Linter.checkedFindings(
      syntax: syntax, tokens: tokens, source: bytes, path: file.path, module: context,
      plan: plan ?? Linter.Plan(rules: setup.rules, module: context))
    let findings = checked.map(\.diagnostic)
    let declarations = syntax.declarations.filter {
      DeclarationIndex.matters($0, names: keepDeclarationsNamed)
    }

    var result = Result(declarations: declarations, hadFindings: !findings.isEmpty)
    if gathersPackageFacts {
      result.wrappers = Wrapper.find(
        in: syntax, source: bytes, path: file.path, module: context.module)
      result.moduleBundleAccessors = BundleAccessor.find(
        in: syntax, source: bytes, module: context.module)
    }
    if listsCallees { result.callees = CalleeMask(syntax.calls.lazy.map(\.callee)) }
    func dependOn(_ dependency: CheckDependencies) -> Set<String> {
      Set(setup.rules.filter { Checks.dependencies(of: $0).contains(dependency) }.map(\.id))
    }
    if !findings.isEmpty {
      let rules = dependOn(.publicBundleAccessors)
      result.hadReferenceFindings = findings.contains { rules.contains($0.ruleID) }
    }
    let namingRules = dependOn(.namedModuleAccessors)
    result.namesOtherModules = findings.contains { namingRules.contains($0.ruleID) }
    if setup.rules.contains(where: { Checks.dependencies(of: $0).contains(.moduleLiterals) }) {
      result.literals = syntax.calls.flatMap { call in
        call.arguments.compactMap { $0.literal.flatMap(LocalizationKey.init(literal:)) }
      }
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
      path: file.path)
    var problems = applied.problems.filter { setup.suppressionRuleIDs.contains($0.ruleID) }
    if let configuration = setup.configuration {
      problems = configuration.configuredSuppressionProblems(problems)
    }
    result.diagnostics = applied.kept + problems
    result.suppressed = applied.suppressed
    return result
  }
}
