import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

extension Wrapper {
  /// The module's bundle as a `LocalizedStringResource.BundleDescription`, which has no
  /// `.module`: what Xcode's generated string symbols pass.
  static let moduleBundleDescription = ".atURL(Bundle.module.bundleURL)"

  /// How code in a module spells its own bundle as a `LocalizedStringResource.BundleDescription`:
  /// the module's helper when `declarations` (the module's and the file's) have one the file can
  /// use, a variable declared with that type (`static let feature:
  /// LocalizedStringResource.BundleDescription = .atURL(Bundle.module.bundleURL)` in an extension
  /// of the type gives `.feature`, a file-scope one its name), else `moduleBundleDescription`.
  static func resourceBundle(among declarations: [[Declaration]]) -> String {
    for list in declarations {
      for declaration in list where isResourceBundleHelper(declaration) {
        guard let type = declaration.enclosingType else { return declaration.name }
        return isBundleDescriptionType(type)
          ? "." + declaration.name : "\(type).\(declaration.name)"
      }
    }
    return moduleBundleDescription
  }

  /// Whether `declaration` is a variable of type `LocalizedStringResource.BundleDescription`
  /// that other files can use (not `private` or `fileprivate`), static when in a type.
  static func isResourceBundleHelper(_ declaration: Declaration) -> Bool {
    guard declaration.kind == .variable, let type = declaration.typeText,
      isBundleDescriptionType(type),
      !declaration.modifiers.contains("private"), !declaration.modifiers.contains("fileprivate")
    else { return false }
    return declaration.enclosingType == nil || declaration.modifiers.contains("static")
  }

  /// `LocalizedStringResource.BundleDescription`, qualified or not; decided on the length first,
  /// as it is asked of every variable of the package.
  static func isBundleDescriptionType(_ type: String) -> Bool {
    switch type.utf8.count {
    case 41: type == "LocalizedStringResource.BundleDescription"
    case 52: type == "Foundation.LocalizedStringResource.BundleDescription"
    default: false
    }
  }
}
