import BundleLintCore
import BundleLintEngine
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The text of `bundlelint config`: which configuration file applies to a path, where it was
/// looked for, and the settings it resolves to, every rule with its state. A pure function of
/// the settings.
package enum SettingsReport {
  package static func render(_ settings: LintRun.Settings, currentDirectory: String) -> String {
    func shown(_ path: String) -> String { PathName.displayed(path, in: currentDirectory) ?? path }
    func list(_ items: [String], none: String = "none") -> String {
      items.isEmpty ? none : items.joined(separator: ", ")
    }
    var lines: [String] = []
    let what = settings.isPackage ? "the package at" : "the folder"
    if let path = settings.configurationPath {
      lines.append("configuration: \(shown(path))")
      lines.append(
        settings.isGiven
          ? "  given with --config, for \(what) '\(shown(settings.folder))'"
          : "  the nearest .bundlelint.json to \(what) '\(shown(settings.folder))'")
    } else {
      lines.append("configuration: none, the defaults")
      lines.append("  for \(what) '\(shown(settings.folder))'")
    }
    if !settings.searched.isEmpty {
      lines.append("  looked for: " + settings.searched.map(shown).joined(separator: ", "))
    }
    let configuration = settings.configuration ?? Configuration()
    lines.append(
      "included: " + list(configuration.included.map(\.description), none: "every file"))
    var excluded = configuration.excluded.map(\.description)
    excluded += settings.commandLineExcluded.map { "\($0.description) (--exclude)" }
    lines.append("excluded: " + list(excluded))
    lines.append(
      "failOn: "
        + (configuration.failOn?.rawValue
          ?? "\(Configuration.FailThreshold.default.rawValue) (the default)"))
    lines.append("optIn: " + list(configuration.optIn))
    lines.append("moduleBundleHelpers: " + list(configuration.moduleBundleHelpers))
    lines.append("hostProvided: " + list(configuration.hostProvided))
    lines.append("definedConditions: " + list(configuration.definedConditions))
    lines.append("lintTestTargets: \(configuration.lintTestTargets)")
    lines.append(
      "lookupAPIs: "
        + list(configuration.lookupAPIs.map { "\($0.pattern.callee) (\($0.ruleID))" }))
    let running = Dictionary(settings.rules.map { ($0.id, $0) }) { first, _ in first }
    lines.append("rules: \(settings.rules.count) of \(settings.allRules.count) run")
    let width = settings.allRules.map(\.id.count).max() ?? 0
    for rule in settings.allRules {
      let pad = String(repeating: " ", count: width - rule.id.count)
      let state = running[rule.id].map(\.severity.rawValue) ?? "off"
      let note = running[rule.id] == nil && rule.isOptIn ? " (opt-in)" : ""
      lines.append("  \(rule.id)\(pad)  \(state)\(note)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
