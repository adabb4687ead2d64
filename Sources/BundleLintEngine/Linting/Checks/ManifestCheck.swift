import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// The `manifest` rules (`missing-default-localization`, `missing-resource-path`,
/// `copied-resource-not-compiled`): each reports one kind of resource problem (its `problem`) on
/// the manifest line that declares the resource, or the target.
struct ManifestCheck: Check {
  static func runs(_ rule: Rule) -> Bool { rule.kind == .manifest }

  init(rules: [Rule], context: CheckContext) {}

  static func findings(inManifestOf package: ManifestFile, rules: [Rule]) -> [Diagnostic] {
    let converter = package.source.map(SourceLocationConverter.init)
    var diagnostics: [Diagnostic] = []
    for rule in rules {
      for problem in package.problems where problem.kind == rule.problem {
        let position = problem.position ?? ManifestPosition(line: 1, column: 1)
        var offset = 0
        var lineText = ""
        if let converter, position.line >= 1, position.line <= converter.lineStarts.count {
          offset = min(
            converter.lineStarts[position.line - 1] + max(position.column - 1, 0),
            package.source?.count ?? 0)
          lineText = converter.lineText(position.line).trimmingWhitespace()
        }
        let location = SourceLocation(
          path: package.path, offset: offset, line: position.line, column: position.column,
          utf16Column: converter.map { $0.utf16Column(of: offset) })
        let message = MessageTemplate.render(
          rule.message,
          [
            "target": problem.target, "path": problem.path, "actual": problem.actualPath ?? "",
            "spelling": problem.spelling ?? "",
          ])
        diagnostics.append(
          Diagnostic(
            ruleID: rule.id, severity: rule.severity, message: message, location: location,
            lineText: lineText))
      }
    }
    return diagnostics.sorted { ($0.location, $0.ruleID) < ($1.location, $1.ruleID) }
  }
}
