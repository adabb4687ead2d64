import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The generic check behind every rule of a call-shape kind (`bundleParameter`,
/// `noBundleParameter`, `mainBundleReceiver`): a rule of these kinds is one JSON file, and this
/// check matches its call shapes. `localized-string-missing-bundle`, `asset-missing-bundle`,
/// `interface-file-missing-bundle`, `key-api-without-bundle` and `main-bundle-lookup` are such
/// rules.
///
/// A missing-bundle finding is graded by what the package's resources hold (`Grade`). When
/// another module owns what the call looks up and a rule of `OtherModuleCheck` runs, the finding
/// is left to that rule, which names the right bundle.
struct CallShapeCheck: Check {
  static func runs(_ rule: Rule) -> Bool {
    switch rule.kind {
    case .bundleParameter, .noBundleParameter, .mainBundleReceiver: true
    default: false
    }
  }

  /// A lookup by a `LocalizedStringKey` property or parameter is a finding when a call of the
  /// run passes it a key (`PassedKey`), learnt in a first pass.
  static var dependencies: CheckDependencies { .passedKeys }

  let rules: [Rule]
  /// `rules`' call patterns by callee.
  let dispatch: CallDispatch
  /// Whether findings that name another module's resource are left to `OtherModuleCheck`.
  let defersToOtherModule: Bool
  /// Whether lookups by a name that is not a literal are reported: only when the opt-in
  /// `lookup-outside-package` runs (on real code they were right in none of the labelled
  /// cases: app icons by Info.plist name, names from URLs, developer titles).
  let reportsUnverified: Bool

  init(rules: [Rule], context: CheckContext) {
    self.rules = rules
    dispatch = CallDispatch(rules: rules)
    defersToOtherModule = context.allRules.contains(where: OtherModuleCheck.runs)
    reportsUnverified = context.allRules.contains(where: OutsidePackageCheck.runs)
  }

  func findings(in file: LintedFile, builder: inout DiagnosticBuilder) -> [CheckedFinding] {
    let (syntax, source) = (file.syntax, file.source)
    var found: [CheckedFinding] = []
    for callIndex in syntax.calls.indices {
      // Most calls are skipped on their callee alone, without copying the call.
      guard dispatch.mayMatch(callee: syntax.calls[callIndex].callee) else { continue }
      let call = syntax.calls[callIndex]
      if call.isInPreview { continue }
      var decided = -1
      for entry in dispatch.candidates(for: call)
      where entry.ruleIndex != decided && entry.pattern.accepts(call)
        && (entry.pattern.chainedAfter.isEmpty
          || syntax.chain(before: callIndex, source: source, contains: entry.pattern.chainedAfter))
      {
        // The first pattern of a rule whose shape fits decides, so a later, looser one cannot
        // re-report a call the right overload found fine.
        decided = entry.ruleIndex
        // A conditional expression of literals looks up each of them.
        guard let branches = entry.pattern.literalBranchLookups(in: call, source: source) else {
          if let checked = finding(at: call, of: call, entry, in: file, &builder) {
            found.append(checked)
          }
          continue
        }
        var fixed = false
        for lookup in branches {
          guard var checked = finding(at: lookup, of: call, entry, in: file, &builder) else {
            continue
          }
          // The branches' findings share one edit of the call: the first one carries it.
          if fixed { checked.diagnostic.fix = nil }
          fixed = fixed || checked.diagnostic.fix != nil
          found.append(checked)
        }
      }
    }
    return found
  }

  /// The graded finding of `entry` at `lookup`: `call` itself, or `call` read with one branch of
  /// its lookup argument.
  private func finding(
    at lookup: CallSite, of call: CallSite, _ entry: CallDispatch.Entry, in file: LintedFile,
    _ builder: inout DiagnosticBuilder
  ) -> CheckedFinding? {
    let (source, module) = (file.source, file.module)
    var problem = entry.pattern.problem(in: lookup, source: source)
    // A name where the pattern takes only literals (`Text(title)`): a key when the run's
    // callers fill it with keys of their tables (`PassedKey`).
    var passed: PassedKey?
    if problem == nil, !module.keyArguments.isEmpty, entry.pattern.lookupValue == .literal,
      let label = entry.pattern.lookupLabel, let argument = lookup.argument(labelled: label),
      argument.literal == nil, !argument.isTrailingClosure
    {
      var pattern = entry.pattern
      pattern.lookupValue = .any
      if let named = pattern.problem(in: lookup, source: source),
        let evidence = PassedKey(lookup: argument, in: file)
      {
        problem = named
        passed = evidence
      }
    }
    // A bundle argument that is the module's `Bundle(for: X.self)` property (SwiftPM builds).
    var classBundle: (written: String, type: String)?
    if problem == nil, let found = Self.classBundleArgument(of: lookup, entry.pattern, in: file) {
      classBundle = (found.written, found.type)
      problem = CallFinding(
        pattern: entry.pattern, call: lookup, problem: .mainBundleArgument(found.argument),
        lookup: entry.pattern.lookupLabel.flatMap { lookup.argument(labelled: $0) })
    }
    guard let finding = problem,
      module.mayCompile(call.conditions), !file.resolves(call, pattern: entry.pattern)
    else { return nil }
    // `Bundle(for: X.self)` with `X` from a file not seen yet (nil): decided in the second pass.
    let bundleForClass =
      finding.problem == .wrongBundleCall ? bundleForClassIsLookup(call, in: file) : true
    guard bundleForClass != false, !Self.isMeant(finding, in: file) else { return nil }
    let rule = rules[entry.ruleIndex]
    let looksUpKey = (finding.pattern.resource ?? rule.appliesWhen.lookedUp) == .key
    if looksUpKey, Self.commentDeclinesTranslation(call, source: source) { return nil }
    if let passed {
      return CheckedFinding(
        diagnostic: passedKeyDiagnostic(
          rule: rule, finding: finding, evidence: passed, in: file, &builder),
        lookalike: .call(call, entry.pattern))
    }
    guard
      var grade = Self.grade(
        rule: rule, finding: finding, source: source, module: module,
        defersToOtherModule: defersToOtherModule,
        codeNames: {
          PackageHostCheck.codeNames(around: call.calleeOffset, in: file.syntax, source: source)
        })
    else { return nil }
    if grade.isUnverified, !reportsUnverified { return nil }
    // Right in the builds that make the class's binary the module's bundle (a framework, a
    // pod): a warning about the SwiftPM build, its fix shown only.
    if classBundle != nil {
      (grade.escalates, grade.fixIsSafe, grade.fixIsDisplayOnly) = (false, false, true)
    }
    // A type that writes its other texts verbatim is meant in one language: say so, and stay
    // a warning.
    let verbatim =
      looksUpKey && (grade.escalates || grade.fixIsSafe)
      ? Self.verbatimNeighbour(of: call, in: file.syntax, source: source) : nil
    if verbatim != nil { (grade.escalates, grade.fixIsSafe) = (false, false) }
    let template =
      classBundle.flatMap { found in
        rule.texts[RuleText.classBundleMessage.name].map {
          $0.replacingOccurrences(of: "{bundle}", with: found.written)
            .replacingOccurrences(of: "{class}", with: found.type)
        }
      }
      ?? (grade.isUnverified || grade.isLatent
        ? rule.texts[RuleText.unverifiedMessage.name] : nil)
    var diagnostic = builder.diagnostic(
      rule: rule, finding: finding, messageTemplate: template, lookup: grade.lookup)
    if grade.escalates, diagnostic.severity == .warning { diagnostic.severity = .error }
    if grade.fixIsSafe { diagnostic.fix = Self.certain(diagnostic.fix, finding.problem) }
    if grade.fixIsDisplayOnly { diagnostic.fix?.applicability = .displayOnly }
    if let note = grade.note {
      diagnostic.notes.insert(
        Note(message: note, location: diagnostic.location, role: grade.noteRole), at: 0)
    }
    if let verbatim {
      diagnostic.notes.insert(
        Note(
          message: rule.text(.writtenVerbatim), location: builder.location(verbatim.calleeOffset)),
        at: grade.note == nil ? 0 : 1)
    }
    return CheckedFinding(
      diagnostic: diagnostic, lookalike: .call(call, entry.pattern),
      dependsOn: bundleForClass == nil ? grade.dependsOn.union(.moduleClasses) : grade.dependsOn)
  }
}
