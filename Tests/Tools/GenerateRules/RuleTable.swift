import Foundation

/// The rule table of the README ("Rules"): one row per rule file, its severity and
/// opt-in mark from the file. The "finds" text is the README's: kept for the rules it has, the
/// rule's summary for a new rule (added after the last row of its kind, opt-in or not).
enum RuleTable {
  static let heading = "## Rules"
  static let header = "| rule | severity | finds |"

  /// `readme` with its rule table made to match `rules`.
  static func update(_ readme: String, rules: [RuleFile]) throws -> String {
    var lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let section = lines.firstIndex(of: heading),
      let top = lines[section...].firstIndex(of: header), top + 1 < lines.count
    else { throw GenerateError.noTable(GenerateRules.readmePath) }
    let first = top + 2
    let end = lines[first...].firstIndex { !$0.hasPrefix("|") } ?? lines.count
    let byID = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var rows: [(rule: RuleFile, finds: String)] = []
    for line in lines[first..<end] {
      guard let row = parse(line), let rule = byID[row.id] else { continue }
      rows.append((rule, row.finds))
    }
    let listed = Set(rows.map(\.rule.id))
    for rule in rules where !listed.contains(rule.id) {
      let finds = rule.summary.replacingOccurrences(of: "|", with: "\\|")
      let index =
        (rows.lastIndex { $0.rule.isOptIn == rule.isOptIn }).map { $0 + 1 }
        ?? (rule.isOptIn ? rows.count : 0)
      rows.insert((rule, finds), at: index)
    }
    lines.replaceSubrange(first..<end, with: rows.map { render($0.rule, finds: $0.finds) })
    return lines.joined(separator: "\n")
  }

  /// A row: the rule's id linking to its page in the documentation catalog.
  static func render(_ rule: RuleFile, finds: String) -> String {
    let link = "[`\(rule.id)`](\(RulePage.folder)/\(rule.id).md)"
    return "| \(link)\(rule.isOptIn ? " (opt-in)" : "") | \(rule.severity) | \(finds) |"
  }

  /// The id and the "finds" text of a row: ``| [`id`](page) (opt-in) | severity | finds |``,
  /// the link optional.
  static func parse(_ line: String) -> (id: String, finds: String)? {
    guard line.hasPrefix("| `") || line.hasPrefix("| [`"), line.hasSuffix(" |") else { return nil }
    let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
    guard cells.count >= 3 else { return nil }
    let quoted = cells[0].split(separator: "`", omittingEmptySubsequences: false)
    guard quoted.count >= 3 else { return nil }
    return (String(quoted[1]), cells[2...].joined(separator: " | "))
  }
}
