import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension DiagnosticBuilder {
  /// A finding of a `resourceContent` rule at a call: the rule's message with `values`, and
  /// `notes` (the advice) at the call (or at the fix's edit, when there is one).
  mutating func diagnostic(
    rule: Rule, site: ResourceLookupSite, values: MessageValues, notes: [String],
    fix: (range: Range<Int>, replacement: String, title: String)? = nil,
    alsoEdit: (range: Range<Int>, replacement: String)? = nil,
    applicability: Fix.Applicability = .unsafe
  ) -> Diagnostic {
    let call = site.call
    let start = location(call.calleeOffset)
    let end = location(call.closeParen.map { $0 + 1 } ?? call.calleeOffset + call.callee.utf8.count)
    var all = values
    all["callee"] = all["callee"] ?? Self.displayName(of: call)
    all["lookup"] = all["lookup"] ?? site.name.display
    let message = MessageTemplate.render(site.pattern.message ?? rule.message, all)
    var madeFix: Fix?
    var noteLocation = start
    if let fix {
      let planned =
        [(range: fix.range, replacement: fix.replacement)] + (alsoEdit.map { [$0] } ?? [])
      let edits = keepingCommentColumns(planned).map {
        Edit(
          start: location($0.range.lowerBound), end: location($0.range.upperBound),
          replacement: $0.replacement)
      }
      madeFix = Fix(title: fix.title, edits: edits, applicability: applicability)
      noteLocation = edits[0].start
    }
    return Diagnostic(
      ruleID: rule.id, severity: rule.severity, message: message, location: start,
      endLocation: end, notes: notes.map { Note(message: $0, location: noteLocation, role: .fix) },
      fix: madeFix, lineText: lineText(of: start))
  }

  /// The finding of `rule` at `site`, a lookup that must search the framework's own bundle (a
  /// pod's resource bundle where it keeps its resources in one): its advice ends the message
  /// (`{fix}` beside `values`), its edit passes `ModuleContext.frameworkBundleExpression` where
  /// the call takes a bundle, and a note says where the framework gets its resources.
  mutating func frameworkBundleDiagnostic(
    rule: Rule, site: ResourceLookupSite, values: MessageValues
  ) -> Diagnostic {
    let advice = module.frameworkBundleAdvice(rule, for: site)
    var values = values
    values["fix"] = advice
    let edit = module.frameworkBundleExpression.flatMap {
      site.bundleEdit(passing: $0, builder: self)
    }
    var made = diagnostic(
      rule: rule, site: site, values: values, notes: [advice],
      fix: edit.map { ($0.range, $0.replacement, advice) })
    if let place = rule.resourcesNote(
      of: module.name, at: module.manifestLocation, role: .evidence)
    {
      made.notes.append(place)
    }
    return made
  }

  /// A finding of a lookup of a name the module's resources lack: `did you mean` with a fix
  /// when a close name exists, else `otherwise`.
  mutating func typoDiagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, place: String,
    suggestion: String?, otherwise: String
  ) -> Diagnostic {
    let advice = suggestion.map { rule.text(.didYouMean, ["suggestion": $0]) } ?? otherwise
    var fix: (range: Range<Int>, replacement: String, title: String)?
    if let suggestion, let label = site.pattern.lookupLabel,
      let argument = site.call.argument(labelled: label), let literal = argument.literal,
      literal.kind == .plain, !literal.isRaw, !literal.isMultiline,
      !literal.isLocalizedStringKey, !suggestion.contains(where: { "\"\\\n\r".contains($0) }),
      // The argument is the literal itself, not a conditional expression with it as a branch.
      argument.valueRange.count == literal.textByteCount + 2
    {
      fix = (
        argument.valueRange, "\"\(suggestion)\"",
        rule.text(.replaceWith, ["suggestion": suggestion])
      )
    }
    return diagnostic(
      rule: rule, site: site, values: ["place": place, "fix": advice],
      notes: [fix?.title ?? advice], fix: fix)
  }
}
