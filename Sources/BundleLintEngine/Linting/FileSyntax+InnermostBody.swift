import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension FileSyntax {
  /// The body of the innermost declaration (function, type, closure-initialised variable)
  /// around `offset`, if any; only of the declarations of `kinds`, when given.
  func innermostBody(around offset: Int, of kinds: Set<Declaration.Kind>? = nil) -> Range<Int>? {
    var innermost: Range<Int>?
    // By index and field, so no declaration is copied.
    for index in declarations.indices {
      guard let range = declarations[index].bodyRange, range.contains(offset),
        range.count < innermost?.count ?? Int.max,
        kinds?.contains(declarations[index].kind) ?? true
      else { continue }
      innermost = range
    }
    return innermost
  }
}
