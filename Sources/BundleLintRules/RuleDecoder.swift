import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// Decodes one rule file strictly, every key known and every value of the right type, then runs
/// `Rule.validate()`; errors name the file and the key path (`calls[0].bundle.lable: unknown key`).
///
/// Any text field may be a string or an array of lines, joined with `\n`. The key lists below
/// are the format: `Rules/README.md` documents exactly these (a test compares them).
package enum RuleDecoder {
  /// The keys of a rule file's top level.
  package static let ruleKeys = [
    "id", "kind", "severity", "summary", "message", "texts", "rationale", "helpURI",
    "appliesWhen", "calls", "callsOf", "problem", "check", "optIn", "inExample", "examples",
  ]
  /// The keys of `appliesWhen`.
  package static let appliesWhenKeys = ["moduleOwns", "moduleLacks"]
  /// The keys of a call pattern: an entry of a rule's `calls`, and (with `rule`) of a
  /// configuration's `lookupAPIs`.
  package static let callKeys = [
    "kind", "callee", "form", "receivers", "parameters", "lookup", "bundle", "fix", "rewrite",
    "message", "implicitMemberLabels", "resource", "table", "chainedAfter",
  ]
  /// The keys of a call pattern's `lookup`.
  package static let lookupKeys = ["label", "value"]
  /// The keys of a call pattern's `bundle`.
  package static let bundleKeys = ["label", "mainBundleSpellings"]
  /// The keys of a call pattern's `fix`.
  package static let fixKeys = [
    "insert", "replacement", "receiverReplacement", "callReplacement", "applicability",
  ]
  /// The keys of `examples`.
  package static let examplesKeys = ["triggering", "nonTriggering", "corrections"]
  /// The keys of an example written as an object.
  package static let exampleKeys = [
    "code", "moduleOwns", "why", "fixture", "package", "packageOwns", "inTestTarget",
  ]
  /// The keys of an entry of `examples.corrections`.
  package static let correctionKeys = ["before", "after"]
  /// The main-bundle spellings of a `bundle` that lists none.
  package static let defaultMainBundleSpellings = [".main", "Bundle.main"]

  /// Decodes and validates the rule in `data`.
  ///
  /// - Parameters:
  ///   - data: the rule file's bytes.
  ///   - file: the name errors print (`Rules/x.json`).
  ///   - validating: false only for rules validated already (the built-in ones, which the test
  ///     suite validates from `Rules/`, so a start does not repeat it).
  /// - Returns: the rule.
  /// - Throws: a `RuleFileError` naming the file and the key path.
  package static func decode(_ data: [UInt8], file: String, validating: Bool = true)
    throws(RuleFileError) -> Rule
  {
    try JSONObjectReader.read(data, file: file, errors: RuleFileError.self) {
      root throws(KeyPathError) in
      let rule = try root.rule(decodingExamples: validating)
      // A rule that inspects another's calls is validated once the catalog has copied them.
      if validating, rule.callsOf.isEmpty { try rule.validate() }
      return rule
    }
  }
}

extension JSONObjectReader {
  /// The rule; its examples are decoded now when `decodingExamples`, else when read (a rule
  /// decoded without validation is one whose file was validated: the built-in rules).
  func rule(decodingExamples: Bool = true) throws(KeyPathError) -> Rule {
    try allowOnly(RuleDecoder.ruleKeys)
    let id = try requiredString("id")
    guard let kind = try enumValue("kind", Rule.Kind.self) else { throw missing("kind") }
    guard let severity = try enumValue("severity", Severity.self) else {
      throw missing("severity")
    }
    let requirement = try object("appliesWhen")?.requirement() ?? ModuleRequirement()
    var calls: [CallPattern] = []
    for object in try objects("calls") ?? [] {
      try object.allowOnly(RuleDecoder.callKeys)
      calls.append(try object.callPattern(ruleKind: kind))
    }
    var problem: ResourceProblem.Kind?
    if let raw = try string("problem") {
      guard let value = ResourceProblem.Kind(rawValue: raw) else {
        throw invalid("problem", "'\(raw)' is not a resource problem")
      }
      problem = value
    }
    let check = try enumValue("check", ResourceCheck.self)
    guard let examples = try object("examples") else { throw missing("examples") }
    // One rule id, or a list of them.
    let callsOf: [String] =
      if case .string(let id)? = value("callsOf") { [id] } else { try strings("callsOf") ?? [] }
    if !callsOf.isEmpty, !calls.isEmpty {
      throw invalid("callsOf", "a rule lists its own 'calls' or names another's, not both")
    }
    var rule = Rule(
      id: id, kind: kind, severity: severity, summary: try requiredString("summary"),
      message: try requiredText("message"), rationale: try requiredText("rationale"),
      helpURI: try string("helpURI"), appliesWhen: requirement, calls: calls, problem: problem,
      examples: RuleExamples(triggering: [], nonTriggering: []), check: check,
      isOptIn: try bool("optIn") ?? false, texts: try texts("texts") ?? [:],
      isInExample: try bool("inExample") ?? true)
    if decodingExamples {
      rule.examples = try examples.examples()
    } else {
      rule.deferredExamples = DeferredRuleExamples {
        do {
          return try examples.examples()
        } catch {
          preconditionFailure("the examples of a validated rule do not decode: \(error)")
        }
      }
    }
    rule.callsOf = callsOf
    return rule
  }

