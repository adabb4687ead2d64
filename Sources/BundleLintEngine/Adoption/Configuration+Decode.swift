import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Configuration {
  /// The keys a configuration file may have at its top level.
  static let topLevelKeys = [
    "included", "excluded", "rules", "optIn", "failOn", "moduleBundleHelpers", "lookupAPIs",
    "hostProvided", "definedConditions", "lintTestTargets",
  ]
  /// The keys of a `lookupAPIs` entry: a `Rules/` call pattern's, plus `rule`.
  static let lookupAPIKeys = ["rule"] + RuleDecoder.callKeys

  /// Reads and decodes the configuration file at `path` through `fileSystem`; globs are relative
  /// to its folder.
  package static func load(path: String, fileSystem: any FileSystem = LocalFileSystem())
    throws(ConfigurationError) -> Configuration
  {
    let data: [UInt8]
    do {
      data = try fileSystem.readFile(path)
    } catch {
      throw .unreadable(file: path)
    }
    return try decode(data, path: path)
  }

  /// Decodes a configuration file's bytes; `path` is what errors print, and its folder is the
  /// one globs are relative to. Each lookup API is checked against its rule later, in
  /// `configuredRules`, once the rules are known.
  package static func decode(_ data: [UInt8], path: String) throws(ConfigurationError)
    -> Configuration
  {
    try JSONObjectReader.read(data, file: path, errors: ConfigurationError.self) {
      root throws(KeyPathError) in try decode(root, path: path)
    }
  }

  private static func decode(_ root: JSONObjectReader, path: String) throws(KeyPathError)
    -> Configuration
  {
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
    configuration.definedConditions = try root.strings("definedConditions") ?? []
    for (index, name) in configuration.definedConditions.enumerated()
    where !Self.isConditionName(name) {
      throw .invalidValue(
        path: "\(root.keyPath("definedConditions"))[\(index)]",
        detail: "'\(name)' is not a condition name; write it as '#if' tests it, without '-D'")
    }
    configuration.lintTestTargets = try root.bool("lintTestTargets") ?? false
    if let rules = try root.object("rules") {
      for id in rules.members.keys.sorted() {
        guard let settings = try rules.object(id) else {
          throw .wrongType(path: rules.keyPath(id), expected: .object, found: "null")
        }
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
    for object in try root.objects("lookupAPIs") ?? [] {
      try object.allowOnly(lookupAPIKeys)
      let ruleID = try object.requiredString("rule")
      let kind = try object.enumValue("kind", Rule.Kind.self)
      let pattern = try object.callPattern(ruleKind: nil)
      configuration.lookupAPIs.append(LookupAPI(ruleID: ruleID, kind: kind, pattern: pattern))
    }
    return configuration
  }

  /// Checks that every rule id the configuration names exists.
  package func validate(knownRuleIDs: Set<String>) throws(ConfigurationError) {
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

  /// Whether `name` is an identifier `#if` can test (`STAGING`, `_beta2`).
  private static func isConditionName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

extension JSONObjectReader {
  /// The glob patterns at `key`, relative to the configuration file's folder.
  fileprivate func globs(_ key: String) throws(KeyPathError) -> [GlobPattern] {
    var patterns: [GlobPattern] = []
    for (index, text) in (try strings(key) ?? []).enumerated() {
      switch GlobPattern.parse(text) {
      case .success(let pattern): patterns.append(pattern)
      case .failure(.empty):
        throw .invalidValue(
          path: "\(keyPath(key))[\(index)]", detail: "an empty pattern matches nothing; remove it")
      case .failure(.notRelative):
        throw .invalidValue(
          path: "\(keyPath(key))[\(index)]",
          detail:
            "'\(text)' leaves the configuration file's folder; write it relative to that folder")
      }
    }
    return patterns
  }
}
