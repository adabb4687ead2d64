import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A function or initializer of the package that takes a localized key and a bundle, so each
/// caller must pass its own module's bundle: a design system's
/// `PlaceholderView(_ text: LocalizedStringKey, bundle: Bundle? = nil, systemImage: String)`.
///
/// Or one that takes a `LocalizedStringResource` (`Row(_ title: LocalizedStringResource)`): a
/// string literal passed there becomes a resource of the main bundle
/// (`LocalizedStringResource.init(stringLiteral:)`), so each caller must build the resource with
/// its own module's bundle.
///
/// Found in any module of the package (`Wrapper.find`); calls to it are checked from every module.
package struct Wrapper: Hashable, Sendable {
  /// The bundle a call gets when it passes none.
  package enum DefaultBundle: Hashable, Sendable {
    /// `nil`, `.main`: the app's bundle.
    case main
    /// `.module`, `#bundle` or a module-bundle helper: the declaring module's bundle.
    case declaringModule
  }

  package var declaration: Declaration
  /// The declaring module's name.
  package var module: String
  /// Where the declaration's name is, for the note that points to it.
  package var location: SourceLocation
  /// Whether other modules can call it (`public`, `open`, `package`, or in such an extension).
  package var isVisibleOutsideModule: Bool
  /// The index of the key parameter in `declaration.parameters`.
  package var keyIndex: Int
  /// The index of the bundle parameter, which has a default; nil when the key parameter is a
  /// `LocalizedStringResource`, which carries its bundle.
  package var bundleIndex: Int?
  package var defaultBundle: DefaultBundle

  /// Whether the key parameter is a `LocalizedStringResource` (and there is no bundle parameter).
  package var takesResource: Bool { bundleIndex == nil }

  package init(
    declaration: Declaration, module: String, location: SourceLocation,
    isVisibleOutsideModule: Bool, keyIndex: Int, bundleIndex: Int?, defaultBundle: DefaultBundle
  ) {
    self.declaration = declaration
    self.module = module
    self.location = location
    self.isVisibleOutsideModule = isVisibleOutsideModule
    self.keyIndex = keyIndex
    self.bundleIndex = bundleIndex
    self.defaultBundle = defaultBundle
  }

  /// The name calls use: the type for an initializer, else the function's name.
  package var calleeName: String {
    guard declaration.kind == .initializer else { return declaration.name }
    let type = declaration.enclosingType ?? declaration.name
    return type.split(separator: ".").last.map(String.init) ?? type
  }

  /// The wrapper as the compiler names it: `PlaceholderView.init(_:bundle:systemImage:)`.
  package var signature: String {
    let labels = declaration.labelSignature
    if declaration.kind == .initializer { return "\(calleeName).init(\(labels))" }
    if let type = declaration.enclosingType { return "\(type).\(declaration.name)(\(labels))" }
    return "\(declaration.name)(\(labels))"
  }

  /// The call shape of the wrapper, as a `bundleParameter` pattern (a `noBundleParameter` one
  /// for a wrapper that takes a resource, whose key must be a literal): an initializer is called
  /// as its type, a static function on its type, an instance method as `.name(…)` on anything.
  var callPattern: CallPattern {
    let parameters = declaration.parameters
    let key = parameters[keyIndex]
    var pattern: CallPattern
    if let bundleIndex {
      let bundleLabel = parameters[bundleIndex].label ?? "_"
      pattern = CallPattern(
        kind: .bundleParameter, callee: calleeName,
        parameters: parameters.map { $0.label ?? "_" }, lookupLabel: key.label ?? "_",
        lookupValue: Self.isKeyType(key.typeText, literalOnly: true) ? .literal : .any,
        bundleLabel: bundleLabel,
        mainBundleSpellings: [".main", "Bundle.main", "Foundation.Bundle.main", "nil"],
        fix: FixTemplate(insert: "\(bundleLabel): .module", replacement: ".module"))
    } else {
      pattern = CallPattern(
        kind: .noBundleParameter, callee: calleeName,
        parameters: parameters.map { $0.label ?? "_" }, lookupLabel: key.label ?? "_",
        lookupValue: .literal)
    }
    if declaration.kind == .function, let type = declaration.enclosingType {
      let isStatic =
        declaration.modifiers.contains("static") || declaration.modifiers.contains("class")
      if isStatic {
        pattern.form = .member
        pattern.receivers = [type]
        if let last = type.split(separator: ".").last, String(last) != type {
          pattern.receivers.append(String(last))
        }
      } else {
        pattern.form = .modifier
      }
    }
    return pattern
  }

  /// Whether `typeText` (whitespace removed) is a localized key: `LocalizedStringKey`, or with
  /// `literalOnly` false also `String` and `String.LocalizationValue`.
  static func isKeyType(_ typeText: String, literalOnly: Bool) -> Bool {
    // Asked of every parameter and property of the package: most are turned away on their length.
    if literalOnly {
      switch typeText.utf8.count {
      case 18, 19, 26, 27: break
      default: return false
      }
    }
    let type = typeText.hasSuffix("?") ? String(typeText.dropLast()) : typeText
    if type == "LocalizedStringKey" || type == "SwiftUI.LocalizedStringKey" { return true }
    if literalOnly { return false }
    return type == "String" || type == "Swift.String" || type == "String.LocalizationValue"
  }

  /// Whether `typeText` (whitespace removed) is a `LocalizedStringResource`, optional or not;
  /// decided on the bytes, as it is asked of every parameter of the package.
  static func isResourceType(_ typeText: String) -> Bool {
    switch typeText.utf8.count {
    case 23, 24: typeText == "LocalizedStringResource" || typeText == "LocalizedStringResource?"
    case 34, 35:
      typeText == "Foundation.LocalizedStringResource"
        || typeText == "Foundation.LocalizedStringResource?"
    default: false
    }
  }

  /// Whether `typeText` is `Bundle`, optional or not.
  static func isBundleType(_ typeText: String) -> Bool {
    let type =
      typeText.hasSuffix("?") || typeText.hasSuffix("!") ? String(typeText.dropLast()) : typeText
    return type == "Bundle" || type == "Foundation.Bundle"
  }
}
