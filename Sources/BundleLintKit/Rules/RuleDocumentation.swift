/// The text of `bundlelint rules` and `bundlelint explain RULE`: pure functions of the rules.
public enum RuleDocumentation {
  /// One line per rule, columns aligned: id, kind, severity, summary.
  public static func list(_ rules: [Rule]) -> String {
    let idWidth = rules.map(\.id.count).max() ?? 0
    let kindWidth = rules.map(\.kind.rawValue.count).max() ?? 0
    let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
    return rules.map { rule in
      [
        rule.id.padding(idWidth), rule.kind.rawValue.padding(kindWidth),
        rule.severity.rawValue.padding(severityWidth),
        rule.summary + (rule.isOptIn ? " (opt-in)" : ""),
      ].joined(separator: "  ")
    }.joined(separator: "\n") + (rules.isEmpty ? "" : "\n")
  }

  /// What the rule does, why it is a bug at run time, an example, the fixed example, and how
  /// safe its fix is.
  public static func explain(_ rule: Rule) -> String {
    var out = "\(rule.id) (\(rule.severity.rawValue), \(rule.kind.rawValue)"
    out += (rule.isOptIn ? ", opt-in" : "") + ")\n\(rule.summary)\n"
    out += "\nWhat it does\n"
    out += indent(whatItDoes(rule))
    out += "\nWhy it is a bug at run time\n"
    out += indent(rule.rationale)
    let correction = rule.examples.corrections.first
    let example = correction?.before ?? rule.examples.triggering.first?.code
    if let example {
      out += "\nExample\n" + indent(example.replacingOccurrences(of: "↓", with: ""))
    }
    if let after = correction?.after {
      out += "\nFixed example\n" + indent(after)
    }
    out += "\nFix safety\n" + indent(fixSafety(rule))
    if let helpURI = rule.helpURI { out += "\nMore\n" + indent(helpURI) }
    return out
  }

  static func whatItDoes(_ rule: Rule) -> String {
    switch rule.kind {
    case .manifest:
      return "Reads 'Package.swift' and the target folders, and reports on the manifest line: "
        + rule.summary.lowercasedFirst
    case .reference:
      let names = rule.calls.flatMap { pattern in
        pattern.form == .macro
          ? [pattern.signature] : pattern.receivers.map { "\($0).\(pattern.callee)" }
      }
      return "Reports \(names.map { "'\($0)'" }.joined(separator: ", ")) and an implicit "
        + "'.module' passed as a bundle, \(scope(rule)).\n"
    case .wrapperCall:
      return "Finds the package's own functions and initializers that take a localized key and "
        + "a bundle (in any module), and reports calls to them that pass no bundle, "
        + "\(scope(rule)).\n"
    case .wrapperDeclaration:
      return "Reports public initializers that take a 'LocalizedStringKey', show it with "
        + rule.calls.map { "'\($0.callee)'" }.joined(separator: " or ")
        + " and take no bundle, \(scope(rule)).\n"
    case .resourceContent where rule.calls.isEmpty:
      return "Reads the string tables and asset catalogs of each module, \(scope(rule)), and "
        + "reports on the resource file's line: " + rule.summary.lowercasedFirst
        + (rule.isOptIn ? "\nOpt-in: list it under 'optIn' in .bundlelint.json to run it." : "")
    default:
      var text = "Reports these calls \(scope(rule)):\n"
      if rule.kind == .eagerLookup {
        text =
          "Reports these lookups when view code (a property or function of type 'some View') "
          + "shows their result with 'Text(…)' and passes no 'locale:', \(scope(rule)):\n"
      }
      for pattern in rule.calls {
        text += "  \(pattern.signature)\n"
      }
      if rule.isOptIn { text += "Opt-in: list it under 'optIn' in .bundlelint.json to run it.\n" }
      return text
    }
  }

  /// Where a rule speaks: `in modules that own string tables`.
  static func scope(_ rule: Rule) -> String {
    let requirement = rule.appliesWhen
    if requirement.lacks.contains(.bundle) { return "in modules that own no resources" }
    let owned = requirement.owns.filter { $0 != .bundle }.map { trait -> String in
      switch trait {
      case .bundle: "resources"
      case .stringTables: "string tables"
      case .assetCatalogs: "asset catalogs"
      case .interfaceFiles: "storyboards or xibs"
      case .lookupResources: "resources looked up by name"
      }
    }
    return owned.isEmpty
      ? "in every module" : "in modules that own " + owned.joined(separator: " and ")
  }

  static func fixSafety(_ rule: Rule) -> String {
    var lines: [String] = []
    var applicabilities = Set(rule.calls.compactMap { $0.fix?.applicability })
    // A wrapper call's fix inserts the bundle argument; a locale finding's rewrite is shown.
    if rule.kind == .wrapperCall { applicabilities.insert(.unsafe) }
    if rule.kind == .eagerLookup { applicabilities.insert(.displayOnly) }
    for applicability in Fix.Applicability.allCases where applicabilities.contains(applicability) {
      switch applicability {
      case .safe:
        lines.append("Safe: the fix keeps behaviour and may be applied unattended.")
      case .unsafe:
        lines.append(
          "Unsafe: the fix changes which bundle is searched at run time, which is the point; "
            + "review it before applying. It is applied only when unsafe fixes are allowed.")
      case .displayOnly:
        lines.append("The fix is shown, never applied.")
      }
    }
    if rule.calls.contains(where: { $0.kind == .noBundleParameter }) {
      lines.append(
        "Calls to APIs without a bundle parameter have no automatic fix: rewrite them by hand "
          + "with the form the message names.")
    }
    if rule.check == .unknownKey || rule.check == .unknownAsset {
      lines.append(
        "Unsafe: when a close key or name exists, the fix replaces the literal with it; check "
          + "that it is the one meant. It is applied only when unsafe fixes are allowed.")
    }
    if lines.isEmpty { lines.append("No automatic fix.") }
    return lines.joined(separator: "\n")
  }

  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
      .trimmingTrailingNewlines() + "\n"
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  fileprivate var lowercasedFirst: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }

  fileprivate func trimmingTrailingNewlines() -> String {
    var text = self
    while text.hasSuffix("\n") || text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
