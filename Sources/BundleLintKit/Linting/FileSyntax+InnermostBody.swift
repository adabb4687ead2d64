extension FileSyntax {
  /// The body of the innermost declaration (function, type, closure-initialised variable)
  /// around `offset`, if any.
  func innermostBody(around offset: Int) -> Range<Int>? {
    declarations.compactMap(\.bodyRange).filter { $0.contains(offset) }.min { $0.count < $1.count }
  }
}
