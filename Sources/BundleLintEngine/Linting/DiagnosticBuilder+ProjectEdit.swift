import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension DiagnosticBuilder {
  /// A finding of `rule` over `call` whose fix is a project edit: `advice` as a fix note at the
  /// call, and a note on the Copy Bundle Resources phase of `target` (where the edit goes) when
  /// the project says where it is.
  mutating func projectEditDiagnostic(
    _ rule: Rule, message: String, severity: Severity, at call: CallSite, advice: String,
    copyingInto target: HostBundle?
  ) -> Diagnostic {
    let start = location(call.calleeOffset)
    let end = location(
      call.closeParen.map { $0 + 1 } ?? call.calleeOffset + call.callee.utf8.count)
    var notes = [Note(message: advice, location: start, role: .fix)]
    if let target,
      let phase = rule.resourcesNote(of: target.name, at: target.resourcesDeclaration, role: .fix)
    {
      notes.append(phase)
    }
    return Diagnostic(
      ruleID: rule.id, severity: severity, message: message, location: start, endLocation: end,
      notes: notes, lineText: lineText(of: start))
  }
}
