/// A property of the code that names a bundle the module model can place
/// (`BundleExpression`): `static var app: Bundle { Bundle(url: Bundle.main.bundleURL
/// .deletingLastPathComponent().deletingLastPathComponent())! }` (the containing app), `static
/// let kit = Bundle(identifier: "com.example.Kit")!`, `let here = Bundle(for: Finder.self)`.
/// Recognised by its value, never by its name (`BundleHelper.find`, in the engine, which knows
/// how code declares a property and writes a bundle type).
package struct BundleHelper: Hashable, Sendable {
  /// The property's name.
  package var name: String
  /// The type it is declared in or extends, nil at file scope.
  package var enclosingType: String?
  /// What its value is.
  package var expression: BundleExpression

  package init(name: String, enclosingType: String?, expression: BundleExpression) {
    self.name = name
    self.enclosingType = enclosingType
    self.expression = expression
  }

  /// Whether its value is `Bundle(for: X.self)`.
  package var isForClass: Bool {
    if case .forClass = expression { return true }
    return false
  }
}
