/// Lints one file of one module, or a package's manifest: a pure function of its inputs.
public enum Linter {
  /// The findings of `rules` in one Swift file of `module`: lexes, matches calls, then lints.
  ///
  /// - Parameters:
  ///   - source: the file's bytes (any bytes: invalid UTF-8 and NUL never crash).
  ///   - path: the file's path as it will be printed.
  /// - Returns: findings sorted by position, then rule id.
  public static func lint(source: [UInt8], path: String, module: ModuleContext, rules: [Rule])
    -> [Diagnostic]
  {
    let tokens = Lexer.tokenize(source)
    let syntax = CallMatcher.match(source, tokens: tokens)
    return lint(
      syntax: syntax, tokens: tokens, source: source, path: path, module: module, rules: rules)
  }

  /// The findings of `rules` in a file whose calls and tokens are already known.
  ///
  /// - Parameters:
  ///   - syntax: what the call matcher found in `source`.
  ///   - tokens: the file's tokens (for `reference` rules, which look at more than calls).
  ///   - path: the file's path as it will be printed.
  ///   - module: the module the file belongs to; its declarations may include the file's own.
  /// - Returns: findings sorted by position, then rule id.
  public static func lint(
    syntax: FileSyntax, tokens: [Token], source: [UInt8], path: String, module: ModuleContext,
    rules: [Rule]
  ) -> [Diagnostic] {
    lint(
      syntax: syntax, tokens: tokens, source: source, path: path, module: module,
      plan: Plan(rules: rules, module: module))
  }

  /// What linting the files of one module needs that does not depend on the file: made once
  /// per module, not once per file.
  struct Plan: Sendable {
    /// All the rules given (the resource rules among them run in `resourceFindings`).
    let rules: [Rule]
    /// The rules that look at this module's calls and references.
    let applicable: [Rule]
    /// `applicable`'s call patterns by callee.
    let dispatch: CallDispatch
    /// Whether the cross-module rule runs (it reports what the missing-bundle rules would).
    let otherModuleRuleRuns: Bool
    /// The names of declarations that can change what the rules report.
    let declarationNames: Set<String>
    /// The resource-content rules that look at calls, by callee.
    let resourceDispatch: ResourceDispatch

    /// `declarationNames`: `DeclarationIndex.names(for: rules)`, when the caller has it already.
    init(rules: [Rule], module: ModuleContext, declarationNames: Set<String>? = nil) {
      self.rules = rules
      applicable = rules.filter {
        $0.kind != .manifest && $0.kind != .resourceContent
          && $0.appliesWhen.isMet(by: module.resources)
      }
      dispatch = CallDispatch(rules: applicable)
      otherModuleRuleRuns = rules.contains { $0.check == .otherModule }
      self.declarationNames = declarationNames ?? DeclarationIndex.names(for: rules)
      resourceDispatch = ResourceDispatch(rules: rules, resources: module.resources)
    }
  }

  /// The findings of `plan`'s rules in a file whose calls and tokens are already known.
  static func lint(
    syntax: FileSyntax, tokens: [Token], source: [UInt8], path: String, module: ModuleContext,
    plan: Plan
  ) -> [Diagnostic] {
    checkedFindings(
      syntax: syntax, tokens: tokens, source: source, path: path, module: module, plan: plan
    ).map(\.diagnostic)
  }

  /// The findings of `plan`'s rules, each with the look-alike check that would silence it.
  static func checkedFindings(
    syntax: FileSyntax, tokens: [Token], source: [UInt8], path: String, module: ModuleContext,
    plan: Plan
  ) -> [CheckedFinding] {
    let fileDeclarations = DeclarationIndex(
      syntax.declarations.filter { DeclarationIndex.matters($0, names: plan.declarationNames) },
      conditions: module.module.conditions)
    var builder = DiagnosticBuilder(source: source, path: path, module: module)
    var diagnostics: [CheckedFinding] = []
    let rules = plan.rules
    let otherModuleRuleRuns = plan.otherModuleRuleRuns
    let applicable = plan.applicable
    for rule in applicable where rule.kind == .reference {
      diagnostics += references(
        of: rule, syntax: syntax, tokens: tokens, source: source,
        declarations: [module.declarationIndex, fileDeclarations], module: module
      )
      .map { reference in
        CheckedFinding(
          diagnostic: builder.diagnostic(rule: rule, reference: reference),
          lookalike: reference.pattern.form == .macro
            ? nil
            : .variable(name: reference.pattern.callee, receivers: reference.pattern.receivers))
      }
    }
    for rule in applicable {
      diagnostics += (wrapperFindings(
        of: rule, syntax: syntax, source: source, path: path, module: module, builder: &builder)
        ?? []).map { CheckedFinding(diagnostic: $0, lookalike: nil) }
    }
    let dispatch = plan.dispatch
    for callIndex in syntax.calls.indices {
      // Most calls are skipped on their callee alone, without copying the call.
      guard dispatch.mayMatch(callee: syntax.calls[callIndex].callee) else { continue }
      let call = syntax.calls[callIndex]
      if call.isInPreview { continue }
      var decided = -1
      for entry in dispatch.candidates(for: call)
      where entry.ruleIndex != decided && entry.pattern.accepts(call) {
        // The first pattern of a rule whose shape fits decides, so a later, looser one cannot
        // re-report a call the right overload found fine.
        decided = entry.ruleIndex
        guard let finding = entry.pattern.problem(in: call, source: source),
          module.mayCompile(call.conditions),
          !module.declarationIndex.resolves(call, pattern: entry.pattern),
          !fileDeclarations.resolves(call, pattern: entry.pattern)
        else { continue }
        let rule = applicable[entry.ruleIndex]
        guard
          let grade = grade(
            rule: rule, finding: finding, source: source, module: module,
            otherModuleRuleRuns: otherModuleRuleRuns)
        else { continue }
        diagnostics.append(
          CheckedFinding(
            diagnostic: grade.applied(to: builder.diagnostic(rule: rule, finding: finding)),
            lookalike: .call(call, entry.pattern)))
      }
    }
    diagnostics += resourceFindings(
      rules: rules, dispatch: plan.resourceDispatch, syntax: syntax, source: source, module: module,
      declarations: [module.declarationIndex, fileDeclarations], builder: &builder)
    return diagnostics.sorted {
      ($0.diagnostic.location.offset, $0.diagnostic.ruleID)
        < ($1.diagnostic.location.offset, $1.diagnostic.ruleID)
    }
  }
}
