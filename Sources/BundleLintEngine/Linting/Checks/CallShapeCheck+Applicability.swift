import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension CallShapeCheck {
  /// `fix` made safe when the evidence is certain (the name is in this module's own resources,
  /// and no verbatim neighbour says the text is meant in one language) and the edit is
  /// mechanical: a bundle argument inserted where the declaration puts it, or `.main`, `nil`,
  /// `Bundle.main` replaced by the module's bundle. A rewrite of the call (`Bundle(for:)`
  /// replaced) keeps the rule's applicability.
  static func certain(_ fix: Fix?, _ problem: CallFinding.Problem) -> Fix? {
    guard var fix, fix.applicability == .unsafe, !fix.edits.isEmpty else { return fix }
    switch problem {
    case .missingBundle, .mainBundleArgument, .mainBundleReceiver:
      fix.applicability = .safe
    case .noBundleParameter, .wrongBundleCall:
      break
    }
    return fix
  }
}
