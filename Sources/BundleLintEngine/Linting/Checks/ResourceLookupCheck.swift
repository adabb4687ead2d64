import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

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
      guard let entry = dispatch.entry(callee: syntax.calls[callIndex].callee) else {
        continue
      }
      let call = syntax.calls[callIndex]
      guard !call.isInPreview, module.mayCompile(call.conditions) else { continue }
      // The last pattern read and what it read: the rules' pattern lists for one callee come
      // from the same catalog in the same order, so the next rule mostly asks for it again.
      var last: (index: Int, reading: SiteReading)?
      // Whether a look-alike declaration resolves the call depends on the pattern's form and
      // callee only, which the rules' patterns for one call share: decided once.
      var resolution: (form: CallPattern.Form, callee: String, resolved: Bool)?
      for candidate in entry.candidates {
        var sites: [ResourceLookupSite] = []
        for index in candidate.patterns {
          let reading: SiteReading
          if let last, last.index == index {
            reading = last.reading
          } else {
            reading = Self.read(call, entry.patterns[index], source: source, module: module)
            last = (index, reading)
          }
          if case .sites(let found) = reading {
            sites = found
            break
          }
        }
        guard let site = sites.first else { continue }
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
        // A conditional expression of literals looks up each of them: one site per branch.
        for site in sites {
          if let diagnostic = check.diagnostic(rules[candidate.rule], site, module, &builder) {
            found.append(
              CheckedFinding(diagnostic: diagnostic, lookalike: .call(call, site.pattern)))
          }
        }
      }
    }
    return found
  }

  /// What one pattern reads in one call.
  private enum SiteReading {
    /// The pattern does not fit, or the name is not a literal.
    case none
    /// The lookup, or one per branch of a conditional expression of literals.
    case sites([ResourceLookupSite])
  }

  /// The lookups `call` makes under `pattern`, a bundle the module's own property returns
  /// (`bundle: .kit`) read as the module's.
  private static func read(
    _ call: CallSite, _ pattern: CallPattern, source: [UInt8], module: ModuleContext
  ) -> SiteReading {
    guard pattern.accepts(call) else { return .none }
    if let site = ResourceLookupSite(call: call, pattern: pattern, resource: nil, source: source) {
      return .sites([site.resolvingBundle(in: module, source: source)])
    }
    guard let branches = pattern.literalBranchLookups(in: call, source: source) else {
      return .none
    }
    let sites = branches.compactMap {
      ResourceLookupSite(call: $0, pattern: pattern, resource: nil, source: source)?
        .resolvingBundle(in: module, source: source)
    }
    return sites.isEmpty ? .none : .sites(sites)
  }
}
