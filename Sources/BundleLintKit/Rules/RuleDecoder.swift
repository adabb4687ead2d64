/// Decodes one rule file strictly: every key known, every value of the right type, errors naming
/// the file and the key path (`calls[0].bundle.lable: unknown key`).
///
/// Any text field may be a string or an array of lines, joined with `\n`.
public enum RuleDecoder {
  /// Decodes the rule in `data`; `file` is the name errors print (`Rules/x.json`).
  public static func decode(_ data: [UInt8], file: String) throws -> Rule {
    let value: RuleJSON
    do {
      value = try RuleJSON.parse(data)
    } catch {
      throw RuleFileError.invalidJSON(file: file, detail: error.message)
    }
    let root = try JSONObject(value, path: "", file: file)
    return try root.rule()
  }
}

/// A JSON object being read, with its path for errors.
private struct JSONObject {
  let members: [String: RuleJSON]
  let path: String
  let file: String

  init(_ value: RuleJSON, path: String, file: String) throws {
    guard case .object(let members) = value else {
      throw RuleFileError.wrongType(
        file: file, path: path.isEmpty ? "(root)" : path, expected: "an object",
        found: value.typeName)
    }
    self.members = members
    self.path = path
    self.file = file
  }

  func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// Rejects any key not in `allowed`, the first in sorted order.
  func allowOnly(_ allowed: Set<String>) throws {
    if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw RuleFileError.unknownKey(file: file, path: keyPath(unknown))
    }
  }

  func required(_ key: String) throws -> RuleJSON {
    guard let value = members[key], value != .null else {
      throw RuleFileError.missingKey(file: file, path: keyPath(key))
    }
    return value
  }

  func string(_ key: String) throws -> String? {
    guard let value = members[key], value != .null else { return nil }
    guard case .string(let text) = value else {
      throw wrongType(key, "a string", value)
    }
    return text
  }

  func bool(_ key: String) throws -> Bool? {
    guard let value = members[key], value != .null else { return nil }
    guard case .bool(let flag) = value else { throw wrongType(key, "a boolean", value) }
    return flag
  }

  func requiredString(_ key: String) throws -> String {
    guard let text = try string(key) else {
      throw RuleFileError.missingKey(file: file, path: keyPath(key))
    }
    return text
  }

  /// A string, or an array of strings joined with line breaks.
  func text(_ key: String) throws -> String? {
    guard let value = members[key], value != .null else { return nil }
    return try Self.text(value, path: keyPath(key), file: file)
  }

  func requiredText(_ key: String) throws -> String {
    guard let text = try text(key) else {
      throw RuleFileError.missingKey(file: file, path: keyPath(key))
    }
    return text
  }

  static func text(_ value: RuleJSON, path: String, file: String) throws -> String {
    switch value {
    case .string(let text): return text
    case .array(let items):
      var lines: [String] = []
      for (index, item) in items.enumerated() {
        guard case .string(let line) = item else {
          throw RuleFileError.wrongType(
            file: file, path: "\(path)[\(index)]", expected: "a string", found: item.typeName)
        }
        lines.append(line)
      }
      return lines.joined(separator: "\n")
    default:
      throw RuleFileError.wrongType(
        file: file, path: path, expected: "a string or an array of lines", found: value.typeName)
    }
  }

  func strings(_ key: String) throws -> [String]? {
    guard let value = members[key], value != .null else { return nil }
    guard case .array(let items) = value else { throw wrongType(key, "an array of strings", value) }
    return try items.enumerated().map { index, item in
      guard case .string(let text) = item else {
        throw RuleFileError.wrongType(
          file: file, path: "\(keyPath(key))[\(index)]", expected: "a string",
          found: item.typeName)
      }
      return text
    }
  }

  func array(_ key: String) throws -> [RuleJSON]? {
    guard let value = members[key], value != .null else { return nil }
    guard case .array(let items) = value else { throw wrongType(key, "an array", value) }
    return items
  }

  func object(_ key: String) throws -> JSONObject? {
    guard let value = members[key], value != .null else { return nil }
    return try JSONObject(value, path: keyPath(key), file: file)
  }

  func enumValue<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws -> T?
  where T.RawValue == String {
    guard let raw = try string(key) else { return nil }
    guard let value = T(rawValue: raw) else {
      let allowed = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw RuleFileError.invalidValue(
        file: file, path: keyPath(key), detail: "'\(raw)' is not one of \(allowed)")
    }
    return value
  }

  func enumValues<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws -> [T]?
  where T.RawValue == String {
    guard let raws = try strings(key) else { return nil }
    return try raws.enumerated().map { index, raw in
      guard let value = T(rawValue: raw) else {
        let allowed = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        throw RuleFileError.invalidValue(
          file: file, path: "\(keyPath(key))[\(index)]",
          detail: "'\(raw)' is not one of \(allowed)")
      }
      return value
    }
  }

  func wrongType(_ key: String, _ expected: String, _ value: RuleJSON) -> RuleFileError {
    .wrongType(file: file, path: keyPath(key), expected: expected, found: value.typeName)
  }

  func invalid(_ key: String, _ detail: String) -> RuleFileError {
    .invalidValue(file: file, path: keyPath(key), detail: detail)
  }
}

