import BundleLintCore
import BundleLintSyntax
import Foundation

/// The keys of an app's or extension's `Info.plist` that decide which languages the system may
/// choose for its process: `CFBundleLocalizations` (languages the bundle declares beside its
/// `.lproj` folders) and `CFBundleAllowMixedLocalizations` (each framework and package bundle
/// then picks its own language from the user's preferences).
package struct InfoPlist: Hashable, Sendable {
  /// `CFBundleLocalizations`, as written.
  package var localizations: [String] = []
  /// `CFBundleAllowMixedLocalizations` is true.
  package var allowsMixedLocalizations = false

  package init(localizations: [String] = [], allowsMixedLocalizations: Bool = false) {
    self.localizations = localizations
    self.allowsMixedLocalizations = allowsMixedLocalizations
  }

  /// The keys of an `Info.plist` file (XML, binary or old-style); nil when the bytes are no
  /// property list whose root is a dictionary.
  package static func read(_ bytes: [UInt8]) -> InfoPlist? {
    guard
      let root = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil),
      let dictionary = root as? [String: Any]
    else { return nil }
    let localizations = (dictionary["CFBundleLocalizations"] as? [Any] ?? []).compactMap {
      $0 as? String
    }
    return InfoPlist(
      localizations: localizations,
      allowsMixedLocalizations: isTrue(dictionary["CFBundleAllowMixedLocalizations"]))
  }

  /// Whether a property list value means true as Core Foundation reads a Boolean key: a
  /// Boolean, a string `YES` or `true` in any letter case, or a non-zero number.
  static func isTrue(_ value: Any?) -> Bool {
    switch value {
    case let flag as Bool: flag
    case let text as String: isTrue(text)
    case let number as Int: number != 0
    default: false
    }
  }

  /// Whether a build setting's or a string value's text means true (`YES`, `true`).
  package static func isTrue(_ text: String) -> Bool {
    let folded = text.lowercased()
    return folded == "yes" || folded == "true"
  }
}
