import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// `text-ignores-locale-environment`: a string resolved now (`NSLocalizedString`,
/// `String(localized:)`) and shown by a `Text` in view code, so it ignores the view's
/// `.environment(\.locale)`.
struct EagerLookupCheck: RuleByRuleCheck {
  static func runs(_ rule: Rule) -> Bool { rule.kind == .eagerLookup }

  let rules: [Rule]

  /// Lookups of the rule's calls shown as the unlabelled argument of a `Text` in view code (a
  /// property or function of type `some View`), with no `locale:` argument.
  static func findings(of rule: Rule, in file: LintedFile, builder: inout DiagnosticBuilder)
    -> [Diagnostic]
  {
    let syntax = file.syntax
    let viewBodies = syntax.declarations.compactMap { declaration -> Range<Int>? in
      guard declaration.kind == .variable || declaration.kind == .function,
        let type = declaration.typeText,
        type == "someView" || type == "someSwiftUI.View" || type == "AnyView"
      else { return nil }
      return declaration.bodyRange
    }
    guard !viewBodies.isEmpty else { return [] }
    let shownStarts = Set(
      syntax.calls.compactMap { call -> Int? in
        guard call.callee == "Text", call.form == .direct || call.receiver == "SwiftUI",
          let argument = call.argument(labelled: "_")
        else { return nil }
        return argument.valueRange.lowerBound
      })
    var diagnostics: [Diagnostic] = []
    for call in syntax.calls
    where !call.isInPreview && call.receiver == nil && shownStarts.contains(call.calleeOffset)
      && call.argument(labelled: "locale") == nil
      && viewBodies.contains(where: { $0.contains(call.calleeOffset) })
      && file.module.mayCompile(call.conditions)
    {
      guard let pattern = rule.calls.first(where: { $0.accepts(call) }),
        let label = pattern.lookupLabel, let lookup = call.argument(labelled: label)
      else { continue }
      var shape = pattern
      shape.kind = .noBundleParameter
      let finding = CallFinding(
        pattern: shape, call: call, problem: .noBundleParameter, lookup: lookup)
      diagnostics.append(builder.diagnostic(rule: rule, finding: finding))
    }
    return diagnostics
  }
}
