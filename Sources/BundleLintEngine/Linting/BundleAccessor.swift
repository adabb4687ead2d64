import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// A property of the package that returns its module's bundle: `static var myModule: Bundle {
/// Bundle.module }`, `static let resources = Bundle.module`, `let resourceBundle = #bundle`, or
/// the `#if SWIFT_PACKAGE` / `return Bundle.module` / `#else` / `Bundle(for: X.self)` pattern.
package struct BundleAccessor: Hashable, Sendable {
  /// The property's name (`myModule`).
  package var name: String
  /// The type it is declared in or extends (`Bundle`), nil at file scope.
  package var enclosingType: String?
  /// The declaring module's name.
  package var module: String
  /// Whether other modules can use it (`public`, `open`, `package`, or in such an extension).
  package var isVisibleOutsideModule: Bool
  /// Whether it is a `static` member.
  package var isStatic: Bool

  package init(
    name: String, enclosingType: String?, module: String, isVisibleOutsideModule: Bool,
    isStatic: Bool = false
  ) {
    self.name = name
    self.enclosingType = enclosingType
    self.module = module
    self.isVisibleOutsideModule = isVisibleOutsideModule
    self.isStatic = isStatic
  }

  /// Whether other modules can name the bundle through it as `Bundle.name` (and `.name` where a
  /// `Bundle` is expected): `extension Bundle { public static let designSystem = Bundle.module }`.
  package var isPublicBundleMember: Bool {
    (enclosingType == "Bundle" || enclosingType == "Foundation.Bundle") && isStatic
      && isVisibleOutsideModule && name != "module" && name != "main"
  }

  /// How code spells a use of it: `.myModule` and `Bundle.myModule` for a `Bundle` member,
  /// `Type.name` for another type's, `name` at file scope.
  package var spellings: [String] { Self.spellings(of: name, in: enclosingType) }

  /// How code spells a use of property `name` declared in or extending `type` (nil at file
  /// scope).
  static func spellings(of name: String, in type: String?) -> [String] {
    guard let type else { return [name] }
    if type == "Bundle" || type == "Foundation.Bundle" {
      return [".\(name)", "Bundle.\(name)", "Foundation.Bundle.\(name)"]
    }
    return ["\(type).\(name)"]
  }

  /// The accessors `syntax` declares: properties `module` may compile whose initializer or
  /// getter names `Bundle.module`, `.module` or `#bundle`.
  package static func find(in syntax: FileSyntax, source: [UInt8], module: Module)
    -> [BundleAccessor]
  {
    // By index, so the declarations of other kinds are never copied.
    syntax.declarations.indices.compactMap { index in
      guard syntax.declarations[index].kind == .variable else { return nil }
      let declaration = syntax.declarations[index]
      guard
        module.mayCompile(declaration.conditions),
        declaration.typeText.map(Wrapper.isBundleType) ?? true
      else { return nil }
      // Every spelling of the module bundle ends in `module` or `bundle`.
      let searched =
        declaration.bodyRange
        ?? declaration
        .nameOffset..<SourceLocationConverter.lineEnd(
          after: declaration.nameOffset, in: source)
      // A property typed `Bundle` whose closure starts on the line (`static let kit: Bundle = {`,
      // a `#if SWIFT_PACKAGE` locator inside) is read whole.
      guard
        source.containsBytes("module", in: searched) || source.containsBytes("bundle", in: searched)
          || (declaration.bodyRange == nil && declaration.typeText != nil
            && source.containsBytes("{", in: searched))
      else { return nil }
      guard let text = declaration.valueText(in: source),
        returnsModuleBundle(text) || opensResourceBundle(text, of: module)
      else {
        return nil
      }
      return BundleAccessor(
        name: declaration.name, enclosingType: declaration.enclosingType, module: module.name,
        isVisibleOutsideModule: Wrapper.isVisibleOutsideModule(declaration, in: syntax),
        isStatic: declaration.modifiers.contains("static"))
    }
  }

  /// Whether a getter's or initializer's text (whitespace removed) opens one of the pod's
  /// resource bundles (`Module.resourceBundleNames`): it names the bundle as a resource
  /// (`forResource:"KitResources",withExtension:"bundle"`, `"KitResources.bundle"`).
  static func opensResourceBundle(_ text: String, of module: Module) -> Bool {
    module.resourceBundleNames.contains { name in
      text.contains("forResource:\"\(name)\",withExtension:\"bundle\"")
        || text.contains("forResource:\"\(name)\",ofType:\"bundle\"")
        || text.contains("\"\(name).bundle\"")
    }
  }

  /// Whether a getter's or initializer's text (whitespace removed) yields the module bundle:
  /// it is `Bundle.module` (or `.module`, `#bundle`), or a getter returns that. Compared as
  /// bytes: a computed property's body can be long, and Foundation's `range(of:)` cost about
  /// 35,000 instructions a call.
  private static func returnsModuleBundle(_ text: String) -> Bool {
    let values = ["Bundle.module", "Foundation.Bundle.module", ".module", "#bundle"]
    if values.contains(text) { return true }
    let bytes = Array(text.utf8)
    let ends: [UInt8] = [UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: ";")]
    for lead in ["{", "return"] {
      for value in values {
        let needle = Array((lead + value).utf8)
        var start = 0
        while let hit = bytes.firstOccurrence(of: needle, from: start) {
          let after = hit + needle.count
          if after < bytes.count, ends.contains(bytes[after]) { return true }
          start = hit + 1
        }
      }
    }
    return false
  }
}
