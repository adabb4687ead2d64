extension CallShapeCheck {
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
  /// miss it); nil (no finding) when another module has it and `defersToOtherModule` (the
  /// cross-module rule reports the call with the right bundle), or when nothing in the package has it and the
  /// module is `hostProvided`; otherwise a warning that says the lookup may be meant for the
  /// host app.
  static func grade(
    rule: Rule, finding: CallFinding, source: [UInt8], module: ModuleContext,
    defersToOtherModule: Bool
  ) -> Grade? {
    let owns = rule.appliesWhen.owns
    let resource: ResourceLookup? =
      owns.contains(.stringTables) ? .key : owns.contains(.assetCatalogs) ? .asset : nil
    guard let resource, let index = module.resourceIndex,
      let site = ResourceLookupSite(
        call: finding.call, pattern: finding.pattern, resource: resource, source: source)
    else { return Grade() }
    let name = site.name.display
    if site.isFound(in: index) {
      return Grade(
        escalates: true,
        note: rule.text(.inThisModule, ["name": name, "place": site.place(in: index)]))
    }
    if let sibling = module.siblings.first(where: { site.isFound(in: $0.index) }) {
      if defersToOtherModule { return nil }
      return Grade(
        note: rule.text(
          .inOtherModule,
          ["name": name, "owner": sibling.name, "place": site.place(in: sibling.index)]))
    }
    if module.isHostProvided { return nil }
    return Grade(
      note: rule.text(.maybeHostApp, ["name": name, "module": module.name]))
  }
}