extension JSONObject {
  func rule() throws -> Rule {
    try allowOnly([
      "id", "kind", "severity", "summary", "message", "rationale", "helpURI", "appliesWhen",
      "calls", "problem", "examples", "check", "optIn",
    ])
    let id = try requiredString("id")
    _ = try required("kind")
    let kind = try enumValue("kind", Rule.Kind.self) ?? .bundleParameter
    _ = try required("severity")
    let severity = try enumValue("severity", Severity.self) ?? .warning
    let requirement = try object("appliesWhen")?.requirement() ?? ModuleRequirement()
    var calls: [CallPattern] = []
    for (index, value) in (try array("calls") ?? []).enumerated() {
      let object = try JSONObject(value, path: keyPath("calls") + "[\(index)]", file: file)
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
    if (kind == .resourceContent) != (check != nil) {
      throw kind == .resourceContent
        ? RuleFileError.missingKey(file: file, path: keyPath("check"))
        : invalid("check", "only a 'resourceContent' rule makes a resource check")
    }
    if let check {
      if check.inspectsCalls == calls.isEmpty {
        throw invalid(
          "calls",
          check.inspectsCalls
            ? "the '\(check.rawValue)' check needs at least one call"
            : "the '\(check.rawValue)' check reads resource files and inspects no calls")
      }
      if problem != nil { throw invalid("problem", "only a 'manifest' rule reports a problem") }
    } else if kind == .manifest {
      if problem == nil { throw RuleFileError.missingKey(file: file, path: keyPath("problem")) }
      if !calls.isEmpty { throw invalid("calls", "a 'manifest' rule inspects no calls") }
    } else {
      if calls.isEmpty, kind != .wrapperCall {
        throw invalid("calls", "a '\(kind.rawValue)' rule needs at least one call")
      }
      if problem != nil { throw invalid("problem", "only a 'manifest' rule reports a problem") }
    }
    guard let examplesObject = try object("examples") else {
      throw RuleFileError.missingKey(file: file, path: keyPath("examples"))
    }
    return Rule(
      id: id, kind: kind, severity: severity, summary: try requiredString("summary"),
      message: try requiredText("message"), rationale: try requiredText("rationale"),
      helpURI: try string("helpURI"), appliesWhen: requirement, calls: calls, problem: problem,
      examples: try examplesObject.examples(), check: check,
      isOptIn: try bool("optIn") ?? false)
  }

  func requirement() throws -> ModuleRequirement {
    try allowOnly(["moduleOwns", "moduleLacks"])
    return ModuleRequirement(
      owns: try enumValues("moduleOwns", ModuleTrait.self) ?? [],
      lacks: try enumValues("moduleLacks", ModuleTrait.self) ?? [])
  }

  func callPattern(ruleKind: Rule.Kind) throws -> CallPattern {
    try allowOnly([
      "kind", "callee", "form", "receivers", "parameters", "lookup", "bundle",
      "implicitMemberLabels", "fix", "rewrite", "message", "resource", "table",
    ])
    let kind = try enumValue("kind", Rule.Kind.self) ?? ruleKind
    if ruleKind == .resourceContent, kind != .bundleParameter, kind != .noBundleParameter {
      throw invalid(
        "kind", "a 'resourceContent' rule's call is a 'bundleParameter' or 'noBundleParameter' call")
    }
    let namesResource = try string("resource") != nil || string("table") != nil
    if ruleKind != .resourceContent, namesResource {
      throw invalid("resource", "only a 'resourceContent' rule's calls name a resource")
    }
    if ruleKind == .resourceContent, (try string("resource")) == nil {
      throw RuleFileError.missingKey(file: file, path: keyPath("resource"))
    }
    let wholeRuleKinds: [Rule.Kind] = [.wrapperCall, .wrapperDeclaration, .eagerLookup]
    if kind == .manifest || kind == .resourceContent
      || (kind == .reference) != (ruleKind == .reference)
      || ((wholeRuleKinds.contains(kind) || wholeRuleKinds.contains(ruleKind)) && kind != ruleKind)
    {
      throw invalid("kind", "a '\(ruleKind.rawValue)' rule cannot inspect '\(kind.rawValue)' calls")
    }
    var pattern = CallPattern(
      kind: kind, callee: try requiredString("callee"),
      form: try enumValue("form", CallPattern.Form.self) ?? .direct,
      receivers: try strings("receivers") ?? [], parameters: try strings("parameters") ?? [],
      implicitMemberLabels: try strings("implicitMemberLabels") ?? [],
      rewrite: try text("rewrite"), message: try text("message"))
    pattern.resource = try enumValue("resource", ResourceLookup.self)
    pattern.tableLabel = try string("table")
    if let lookup = try object("lookup") {
      try lookup.allowOnly(["label", "value"])
      pattern.lookupLabel = try lookup.requiredString("label")
      pattern.lookupValue = try lookup.enumValue("value", CallPattern.LookupValue.self) ?? .any
    }
    if let bundle = try object("bundle") {
      try bundle.allowOnly(["label", "mainBundleSpellings"])
      pattern.bundleLabel = try bundle.requiredString("label")
      pattern.mainBundleSpellings = try bundle.strings("mainBundleSpellings") ?? []
    }
    if let fix = try object("fix") {
      try fix.allowOnly([
        "insert", "replacement", "receiverReplacement", "callReplacement", "applicability",
      ])
      pattern.fix = FixTemplate(
        insert: try fix.string("insert"), replacement: try fix.string("replacement"),
        receiverReplacement: try fix.string("receiverReplacement"),
        callReplacement: try fix.string("callReplacement"),
        applicability: try fix.enumValue("applicability", Fix.Applicability.self) ?? .unsafe)
    }
    try validate(pattern)
    return pattern
  }

  /// Checks what the pattern's kind needs, so matching never meets a half-described call.
  private func validate(_ pattern: CallPattern) throws {
    switch pattern.kind {
    case .bundleParameter:
      guard let bundle = pattern.bundleLabel else {
        throw RuleFileError.missingKey(file: file, path: keyPath("bundle"))
      }
      if !pattern.parameters.contains(bundle) {
        throw invalid("bundle.label", "'\(bundle)' is not one of the parameters")
      }
      if pattern.lookupLabel == nil {
        throw RuleFileError.missingKey(file: file, path: keyPath("lookup"))
      }
    case .noBundleParameter:
      if pattern.lookupLabel == nil {
        throw RuleFileError.missingKey(file: file, path: keyPath("lookup"))
      }
      if pattern.rewrite == nil {
        throw RuleFileError.missingKey(file: file, path: keyPath("rewrite"))
      }
    case .mainBundleReceiver:
      if pattern.form == .member, pattern.receivers.isEmpty {
        throw RuleFileError.missingKey(file: file, path: keyPath("receivers"))
      }
    case .reference:
      if pattern.form == .macro { break }
      if pattern.form != .member || pattern.receivers.isEmpty {
        throw invalid(
          "form", "a 'reference' pattern is a 'member' with 'receivers', or a 'macro'")
      }
    case .manifest, .resourceContent, .wrapperCall:
      break
    case .wrapperDeclaration, .eagerLookup:
      if pattern.lookupLabel == nil {
        throw RuleFileError.missingKey(file: file, path: keyPath("lookup"))
      }
    }
    if let table = pattern.tableLabel, !pattern.parameters.contains(table) {
      throw invalid("table", "'\(table)' is not one of the parameters")
    }
    if let lookup = pattern.lookupLabel, !pattern.parameters.contains(lookup) {
      throw invalid("lookup.label", "'\(lookup)' is not one of the parameters")
    }
    if pattern.form == .member, pattern.receivers.isEmpty {
      throw RuleFileError.missingKey(file: file, path: keyPath("receivers"))
    }
  }

  func examples() throws -> RuleExamples {
    try allowOnly(["triggering", "nonTriggering", "corrections"])
    func list(_ key: String) throws -> [RuleExample] {
      guard let items = try array(key) else {
        throw RuleFileError.missingKey(file: file, path: keyPath(key))
      }
      return try items.enumerated().map { index, item in
        try Self.example(item, path: "\(keyPath(key))[\(index)]", file: file)
      }
    }
    var corrections: [Correction] = []
    for (index, item) in (try array("corrections") ?? []).enumerated() {
      let object = try JSONObject(item, path: "\(keyPath("corrections"))[\(index)]", file: file)
      try object.allowOnly(["before", "after"])
      corrections.append(
        Correction(
          before: try object.requiredText("before"), after: try object.requiredText("after")))
    }
    return RuleExamples(
      triggering: try list("triggering"), nonTriggering: try list("nonTriggering"),
      corrections: corrections)
  }

  static func example(_ value: RuleJSON, path: String, file: String) throws -> RuleExample {
    if case .object = value {
      let object = try JSONObject(value, path: path, file: file)
      try object.allowOnly(["code", "moduleOwns", "why", "fixture", "package"])
      var package: [PackageSource] = []
      if let files = try object.object("package") {
        for module in files.members.keys.sorted() {
          package.append(PackageSource(module: module, code: try files.requiredText(module)))
        }
      }
      return RuleExample(
        code: try object.requiredText("code"),
        moduleOwns: try object.enumValues("moduleOwns", ModuleTrait.self),
        why: try object.string("why"), fixture: try object.string("fixture"), package: package)
    }
    return RuleExample(code: try text(value, path: path, file: file))
  }
}
