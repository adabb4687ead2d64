import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Configuration {
  /// The rules to run, as configured: unknown ids rejected, disabled and not-opted-in rules
  /// dropped, severities overridden, each lookup API checked against its rule (as the rule's own
  /// calls are, `Rule.validate(_:of:at:)`) and added to its calls, and the
  /// module-bundle helpers added to the `reference` rules.
  ///
  /// - Parameters:
  ///   - rules: every rule there is (the catalog, before `--select`/`--ignore`).
  ///   - optInRuleIDs: the rules that are off unless the configuration turns them on.
  /// - Returns: the rules that run, as configured.
  /// - Throws: a `ConfigurationError` for an unknown rule or a lookup API its rule rejects.
  package func configuredRules(_ rules: [Rule], optInRuleIDs: Set<String> = [])
    throws(ConfigurationError) -> [Rule]
  {
    try validate(knownRuleIDs: Set(rules.map(\.id)))
    var configured: [Rule] = []
    for var rule in rules where isEnabled(rule.id, isOptIn: optInRuleIDs.contains(rule.id)) {
      rule.severity = severity(of: rule.id, default: rule.severity)
      for (index, api) in lookupAPIs.enumerated() where api.ruleID == rule.id {
        let pattern = api.callPattern(for: rule)
        if rule.kind == .manifest || rule.kind.isTool
          || (pattern.kind == .reference) != (rule.kind == .reference)
        {
          throw .invalidValue(
            file: path ?? Self.fileName, keyPath: "lookupAPIs[\(index)].rule",
            detail:
              "'\(rule.id)' is a '\(rule.kind.rawValue)' rule and cannot check '\(pattern.kind.rawValue)' calls; name a rule that checks calls like this one"
          )
        }
        do {
          try Rule.validate(pattern, of: rule, at: "lookupAPIs[\(index)]")
        } catch {
          throw ConfigurationError(error, file: path ?? Self.fileName)
        }
        rule.calls.append(pattern)
      }
      if rule.kind == .reference { rule.calls += moduleBundleHelperPatterns }
      configured.append(rule)
    }
    return configured
  }

}
