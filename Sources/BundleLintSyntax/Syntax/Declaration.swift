import BundleLintCore

/// A declaration the matcher found: a function, initializer, type, extension or enum case.
///
/// Declarations are never calls (`func Text(`, `init(named:)`, `struct Image`). Rules use them to
/// recognise the package's own look-alikes and wrappers.
package struct Declaration: Hashable, Sendable {
  package enum Kind: String, Hashable, Sendable {
    case function, initializer, macro
    case subscriptDecl = "subscript"
    case `struct`, `class`, `enum`, `protocol`, actor, `extension`, `typealias`
    case enumCase = "case"
    case variable
  }
  package var kind: Kind
  /// The declared name (`Text`, `init`, `UIImage` for `extension UIImage`).
  package var name: String
  /// Byte offset of the name (of the `init` keyword for initializers).
  package var nameOffset: Int
  /// Parameters in order; empty for types, extensions and variables.
  package var parameters: [Parameter]
  /// The innermost enclosing type or extended type name, or nil at file scope.
  package var enclosingType: String?
  /// Modifiers written before the keyword: `public`, `static`, `convenience`, `private`…, and
  /// `@_spi(…)` as written.
  package var modifiers: [String]
  /// For types and extensions: the inherited types / conformances as written (`View`,
  /// `PreviewProvider`).
  package var inheritedTypes: [String]
  /// For variables and functions: the declared type or return type text, whitespace removed.
  package var typeText: String?
  /// Byte range of the body `{ … }`, if any.
  package var bodyRange: Range<Int>?
  /// The `#if` clauses the declaration sits under, outermost first (the outermost 32 at most).
  package var conditions: [ConditionalClause]

  package init(
    kind: Kind, name: String, nameOffset: Int, parameters: [Parameter] = [],
    enclosingType: String? = nil, modifiers: [String] = [], inheritedTypes: [String] = [],
    typeText: String? = nil, bodyRange: Range<Int>? = nil, conditions: [ConditionalClause] = []
  ) {
    self.kind = kind
    self.name = name
    self.nameOffset = nameOffset
    self.parameters = parameters
    self.enclosingType = enclosingType
    self.modifiers = modifiers
    self.inheritedTypes = inheritedTypes
    self.typeText = typeText
    self.bodyRange = bodyRange
    self.conditions = conditions
  }

  /// Whether the declaration is of a testing SPI (`@_spi(_Testing)`, `@_spi(Testing)`: a
  /// `@_spi` whose name holds "test" in any case): support for tests and previews, which no
  /// shipped screen shows, read as preview code is.
  package var isTestingSupport: Bool {
    modifiers.contains { $0.hasPrefix("@_spi(") && $0.lowercased().contains("test") }
  }

  /// Argument labels as the compiler writes them: `named:in:`, `_:bundle:`.
  package var labelSignature: String { parameters.map { ($0.label ?? "_") + ":" }.joined() }
}

/// One parameter of a function or initializer declaration.
package struct Parameter: Hashable, Sendable {
  /// The argument label, nil for `_`.
  package var label: String?
  /// The parameter's internal name.
  package var name: String
  /// The type's text, whitespace removed (`LocalizedStringKey`, `Bundle?`).
  package var typeText: String
  /// The default value's text, if any (`nil`, `.main`).
  package var defaultValue: String?

  package init(label: String?, name: String, typeText: String, defaultValue: String?) {
    self.label = label
    self.name = name
    self.typeText = typeText
    self.defaultValue = defaultValue
  }
}
