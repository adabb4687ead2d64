import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Lints one file of one module, or a package's manifest: a pure function of its inputs.
package enum Linter {
  /// The findings of `rules` in one Swift file of `module`: lexes, matches calls, then lints.
  ///
  /// - Parameters:
  ///   - source: the file's bytes (any bytes: invalid UTF-8 and NUL never crash).
  ///   - path: the file's path as it will be printed.
  ///   - module: the module the file belongs to.
  ///   - rules: the rules that run.
  /// - Returns: findings sorted by position, then rule id.
  package static func lint(source: [UInt8], path: String, module: ModuleContext, rules: [Rule])
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
  ///   - source: the file's bytes.
  ///   - path: the file's path as it will be printed.
  ///   - module: the module the file belongs to; its declarations may include the file's own.
  ///   - rules: the rules that run.
  /// - Returns: findings sorted by position, then rule id.
  package static func lint(
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
    /// The registered checks that look at this module's files, each made for its rules that
    /// apply to the module, in registry order; the resource cross-checks apart.
    let checks: [any Check]
    /// The resource cross-checks' rules, walked together: one pass over a file's calls for all.
    let resourceLookups: ResourceLookups?
    /// The names of declarations that can change what the rules report.
    let declarationNames: Set<String>
    /// What each rule's findings depend on beyond the file (`Check.dependencies`), by rule id.
    let dependencies: [String: CheckDependencies]

    /// `declarationNames`: `DeclarationIndex.names(for: rules)`, when the caller has it already.
    init(rules: [Rule], module: ModuleContext, declarationNames: Set<String>? = nil) {
      let applicable = rules.filter { Checks.applies($0, to: module) }
      let context = CheckContext(
        allRules: rules, generatedAccessor: module.module.generatedAccessor)
      let made = Checks.registered.compactMap { check -> (any Check)? in
        let own = applicable.filter(check.runs)
        return own.isEmpty ? nil : check.init(rules: own, context: context)
      }
      checks = made.filter { $0.resourceLookups == nil }
      let lookups = made.compactMap(\.resourceLookups)
      resourceLookups = lookups.isEmpty ? nil : ResourceLookups(merging: lookups)
      self.declarationNames = declarationNames ?? DeclarationIndex.names(for: rules)
      dependencies = Dictionary(
        rules.map { ($0.id, Checks.dependencies(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether a check of the plan reads the keys the run's calls pass under the labels of the
    /// module's `LocalizedStringKey` slots: only then are its slots worth knowing.
    var readsPassedKeys: Bool {
      checks.contains { type(of: $0).dependencies.contains(.passedKeys) }
    }

    /// Whether a check of the plan reads the calls of the package's wrappers.
    var readsPackageWrappers: Bool {
      checks.contains { type(of: $0).dependencies.contains(.packageWrappers) }
    }

    /// Whether a check of the plan reads every literal of the module's code.
    var readsModuleLiterals: Bool {
      dependencies.values.contains { $0.contains(.moduleLiterals) }
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

  /// The findings of `plan`'s checks, each with the look-alike check that would silence it,
  /// sorted by position, then rule id.
  static func checkedFindings(
    syntax: FileSyntax, tokens: [Token], source: [UInt8], path: String, module: ModuleContext,
    plan: Plan
  ) -> [CheckedFinding] {
    let fileDeclarations = DeclarationIndex(
      syntax.declarations.filter { DeclarationIndex.matters($0, names: plan.declarationNames) },
      conditions: module.module.conditions)
    let file = LintedFile(
      syntax: syntax, tokens: tokens, source: source, path: path, module: module,
      declarations: [module.declarationIndex, fileDeclarations])
    var builder = DiagnosticBuilder(source: source, path: path, module: module)
    builder.comments = syntax.comments
    builder.calls = syntax.calls
    var findings: [CheckedFinding] = []
    for check in plan.checks { findings += check.findings(in: file, builder: &builder) }
    if let lookups = plan.resourceLookups {
      findings += lookups.findings(in: file, builder: &builder)
    }
    if !findings.isEmpty, !module.otherBuilds.isEmpty,
      case let builds = module.otherBuilds.builds(of: path), !builds.isEmpty
    {
      for index in findings.indices {
        OtherBuilds.keepFixCompiling(
          &findings[index].diagnostic, module: module.name, builds: builds,
          toolsHaveBundleMacro: module.toolsHaveBundleMacro)
      }
    }
    if !module.previewOnlyNames.isEmpty {
      findings.removeAll {
        PreviewOnlyCode.isInside(
          $0.diagnostic.location.offset, names: module.previewOnlyNames, syntax: syntax,
          source: source)
      }
    }
    return findings.sorted {
      ($0.diagnostic.location.offset, $0.diagnostic.ruleID)
        < ($1.diagnostic.location.offset, $1.diagnostic.ruleID)
    }
  }
}
