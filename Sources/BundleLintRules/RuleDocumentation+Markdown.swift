import BundleLintCore
import BundleLintProject
import BundleLintSyntax

extension RuleDocumentation {
  /// What `explain` says, as Markdown for SARIF's `help.markdown`: the summary, why it is a bug
  /// at run time, the example, the fixed example and the fix's safety.
  package static func markdown(_ rule: Rule) -> String {
    var parts = ["**\(rule.summary)**", rule.rationale]
    let (example, fixed) = examples(rule)
    if let example { parts += ["Example:", fenced(example)] }
    if let fixed { parts += ["Fixed example:", fenced(fixed)] }
    parts.append("Fix safety: " + fixSafety(rule))
    return parts.joined(separator: "\n\n")
  }

  /// `code` in a Swift code fence long enough not to be closed by a fence inside it.
  private static func fenced(_ code: String) -> String {
    var fence = "```"
    while code.contains(fence) { fence += "`" }
    var body = Substring(code)
    while body.hasSuffix("\n") { body.removeLast() }
    return fence + "swift\n" + body + "\n" + fence
  }
}
