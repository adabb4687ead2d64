import Foundation

/// The documentation catalog's page of one rule, and the catalog's rule index: what
/// `bundlelint explain RULE` prints, as Markdown (what it does, why it is a bug at run time, the
/// example, the fixed example, how safe its fix is).
enum RulePage {
  /// The catalog's folder of rule pages.
  static let folder = "Sources/bundlelint/bundlelint.docc/Rules"
  /// The last line of each page.
  static let header =
    "<!-- Generated from Rules/*.json by 'swift run generate-rules'. Do not edit. -->"

  /// The page of `rule`; `all` resolves `callsOf`.
  static func render(_ rule: RuleFile, all: [RuleFile]) -> String {
    let object = rule.object
    var out = "# \(rule.id)\n\n" + escaped(rule.summary) + "\n\n"
    let kind = object["kind"] as? String ?? "?"
    out += "Severity `\(rule.severity)`, kind `\(kind)`"
    out +=
      rule.isOptIn
      ? ", opt-in: it runs only when the configuration or `--select` names it.\n" : ".\n"
    out += "\n## What it does\n\n"
    out += whatItDoes(rule, all: all) + "\n"
    out += "\n## Why it is a bug at run time\n\n"
    out += text(object["rationale"]) + "\n"
    let (example, fixed) = examples(object)
    if let example { out += "\n## Example\n\n" + fenced(example) + "\n" }
    if let fixed { out += "\n## Fixed example\n\n" + fenced(fixed) + "\n" }
    let texts = object["texts"] as? [String: Any] ?? [:]
    out += "\n## Fix safety\n\n" + escaped(text(texts["fixSafety"])) + "\n"
    out += "\n## See also\n\n- <doc:Rules>\n- <doc:Fixing>\n\n" + header + "\n"
    return out
  }

  /// The index page: every rule with its severity and summary, linking to its page.
  static func index(_ rules: [RuleFile]) -> String {
    var out = "# Rules\n\n"
    out += "Every rule bundlelint runs, one page each, as `bundlelint explain RULE` prints it.\n\n"
    out += "## Overview\n\n"
    out +=
      "The severity is the rule's default; a `.bundlelint.json` changes it (<doc:Configuration>). "
    out += "Opt-in rules run only when the configuration's `optIn` or `--select` names them.\n\n"
    out += "## Topics\n\n"
    for (title, optIn) in [("Rules on by default", false), ("Opt-in rules", true)] {
      let listed = rules.filter { $0.isOptIn == optIn }
      guard !listed.isEmpty else { continue }
      out += "### \(title)\n\n"
      out += listed.map { "- <doc:\($0.id)>\n" }.joined() + "\n"
    }
    return out + header + "\n"
  }

  /// "What it does": the rule's text, with its call shapes listed where it says `{calls}`.
  static func whatItDoes(_ rule: RuleFile, all: [RuleFile]) -> String {
    let texts = rule.object["texts"] as? [String: Any] ?? [:]
    let template = text(texts["whatItDoes"])
    let calls = signatures(rule, all: all)
    return template.components(separatedBy: "\n").map { line in
      line == "{calls}"
        ? (calls.isEmpty ? "" : "```\n" + calls.joined(separator: "\n") + "\n```")
        : escaped(line)
    }.joined(separator: "\n\n")
  }

  /// The call shapes the rule inspects as the compiler names them: `Text(_:tableName:bundle:)`.
  static func signatures(_ rule: RuleFile, all: [RuleFile]) -> [String] {
    let object = rule.object
    let ruleKind = object["kind"] as? String
    if let calls = object["calls"] as? [[String: Any]] {
      return calls.map { signature($0, ruleKind: ruleKind) }
    }
    let sources: [String] =
      (object["callsOf"] as? String).map { [$0] } ?? (object["callsOf"] as? [String] ?? [])
    return sources.flatMap { id in
      all.first { $0.id == id }.map { signatures($0, all: all) } ?? []
    }
  }

  static func signature(_ call: [String: Any], ruleKind: String?) -> String {
    let callee = call["callee"] as? String ?? ""
    let receiver = (call["receivers"] as? [String])?.first
    let name =
      switch call["form"] as? String ?? "direct" {
      case "modifier": "." + callee
      case "macro": "#" + callee
      default: receiver.map { "\($0).\(callee)" } ?? callee
      }
    let kind = call["kind"] as? String ?? ruleKind ?? "bundleParameter"
    if kind == "reference" { return name }
    if call["form"] as? String == "typedValue" { return ": \(callee) = \"…\"" }
    let parameters = call["parameters"] as? [String] ?? []
    return name + "(" + parameters.map { $0 + ":" }.joined() + ")"
  }

  /// The example `explain` shows (the first correction's code, else the first triggering
  /// example, without its `↓` marks) and the fixed example (the correction's result).
  static func examples(_ object: [String: Any]) -> (example: String?, fixed: String?) {
    let examples = object["examples"] as? [String: Any] ?? [:]
    let correction = (examples["corrections"] as? [[String: Any]])?.first
    let triggering = (examples["triggering"] as? [Any])?.first
    let code =
      correction.map { text($0["before"]) }
      ?? triggering.map { ($0 as? [String: Any]).map { text($0["code"]) } ?? text($0) }
    return (code?.replacingOccurrences(of: "↓", with: ""), correction.map { text($0["after"]) })
  }

  /// A text field: a string, or an array of lines joined with line breaks.
  static func text(_ value: Any?) -> String {
    if let lines = value as? [String] { return lines.joined(separator: "\n") }
    return value as? String ?? ""
  }

  /// Plain text as Markdown: characters Markdown would read as markup are escaped.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      if "*_`<[]\\".contains(character) { out.append("\\") }
      out.append(character)
    }
    return out
  }

  /// `code` in a Swift code fence long enough not to be closed by a fence inside it.
  static func fenced(_ code: String) -> String {
    var fence = "```"
    while code.contains(fence) { fence += "`" }
    var body = Substring(code)
    while body.hasSuffix("\n") { body.removeLast() }
    return fence + "swift\n" + body + "\n" + fence + "\n"
  }
}
