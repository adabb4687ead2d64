import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// What a finding depends on among the module's declarations: the check that would silence it
/// if another file of the module declared a look-alike. Kept with a file's first-pass findings
/// so the module-wide pass can drop the silenced ones without linting the file again.
enum LookalikeCheck: Sendable {
  /// A call, by callee and argument labels, that a module declaration may resolve
  /// (`extension UIImage { convenience init?(named:) }`, `func Text(_:)`). Not the call itself:
  /// its literals keep the whole file's bytes alive.
  case call(callee: String, labels: [String], pattern: CallPattern)
  /// A member reference (`Bundle.module`) that the module may declare itself.
  case variable(name: String, receivers: [String])

  /// Whether `index` holds a declaration that silences the finding.
  func isResolved(by index: DeclarationIndex) -> Bool {
    switch self {
    case .call(let callee, let labels, let pattern):
      index.resolves(callee: callee, labels: { labels }, pattern: pattern)
    case .variable(let name, let receivers): index.declaresVariable(name, onAnyOf: receivers)
    }
  }
}

extension LookalikeCheck {
  /// The check for `call` under `pattern`.
  static func call(_ call: CallSite, _ pattern: CallPattern) -> LookalikeCheck {
    .call(callee: call.callee, labels: DeclarationIndex.labels(of: call), pattern: pattern)
  }
}

/// A finding and the look-alike check that would silence it, if any.
struct CheckedFinding: Sendable {
  var diagnostic: Diagnostic
  var lookalike: LookalikeCheck?
  /// What this finding depends on beyond its check's `dependencies`.
  var dependsOn: CheckDependencies = []
}
