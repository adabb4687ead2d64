extension DiagnosticBuilder {
  /// A finding of a `resourceContent` rule at a call: the rule's message with `values`, and
  /// `notes` at the call (or at the fix's edit, when there is one).
  mutating func diagnostic(
    rule: Rule, site: ResourceLookupSite, values: MessageValues, notes: [String],
    fix: (range: Range<Int>, replacement: String, title: String)? = nil
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
      let edit = Edit(
        start: location(fix.range.lowerBound), end: location(fix.range.upperBound),
        replacement: fix.replacement)
      madeFix = Fix(title: fix.title, edits: [edit], applicability: .unsafe)
      noteLocation = edit.start
    }
    return Diagnostic(
      ruleID: rule.id, severity: rule.severity, message: message, location: start,
      endLocation: end, notes: notes.map { Note(message: $0, location: noteLocation) },
      fix: madeFix, lineText: lineText(of: start))
  }
}
