import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension DiagnosticBuilder {
  /// A finding of a font lookup: `values` fill the message, and the advice, a note (no edit:
  /// the fix is a registration call to add elsewhere, shown only), names the registration of
  /// `owner`'s fonts with `face`'s file.
  mutating func fontDiagnostic(
    _ rule: Rule, _ site: ResourceLookupSite, face: FontFace, owner: String,
    values: MessageValues
  ) -> Diagnostic {
    let file = face.file.split(separator: "/").last.map(String.init) ?? face.file
    let advice = rule.text(.registerFonts, ["module": owner, "file": file])
    var all = values
    all["fix"] = advice
    return diagnostic(rule: rule, site: site, values: all, notes: [advice])
  }
}
