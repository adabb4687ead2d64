/// A resource cross-check of calls: code that looks a key or asset up by a literal name, against
/// what the package's string tables and asset catalogs contain (`ModuleContext.resourceIndex`,
/// `siblings`). Silent where the index was not built. The walk over the file's calls is shared
/// by all of a module's cross-checks (`ResourceLookups`); each check says what it finds at one
/// lookup.
protocol ResourceLookupCheck: Check {
  /// The cross-check its rule files name with `check`.
  static var check: ResourceCheck { get }
  /// Its rules, and their call shapes by callee.
  var lookups: ResourceLookups { get }
  init(lookups: ResourceLookups)

  /// The finding of `rule` at `site`, if the check finds one there.
  static func diagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic?
}

extension ResourceLookupCheck {
  static func runs(_ rule: Rule) -> Bool { rule.kind == .resourceContent && rule.check == check }

  init(rules: [Rule], context: CheckContext) {
    self.init(lookups: ResourceLookups(rules: rules, check: Self.self))
  }

  func findings(in file: LintedFile, builder: inout DiagnosticBuilder) -> [CheckedFinding] {
    lookups.findings(in: file, builder: &builder)
  }

  var resourceLookups: ResourceLookups? { lookups }
}

/// Resource cross-check rules, each with what its check finds at a lookup, and their call shapes
/// by callee: the rules of one check, or of all a module's cross-checks merged so that one walk
/// over a file's calls serves them all (`Linter.Plan`).
struct ResourceLookups: Sendable {
  let rules: [Rule]
  /// For each of `rules`, its check.
  private let checks: [any ResourceLookupCheck.Type]
  private let dispatch: ResourceDispatch

  init(rules: [Rule], check: any ResourceLookupCheck.Type) {
    self.init(rules: rules, checks: Array(repeating: check, count: rules.count))
  }

  /// The rules of all of `parts`, in order.
  init(merging parts: [ResourceLookups]) {
    self.init(rules: parts.flatMap(\.rules), checks: parts.flatMap(\.checks))
  }

  private init(rules: [Rule], checks: [any ResourceLookupCheck.Type]) {
    self.rules = rules
    self.checks = checks
    dispatch = ResourceDispatch(rules: rules)
  }

  /// The findings of the rules at the lookups of `file`.
  func findings(in file: LintedFile, builder: inout DiagnosticBuilder) -> [CheckedFinding] {
    let (syntax, source, module) = (file.syntax, file.source, file.module)
    var found: [CheckedFinding] = []
    // By index: most calls are skipped on their callee alone, without copying the call.
    for callIndex in syntax.calls.indices {
      guard let candidates = dispatch.candidates(callee: syntax.calls[callIndex].callee) else {
        continue
      }
      let call = syntax.calls[callIndex]
      guard !call.isInPreview, module.mayCompile(call.conditions) else { continue }
      // Whether a look-alike declaration resolves the call depends on the pattern's form and
      // callee only, which the rules' patterns for one call share: decided once.
      var resolution: (form: CallPattern.Form, callee: String, resolved: Bool)?
      for candidate in candidates {
        var site: ResourceLookupSite?
        // A conditional expression of literals looks up each of them: the sites after the first.
        var moreSites: [ResourceLookupSite]?
        for pattern in candidate.patterns where pattern.accepts(call) {
          site = ResourceLookupSite(call: call, pattern: pattern, resource: nil, source: source)
          if site == nil, let branches = pattern.literalBranchLookups(in: call, source: source) {
            var sites = branches.compactMap {
              ResourceLookupSite(call: $0, pattern: pattern, resource: nil, source: source)
            }
            if !sites.isEmpty { site = sites.removeFirst() }
            moreSites = sites
          }
          if site != nil { break }
        }
        guard let site else { continue }
        let resolved: Bool
        if let resolution, resolution.form == site.pattern.form,
          resolution.callee == site.pattern.callee
        {
          resolved = resolution.resolved
        } else {
          resolved = file.resolves(call, pattern: site.pattern)
          resolution = (site.pattern.form, site.pattern.callee, resolved)
        }
        if resolved { continue }
        let check = checks[candidate.rule]
        if let diagnostic = check.diagnostic(rules[candidate.rule], site, module, &builder) {
          found.append(CheckedFinding(diagnostic: diagnostic, lookalike: .call(call, site.pattern)))
        }
        for site in moreSites ?? [] {
          if let diagnostic = check.diagnostic(rules[candidate.rule], site, module, &builder) {
            found.append(
              CheckedFinding(diagnostic: diagnostic, lookalike: .call(call, site.pattern)))
          }
        }
      }
    }
    return found
  }
}