  func requirement() throws(KeyPathError) -> ModuleRequirement {
    try allowOnly(RuleDecoder.appliesWhenKeys)
    return ModuleRequirement(
      owns: try enumValues("moduleOwns", ModuleTrait.self) ?? [],
      lacks: try enumValues("moduleLacks", ModuleTrait.self) ?? [])
  }

  /// A call pattern, its keys already allowed by the caller: an entry of a rule's `calls`
  /// (`ruleKind`, the rule's kind, is the default kind) or of a configuration's `lookupAPIs`
  /// (`ruleKind` nil: the rule is not known yet, and `LookupAPI.callPattern(for:)` sets the kind
  /// later). Checks the pattern's shape (`Rule.validateShape`); what the rule's kind asks of it is
  /// `Rule.validate`'s.
  package func callPattern(ruleKind: Rule.Kind?) throws(KeyPathError) -> CallPattern {
    let kind = try enumValue("kind", Rule.Kind.self) ?? ruleKind ?? .bundleParameter
    if kind == .manifest { throw invalid("kind", "a 'manifest' rule inspects no calls") }
    var pattern = CallPattern(
      kind: kind, callee: try requiredString("callee"),
      form: try enumValue("form", CallPattern.Form.self) ?? .direct,
      receivers: try strings("receivers") ?? [], parameters: try strings("parameters") ?? [],
      implicitMemberLabels: try strings("implicitMemberLabels") ?? [],
      rewrite: try text("rewrite"), message: try text("message"),
      resource: try enumValue("resource", ResourceLookup.self), tableLabel: try string("table"),
      chainedAfter: try strings("chainedAfter") ?? [])
    if let lookup = try object("lookup") {
      try lookup.allowOnly(RuleDecoder.lookupKeys)
      pattern.lookupLabel = try lookup.requiredString("label")
      pattern.lookupValue = try lookup.enumValue("value", CallPattern.LookupValue.self) ?? .any
    }
    if let bundle = try object("bundle") {
      try bundle.allowOnly(RuleDecoder.bundleKeys)
      pattern.bundleLabel = try bundle.requiredString("label")
      pattern.mainBundleSpellings =
        try bundle.strings("mainBundleSpellings") ?? RuleDecoder.defaultMainBundleSpellings
    }
    if let fix = try object("fix") {
      try fix.allowOnly(RuleDecoder.fixKeys)
      pattern.fix = FixTemplate(
        insert: try fix.string("insert"), replacement: try fix.string("replacement"),
        receiverReplacement: try fix.string("receiverReplacement"),
        callReplacement: try fix.string("callReplacement"),
        applicability: try fix.enumValue("applicability", Fix.Applicability.self) ?? .unsafe)
    }
    try Rule.validateShape(pattern, at: path)
    return pattern
  }

  func examples() throws(KeyPathError) -> RuleExamples {
    try allowOnly(RuleDecoder.examplesKeys)
    func list(_ key: String) throws(KeyPathError) -> [RuleExample] {
      guard let items = try array(key) else { throw missing(key) }
      var examples: [RuleExample] = []
      for (index, item) in items.enumerated() {
        examples.append(try Self.example(item, path: "\(keyPath(key))[\(index)]"))
      }
      return examples
    }
    var corrections: [Correction] = []
    for object in try objects("corrections") ?? [] {
      try object.allowOnly(RuleDecoder.correctionKeys)
      corrections.append(
        Correction(
          before: try object.requiredText("before"), after: try object.requiredText("after")))
    }
    return RuleExamples(
      triggering: try list("triggering"), nonTriggering: try list("nonTriggering"),
      corrections: corrections)
  }

  static func example(_ value: JSONValue, path: String) throws(KeyPathError) -> RuleExample {
    guard case .object = value else { return RuleExample(code: try text(value, path: path)) }
    let object = try JSONObjectReader(value, path: path)
    try object.allowOnly(RuleDecoder.exampleKeys)
    var package: [PackageSource] = []
    if let files = try object.object("package") {
      for module in files.members.keys.sorted() {
        package.append(PackageSource(module: module, code: try files.requiredText(module)))
      }
    }
    return RuleExample(
      code: try object.requiredText("code"),
      moduleOwns: try object.enumValues("moduleOwns", ModuleTrait.self),
      why: try object.string("why"), fixture: try object.string("fixture"), package: package,
      packageOwns: try object.enumValues("packageOwns", ModuleTrait.self),
      inTestTarget: try object.bool("inTestTarget") ?? false)
  }
}
