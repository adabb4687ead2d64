import BundleLintCore

extension Declaration {
  /// A class declared at file scope and not `private` or `fileprivate`: code elsewhere in its
  /// module can name it, as `Bundle(for: X.self)` does.
  package var isVisibleFileScopeClass: Bool {
    kind == .class && enclosingType == nil
      && !modifiers.contains("private") && !modifiers.contains("fileprivate")
  }
}
