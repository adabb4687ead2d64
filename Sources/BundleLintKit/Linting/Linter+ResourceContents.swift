/// The resource cross-checks: code against what the package's string tables and asset catalogs
/// contain (`ModuleContext.resourceIndex`, `siblings`). Silent where the index was not built.
extension Linter {
  /// The findings of the `resourceContent` rules that inspect calls (`dispatch`, indexes into
  /// `rules`).
  static func resourceFindings(
    rules: [Rule], dispatch: ResourceDispatch, syntax: FileSyntax, source: [UInt8],
    module: ModuleContext, declarations: [DeclarationIndex], builder: inout DiagnosticBuilder
  ) -> [CheckedFinding] {
    if dispatch.isEmpty { return [] }
    var diagnostics: [CheckedFinding] = []
    let checked = dispatch.checked
    // By index: most calls are skipped on their callee alone, without copying the call.
    for callIndex in syntax.calls.indices {
      guard let candidates = dispatch.candidates(callee: syntax.calls[callIndex].callee) else { continue }
      let call = syntax.calls[callIndex]
      guard !call.isInPreview, module.mayCompile(call.conditions)
      else { continue }
      // Whether a look-alike declaration resolves the call depends on the pattern's form and
      // callee only, which the rules' patterns for one call share: decided once.
      var resolution: (form: CallPattern.Form, callee: String, resolved: Bool)?
      for candidate in candidates {
        let index = candidate.checked
        var found: ResourceLookupSite?
        for pattern in candidate.patterns where pattern.accepts(call) {
          if let site = ResourceLookupSite(call: call, pattern: pattern, resource: nil, source: source) {
            found = site
            break
          }
        }
        guard let site = found else { continue }
        let resolved: Bool
        if let resolution, resolution.form == site.pattern.form,
          resolution.callee == site.pattern.callee
        {
          resolved = resolution.resolved
        } else {
          resolved = declarations.contains { $0.resolves(call, pattern: site.pattern) }
          resolution = (site.pattern.form, site.pattern.callee, resolved)
        }
        if resolved { continue }
        let rule = rules[checked[index].rule]
        let diagnostic: Diagnostic?
        switch checked[index].check {
        case .unknownKey: diagnostic = unknownKey(rule, site, module, &builder)
        case .unknownAsset: diagnostic = unknownAsset(rule, site, module, &builder)
        case .otherModule: diagnostic = otherModule(rule, site, module, &builder)
        case .missingLocalization, .unusedKey, .malformedResource: diagnostic = nil
        }
        if let diagnostic {
          diagnostics.append(
            CheckedFinding(diagnostic: diagnostic, lookalike: .call(call, site.pattern)))
        }
      }
    }
    return diagnostics
  }

  /// A module-bundle lookup of a key that none of the module's tables (or not the named one)
  /// has.
  private static func unknownKey(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    guard site.bundle == .module, site.resource == .key, let index = module.resourceIndex,
      index.match(site.name, table: site.table) == nil
    else { return nil }
    let table = site.table ?? ResourceIndex.defaultTable
    let place =
      index.tables[table] == nil
      ? "the module has no table '\(table)'" : "table '\(table)' has no such key"
    let suggestion = index.suggestion(forKey: site.name, table: site.table)
    return typoDiagnostic(
      rule, site, place: place, suggestion: suggestion,
      otherwise: "add the key to '\(index.tableFileName(site.table))' or correct it",
      &builder)
  }

  /// A module-bundle lookup of an asset none of the module's catalogs has.
  private static func unknownAsset(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    let types = site.resource.assetTypes
    guard site.bundle == .module, !types.isEmpty, let index = module.resourceIndex,
      index.assetType(named: site.name.display, among: types) == nil
    else { return nil }
    let kinds = types.map(\.folderDescription).joined(separator: " or ")
    let suggestion = index.suggestion(forAsset: site.name.display, among: types)
    return typoDiagnostic(
      rule, site, place: "the module's asset catalogs have no \(kinds) of that name",
      suggestion: suggestion,
      otherwise: "add '\(site.name.display)' to an asset catalog of '\(module.name)' or correct the name",
      &builder)
  }

