import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Fix {
  /// Whether `--fix` applies this fix: a safe one always, an unsafe one with `--unsafe-fixes`,
  /// a display-only one or one without edits never.
  package func isApplied(allowingUnsafe: Bool) -> Bool {
    guard !edits.isEmpty else { return false }
    switch applicability {
    case .safe: return true
    case .unsafe: return allowingUnsafe
    case .displayOnly: return false
    }
  }
}
