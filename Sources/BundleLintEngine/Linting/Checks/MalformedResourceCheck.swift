import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `malformed-resource`: a string table or asset catalog file that cannot be read as what it
/// claims to be, reported on the line where it breaks.
struct MalformedResourceCheck: Check {
  static func runs(_ rule: Rule) -> Bool {
    rule.kind == .resourceContent && rule.check == .malformedResource
  }

  init(rules: [Rule], context: CheckContext) {}

  static func findings(inResourcesOf files: ResourceFiles, rules: [Rule]) -> [Diagnostic] {
    rules.flatMap { rule in
      files.index.malformed.map { problem in
        files.diagnostic(
          rule, path: problem.path, line: problem.line,
          values: ["place": problem.path, "detail": problem.detail], lineText: problem.path)
      }
    }
  }
}