  private static func typoDiagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, place: String,
    suggestion: String?, otherwise: String, _ builder: inout DiagnosticBuilder
  ) -> Diagnostic {
    let advice = suggestion.map { "did you mean '\($0)'?" } ?? otherwise
    var fix: (range: Range<Int>, replacement: String, title: String)?
    if let suggestion, let label = site.pattern.lookupLabel,
      let argument = site.call.argument(labelled: label), let literal = argument.literal,
      literal.kind == .plain, !literal.isRaw, !literal.isMultiline,
      !literal.isLocalizedStringKey, !suggestion.contains(where: { "\"\\\n\r".contains($0) })
    {
      fix = (argument.valueRange, "\"\(suggestion)\"", "replace with '\(suggestion)'")
    }
    return builder.diagnostic(
      rule: rule, site: site, values: ["place": place, "fix": advice],
      notes: [fix?.title ?? advice], fix: fix)
  }

  /// A main-bundle lookup of a key or asset that another module of the package has, and this
  /// module does not.
  private static func otherModule(
    _ rule: Rule, _ site: ResourceLookupSite, _ module: ModuleContext,
    _ builder: inout DiagnosticBuilder
  ) -> Diagnostic? {
    guard site.bundle == .main, !has(site, in: module.resourceIndex),
      let sibling = module.siblings.first(where: { has(site, in: $0.index) })
    else { return nil }
    let advice = siblingAdvice(site, sibling)
    return builder.diagnostic(
      rule: rule, site: site,
      values: ["module": sibling.name, "place": place(of: site, in: sibling.index), "fix": advice],
      notes: [advice])
  }

  /// Whether `index` has what `site` looks up.
  static func has(_ site: ResourceLookupSite, in index: ResourceIndex?) -> Bool {
    guard let index else { return false }
    if site.resource == .key { return index.match(site.name, table: site.table) != nil }
    return index.assetType(named: site.name.display, among: site.resource.assetTypes) != nil
  }

  /// Where `index` keeps what `site` looks up: `Localizable.strings`, `asset catalog`.
  static func place(of site: ResourceLookupSite, in index: ResourceIndex) -> String {
    site.resource == .key ? index.tableFileName(site.table) : "asset catalog"
  }

  /// How to look in `sibling`'s bundle instead.
  private static func siblingAdvice(_ site: ResourceLookupSite, _ sibling: SiblingModule)
    -> String
  {
    guard let accessor = sibling.bundleAccessor else {
      return "pass \(sibling.name)'s bundle: give it a public accessor such as 'extension Bundle { public static let \(lowerFirst(sibling.name)) = Bundle.module }'"
    }
    if site.pattern.kind == .bundleParameter, let label = site.pattern.bundleLabel {
      return "pass '\(label): .\(accessor)'"
    }
    return "use a form that takes a bundle and pass 'Bundle.\(accessor)'"
  }

  private static func lowerFirst(_ name: String) -> String {
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
  }

  /// How a missing-bundle finding is graded by what the package's resources hold.
  struct Grade {
    /// Whether a warning becomes an error.
    var escalates = false
    /// The note that says why, first among the finding's notes.
    var note: String?

    /// `diagnostic` with this grade.
    func applied(to diagnostic: Diagnostic) -> Diagnostic {
      var graded = diagnostic
      if escalates, graded.severity == .warning { graded.severity = .error }
      if let note { graded.notes.insert(Note(message: note, location: diagnostic.location), at: 0) }
      return graded
    }
  }

  /// The grade of a missing-bundle finding, decided before its diagnostic is built: an error
  /// when the module's own tables or catalogs have the key or asset (the lookup is certain to
  /// miss it); nil (no finding) when another module has it and the cross-module rule runs (it
  /// reports the call with the right bundle), or when nothing in the package has it and the
  /// module is `hostProvided`; otherwise a warning that says the lookup may be meant for the
  /// host app.
  static func grade(
    rule: Rule, finding: CallFinding, source: [UInt8], module: ModuleContext,
    otherModuleRuleRuns: Bool
  ) -> Grade? {
    let owns = rule.appliesWhen.owns
    let resource: ResourceLookup? =
      owns.contains(.stringTables) ? .key : owns.contains(.assetCatalogs) ? .asset : nil
    guard let resource, let index = module.resourceIndex,
      let site = ResourceLookupSite(
        call: finding.call, pattern: finding.pattern, resource: resource, source: source)
    else { return Grade() }
    let name = site.name.display
    if has(site, in: index) {
      return Grade(
        escalates: true,
        note:
          "'\(name)' is in this module's \(place(of: site, in: index)); this call looks in the main bundle, so it is certain to miss it"
      )
    }
    if let sibling = module.siblings.first(where: { has(site, in: $0.index) }) {
      if otherModuleRuleRuns { return nil }
      return Grade(
        note: "'\(name)' is in module \(sibling.name)'s \(place(of: site, in: sibling.index))")
    }
    if module.isHostProvided { return nil }
    return Grade(
      note:
        "nothing in this package has '\(name)', so the lookup may be meant for the host app; if it is, list '\(module.name)' under 'hostProvided' in \(Configuration.fileName)"
    )
  }
}
