import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A check that looks at a file once per rule, each finding without a look-alike check: the
/// wrapper and eager-lookup checks. It says what one rule finds in one file.
protocol RuleByRuleCheck: Check {
  var rules: [Rule] { get }
  init(rules: [Rule])

  /// The findings of `rule` in `file`.
  static func findings(of rule: Rule, in file: LintedFile, builder: inout DiagnosticBuilder)
    -> [Diagnostic]
}

extension RuleByRuleCheck {
  init(rules: [Rule], context: CheckContext) { self.init(rules: rules) }

  func findings(in file: LintedFile, builder: inout DiagnosticBuilder) -> [CheckedFinding] {
    rules.flatMap { rule in
      Self.findings(of: rule, in: file, builder: &builder).map {
        CheckedFinding(diagnostic: $0, lookalike: nil)
      }
    }
  }
}
