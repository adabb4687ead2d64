import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CallShapeCheck {
  /// How a missing-bundle finding is graded by the evidence: what the package's resources hold
  /// of the name it looks up.
  struct Grade {
    /// Whether a warning becomes an error: the module's own resources have the name, so the
    /// lookup certainly misses it.
    var escalates = false
    /// Whether the fix is safe: the module's own resources have the name and no host holds it
    /// too (adding the bundle cannot make any text worse).
    var fixIsSafe = false
    /// The miss is latent: the module's table holds the key in one language only, or a host
    /// holds it too. The message then says what the call does (`unverifiedMessage`), and the
    /// note says why it matters.
    var isLatent = false
    /// The fix as written is not enough (the key is in another table than the call reads):
    /// shown, never applied.
    var fixIsDisplayOnly = false
    /// The note that says why, first among the finding's notes.
    var note: String?
    /// The note's role: `evidence` for this module's own resource, `detail` for another
    /// module's and for a latent miss (news the message does not carry, so the concise layout
    /// prints it).
    var noteRole = Note.Role.evidence
    /// The name is not a literal (or its table is not known), so the message says only what
    /// the call does (`unverifiedMessage`), not that something is missing at run time.
    var isUnverified = false
    /// What else the grade depends on: `hostReferences` for a first-pass finding that what the
    /// app extensions name may settle.
    var dependsOn: CheckDependencies = []
    /// The table's own key, when the call's literal matched a format key of the table
    /// (`Error: %@` for `"Error: \(error)"`): the message and the note quote it.
    var lookup: String?
  }

  /// The grade of a missing-bundle finding, decided before its diagnostic is built; nil when
  /// the evidence does not support a finding:
  /// - a literal name that this module's tables, catalogs or files have: an error when the miss
  ///   shows today (some language shows other text than the miss does), with a safe fix; for a
  ///   key, a warning when the miss is latent: the table holds it in one language only, not
  ///   translated yet (safe fix where the hosts are known and lack it), or a host holds it too (`duplicatedByHost`, unsafe fix: the
  ///   host's text may be what users see now). Nil for a key with nothing to translate: only
  ///   symbols, digits, emoji and format specifiers, or shown as the key itself in every one of
  ///   several localizations;
  /// - one that another module has: left to `resource-in-other-module` when that rule runs
  ///   (`defersToOtherModule`), else a warning that names the owner;
  /// - one that nothing in the package has: nil (adding the bundle changes nothing at run time;
  ///   the opt-in `lookup-outside-package` reports it);
  /// - a name that is not a literal, in a module that owns resources of the kind: a warning
  ///   that says less;
  /// - `nil` as the name (`nibName: nil`): nil.
  static func grade(
    rule: Rule, finding: CallFinding, source: [UInt8], module: ModuleContext,
    defersToOtherModule: Bool, codeNames: () -> Set<String>
  ) -> Grade? {
    guard let lookup = finding.lookup else { return Grade() }
    guard lookup.literal != nil else {
      // `Bundle.main` or `.main` written out is meant unless the evidence says otherwise; so
      // is `nil` as the name (`nibName: nil` loads no nib by that name).
      if source.compactText(lookup.valueRange, equals: "nil") || finding.writesMainBundle {
        return nil
      }
      return Grade(isUnverified: true)
    }
    guard let resource = finding.pattern.resource ?? rule.appliesWhen.lookedUp else {
      return fileGrade(rule: rule, finding: finding, module: module)
    }
    guard
      let site = ResourceLookupSite(
        call: finding.call, pattern: finding.pattern, resource: resource, source: source)
    else {
      // The table is an expression: the module's key is still looked up in the main bundle.
      return otherTableGrade(rule: rule, finding: finding, source: source, module: module)
        ?? Grade(isUnverified: true)
    }
    let name = site.name.display
    if let index = module.resourceIndex, site.isFound(in: index) {
      let shown = site.shownName(in: index)
      let place = site.place(in: index)
      var certain = Grade(
        escalates: true, fixIsSafe: true,
        note: rule.text(.inThisModule, ["name": shown, "place": place]))
      guard site.resource == .key else { return certain }
      certain.lookup = shown == name ? nil : shown
      var grade = keyGrade(
        rule: rule, site: site, index: index, certain: certain, source: source, module: module,
        codeNames: codeNames)
      grade?.lookup = certain.lookup
      return grade
    }
    if site.resource == .key,
      let grade = otherTableGrade(rule: rule, finding: finding, source: source, module: module)
    {
      return grade
    }
    if let sibling = module.siblings.first(where: { $0.isImported && site.isFound(in: $0.index) }) {
      if defersToOtherModule { return nil }
      if site.resource == .key, !sibling.index.translates(site.name, table: site.table) {
        return nil
      }
      if site.isProvidedByHost(module) { return nil }
      return Grade(
        note: rule.text(
          .inOtherModule,
          ["name": name, "owner": sibling.name, "place": site.place(in: sibling.index)]),
        noteRole: .detail)
    }
    return nil
  }

  /// The grade of a lookup of a key that this module's tables have (`certain` when the miss
  /// shows today and no host holds the key).
  private static func keyGrade(
    rule: Rule, site: ResourceLookupSite, index: ResourceIndex, certain: Grade, source: [UInt8],
    module: ModuleContext, codeNames: () -> Set<String>
  ) -> Grade? {
    guard site.hasWords(in: index) else { return nil }
    // Some language shows other text than a miss does (the key, or the call's `value:`).
    let shows = index.translates(
      site.name, table: site.table, fallback: site.defaultValue(in: source))
    // Several languages have the key, each shown as the key itself (`"OK"` in every language).
    if !shows, index.isHeldInSeveralLocalizations(site.name, table: site.table) { return nil }
    let (name, place) = (site.shownName(in: index), site.place(in: index))
    // The main-bundle lookup finds a host's copy of the key (asked last: it reads the host's
    // tables): latent, unless an app extension that lacks it is known to run this code.
    if let host = site.hostProviding(module) {
      var grade = Grade(isLatent: true, noteRole: .detail)
      grade.note = rule.text(.duplicatedByHost, ["name": name, "place": place, "host": host])
      if shows, site.missesInExtension(of: module, naming: codeNames()) {
        grade = certain
        grade.fixIsSafe = false
      }
      grade.dependsOn = module.hostReferences == nil ? .hostReferences : []
      return grade
    }
    guard shows else {
      // Safe only where the hosts are known and none has the key: a host unknown here (an app
      // outside the folders linted) may show a translation the module's table lacks.
      var grade = Grade(fixIsSafe: module.hostTables != nil, isLatent: true, noteRole: .detail)
      grade.note = rule.text(.notTranslatedYet, ["name": name, "place": place])
      return grade
    }
    return certain
  }

  /// The grade of a lookup of a literal key that the table the call reads (the default table,
  /// a literal table name the module lacks the key in, or an expression) does not hold, but
  /// another table of this module does: a warning whose note names both, and whose fix is
  /// shown only (passing the module's bundle alone still reads the wrong table).
  private static func otherTableGrade(
    rule: Rule, finding: CallFinding, source: [UInt8], module: ModuleContext
  ) -> Grade? {
    guard let index = module.resourceIndex, let literal = finding.lookup?.literal else {
      return nil
    }
    let call = finding.call
    let read: String
    let shown: String
    switch ResourceLookupSite.table(of: call, label: finding.pattern.tableLabel, source: source) {
    case .known(let table):
      (read, shown) = (table ?? ResourceIndex.defaultTable, table ?? ResourceIndex.defaultTable)
    case .unknown:
      // An expression: any table may be the one read, so none is left out.
      let argument =
        finding.pattern.tableLabel.flatMap { call.argument(labelled: $0) }
        ?? call.argument(labelled: "tableName") ?? call.argument(labelled: "table")
      (read, shown) = ("", argument.map { source.compactText($0.valueRange) } ?? "")
    }
    // `InfoPlist` holds the Info.plist's keys, which no code looks up. Most modules have no
    // other table than the one read.
    guard index.tables.keys.contains(where: { $0 != read && $0 != "InfoPlist" }),
      let name = LocalizationKey(literal: literal)
    else { return nil }
    let holders = index.tables.lazy.filter { table, contents in
      table != read && table != "InfoPlist" && contents.match(name) != nil
    }.map(\.key)
    guard let holder = holders.min(),
      let key = index.match(name, table: holder), LocalizationKey.hasWords(key)
    else { return nil }
    var grade = Grade(isLatent: true, fixIsDisplayOnly: true, noteRole: .detail)
    grade.note = rule.text(
      .inOtherTable,
      ["name": name.display, "place": index.tableFileName(holder), "table": shown])
    return grade
  }

  /// The grade of a lookup of a resource file (`Bundle.main.url(forResource:)`, a nib or
  /// storyboard) by a literal name: an error when one of the module's resource files has that
  /// name, else nil.
  private static func fileGrade(rule: Rule, finding: CallFinding, module: ModuleContext)
    -> Grade?
  {
    guard let literal = finding.lookup?.literal, let name = LocalizationKey(literal: literal),
      !name.hasPlaceholders
    else { return Grade(isUnverified: true) }
    let resources = module.resources
    let files = resources.interfaceFiles + resources.otherFiles + resources.resources
    // In a folder the module copies whole (`subdirectory: "Fixtures"`), the folder is the
    // evidence: its files are not listed one by one.
    let folder = ["subdirectory", "inDirectory"].lazy
      .compactMap { finding.call.argument(labelled: $0)?.literal }
      .compactMap { LocalizationKey(literal: $0)?.display }.first
    guard
      let file = files.first(where: { path in
        Self.names(path, name.display)
          || folder.map { PathName.lastComponent(path) == $0 } == true
      })
    else { return nil }
    return Grade(
      escalates: true, fixIsSafe: true,
      note: rule.text(.inThisModule, ["name": name.display, "place": file]))
  }

  /// Whether the resource `path` is what a lookup of `name` finds: `name` is its file name,
  /// or its file name without the extension (`forResource: "Terms", withExtension: "json"`).
  private static func names(_ path: String, _ name: String) -> Bool {
    let file = PathName.lastComponent(path)
    return file == name || PathName.stem(path) == name
  }
}

extension CallFinding {
  /// The code names the main bundle itself (`bundle: .main`, `Bundle.main.url(…)`), rather
  /// than leaving a bundle out.
  var writesMainBundle: Bool {
    switch problem {
    case .mainBundleArgument, .mainBundleReceiver: true
    case .missingBundle, .noBundleParameter, .wrongBundleCall: false
    }
  }
}
