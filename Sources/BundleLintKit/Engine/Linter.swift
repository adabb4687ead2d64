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
    var context = module
    context.declarations += syntax.declarations
    var builder = DiagnosticBuilder(source: source, path: path, module: context)
    var diagnostics: [Diagnostic] = []
    let otherModuleRuleRuns = rules.contains { $0.check == .otherModule }
    for rule in rules
    where rule.kind != .manifest && rule.kind != .resourceContent
      && rule.appliesWhen.isMet(by: module.resources)
    {
      if let found = wrapperFindings(
        of: rule, syntax: syntax, source: source, path: path, module: context, builder: &builder)
      {
        diagnostics += found
        continue
      }
      if rule.kind == .reference {
        diagnostics += references(
          of: rule, syntax: syntax, tokens: tokens, source: source, module: context
        )
        .map { builder.diagnostic(rule: rule, reference: $0) }
        continue
      }
      for call in syntax.calls where !call.isInPreview {
        guard let finding = firstFinding(of: rule, in: call, source: source),
          BuildCondition.compiledUnderSwiftPM(call.conditions) != .no,
          !context.ownDeclaration(resolving: call, pattern: finding.pattern)
        else { continue }
        let diagnostic = builder.diagnostic(rule: rule, finding: finding)
        if let kept = graded(
          diagnostic, rule: rule, finding: finding, source: source, module: context,
          otherModuleRuleRuns: otherModuleRuleRuns)
        {
          diagnostics.append(kept)
        }
      }
    }
    diagnostics += resourceFindings(
      rules: rules, syntax: syntax, source: source, module: context, builder: &builder)
    return diagnostics.sorted {
      ($0.location.offset, $0.ruleID) < ($1.location.offset, $1.ruleID)
    }
  }

  /// The first pattern of `rule` that finds something wrong with `call`.
  static func firstFinding(of rule: Rule, in call: CallSite, source: [UInt8]) -> CallFinding? {
    for pattern in rule.calls {
      if pattern.accepts(call) {
        // The first pattern whose shape fits decides, so a later, looser one cannot
        // re-report a call the right overload found fine.
        return pattern.finding(in: call, source: source)
      }
    }
    return nil
  }
}
