import Foundation

extension Configuration {
  /// The keys a configuration file may have at its top level.
  static let topLevelKeys = [
    "included", "excluded", "rules", "optIn", "failOn", "moduleBundleHelpers", "lookupAPIs",
    "hostProvided",
  ]

  /// Reads and decodes the configuration file at `path`; globs are relative to its folder.
  public static func load(path: String) throws(ConfigurationError) -> Configuration {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(file: path)
    }
    return try decode(Array(data), path: path)
  }

  /// Decodes a configuration file's bytes; `path` is what errors print, and its folder is the
  /// one globs are relative to.
  public static func decode(_ data: [UInt8], path: String) throws(ConfigurationError)
    -> Configuration
  {
    let value: RuleJSON
    do {
      value = try RuleJSON.parse(data)
    } catch {
      throw .invalidJSON(file: path, detail: error.message)
    }
    let root = try ConfigObject(value, keyPath: "", file: path)
    try root.allowOnly(topLevelKeys)
    var configuration = Configuration(path: path, directory: Self.folder(of: path))
    configuration.included = try root.globs("included")
    configuration.excluded = try root.globs("excluded")
    configuration.optIn = try root.strings("optIn") ?? []
    if let raw = try root.string("failOn") {
      guard let threshold = FailThreshold(rawValue: raw) else {
        throw root.invalid("failOn", "'\(raw)' is not 'warning', 'error' or 'never'")
      }
      configuration.failOn = threshold
    }
    configuration.moduleBundleHelpers = try root.strings("moduleBundleHelpers") ?? []
    configuration.hostProvided = try root.strings("hostProvided") ?? []
    if let rules = try root.object("rules") {
      for id in rules.members.keys.sorted() {
        let settings = try rules.object(id)!
        try settings.allowOnly(["enabled", "severity"])
        var rule = RuleSettings(enabled: try settings.bool("enabled"))
        if let raw = try settings.string("severity") {
          guard let severity = Severity(rawValue: raw) else {
            throw settings.invalid("severity", "'\(raw)' is not 'note', 'warning' or 'error'")
          }
          rule.severity = severity
        }
        configuration.rules[id] = rule
      }
    }
    for (index, item) in (try root.array("lookupAPIs") ?? []).enumerated() {
      let object = try ConfigObject(item, keyPath: "lookupAPIs[\(index)]", file: path)
      configuration.lookupAPIs.append(try object.lookupAPI())
    }
    return configuration
  }

  /// Checks that every rule id the configuration names exists.
  public func validate(knownRuleIDs: Set<String>) throws(ConfigurationError) {
    let file = path ?? Self.fileName
    func check(_ id: String, _ keyPath: String) throws(ConfigurationError) {
      guard !knownRuleIDs.contains(id) else { return }
      throw .unknownRule(
        file: file, keyPath: keyPath, id: id,
        suggestion: SuppressionSet.closest(to: id, in: knownRuleIDs))
    }
    for id in rules.keys.sorted() { try check(id, "rules.\(id)") }
    for (index, id) in optIn.enumerated() { try check(id, "optIn[\(index)]") }
    for (index, api) in lookupAPIs.enumerated() {
      try check(api.ruleID, "lookupAPIs[\(index)].rule")
    }
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

/// A JSON object of the configuration being read, with its key path for errors.
private struct ConfigObject {
  let members: [String: RuleJSON]
  let keyPath: String
  let file: String

  init(_ value: RuleJSON, keyPath: String, file: String) throws(ConfigurationError) {
    guard case .object(let members) = value else {
      throw .wrongType(
        file: file, keyPath: keyPath.isEmpty ? "(top level)" : keyPath, expected: "an object",
        found: value.typeName)
    }
    self.members = members
    self.keyPath = keyPath
    self.file = file
  }

  func path(_ key: String) -> String { keyPath.isEmpty ? key : "\(keyPath).\(key)" }

  func allowOnly(_ known: [String]) throws(ConfigurationError) {
    if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
      throw .unknownKey(file: file, keyPath: keyPath, key: unknown, known: known)
    }
  }

  func invalid(_ key: String, _ detail: String) -> ConfigurationError {
    .invalidValue(file: file, keyPath: path(key), detail: detail)
  }

  private func wrongType(_ key: String, _ expected: String, _ value: RuleJSON) -> ConfigurationError
  {
    .wrongType(file: file, keyPath: path(key), expected: expected, found: value.typeName)
  }

  func string(_ key: String) throws(ConfigurationError) -> String? {
    guard let value = members[key], value != .null else { return nil }
    guard case .string(let text) = value else { throw wrongType(key, "a string", value) }
    return text
  }

  func requiredString(_ key: String) throws(ConfigurationError) -> String {
    guard let text = try string(key) else { throw .missingKey(file: file, keyPath: path(key)) }
    return text
  }

  func bool(_ key: String) throws(ConfigurationError) -> Bool? {
    guard let value = members[key], value != .null else { return nil }
    guard case .bool(let flag) = value else { throw wrongType(key, "true or false", value) }
    return flag
  }

  func array(_ key: String) throws(ConfigurationError) -> [RuleJSON]? {
    guard let value = members[key], value != .null else { return nil }
    guard case .array(let items) = value else { throw wrongType(key, "an array", value) }
    return items
  }

  func strings(_ key: String) throws(ConfigurationError) -> [String]? {
    guard let items = try array(key) else { return nil }
    var strings: [String] = []
    for (index, item) in items.enumerated() {
      guard case .string(let text) = item else {
        throw .wrongType(
          file: file, keyPath: "\(path(key))[\(index)]", expected: "a string", found: item.typeName)
      }
      strings.append(text)
    }
    return strings
  }

  func object(_ key: String) throws(ConfigurationError) -> ConfigObject? {
    guard let value = members[key], value != .null else { return nil }
    return try ConfigObject(value, keyPath: path(key), file: file)
  }

  func globs(_ key: String) throws(ConfigurationError) -> [GlobPattern] {
    var patterns: [GlobPattern] = []
    for (index, text) in (try strings(key) ?? []).enumerated() {
      switch GlobPattern.parse(text) {
      case .success(let pattern): patterns.append(pattern)
      case .failure(.empty):
        throw .invalidValue(
          file: file, keyPath: "\(path(key))[\(index)]",
          detail: "an empty pattern matches nothing; remove it")
      case .failure(.notRelative):
        throw .invalidValue(
          file: file, keyPath: "\(path(key))[\(index)]",
          detail:
            "'\(text)' leaves the configuration file's folder; write it relative to that folder")
      }
    }
    return patterns
  }

  func enumValue<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type)
    throws(ConfigurationError) -> T?
  where T.RawValue == String {
    guard let raw = try string(key) else { return nil }
    guard let value = T(rawValue: raw) else {
      let allowed = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw invalid(key, "'\(raw)' is not one of \(allowed)")
    }
    return value
  }

  /// A `lookupAPIs` entry: the shape of a `Rules/` call pattern, plus `rule`.
  func lookupAPI() throws(ConfigurationError) -> Configuration.LookupAPI {
    try allowOnly([
      "rule", "kind", "callee", "form", "receivers", "parameters", "lookup", "bundle", "fix",
      "rewrite", "message",
    ])
    let ruleID = try requiredString("rule")
    let kind = try enumValue("kind", Rule.Kind.self)
    if kind == .manifest { throw invalid("kind", "a 'manifest' rule inspects no calls") }
    var pattern = CallPattern(
      kind: kind ?? .bundleParameter, callee: try requiredString("callee"),
      form: try enumValue("form", CallPattern.Form.self) ?? .direct,
      receivers: try strings("receivers") ?? [], parameters: try strings("parameters") ?? [],
      rewrite: try string("rewrite"), message: try string("message"))
    if let lookup = try object("lookup") {
      try lookup.allowOnly(["label", "value"])
      pattern.lookupLabel = try lookup.requiredString("label")
      pattern.lookupValue = try lookup.enumValue("value", CallPattern.LookupValue.self) ?? .any
    }
    if let bundle = try object("bundle") {
      try bundle.allowOnly(["label", "mainBundleSpellings"])
      pattern.bundleLabel = try bundle.requiredString("label")
      pattern.mainBundleSpellings =
        try bundle.strings("mainBundleSpellings") ?? [".main", "Bundle.main"]
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
    if let label = pattern.lookupLabel, !pattern.parameters.contains(label) {
      throw invalid("lookup.label", "'\(label)' is not one of 'parameters'; add it there")
    }
    if let label = pattern.bundleLabel, !pattern.parameters.contains(label) {
      throw invalid("bundle.label", "'\(label)' is not one of 'parameters'; add it there")
    }
    if pattern.form == .member, pattern.receivers.isEmpty {
      throw .missingKey(file: file, keyPath: path("receivers"))
    }
    if pattern.lookupLabel == nil { throw .missingKey(file: file, keyPath: path("lookup")) }
    return Configuration.LookupAPI(ruleID: ruleID, kind: kind, pattern: pattern)
  }
}
