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
  /// property list whose root is a dictionary. A file that spells neither key (both end in
  /// `Localizations`, stored as ASCII in every format) is not parsed: it declares nothing,
  /// when it starts as a dictionary's property list does.
  package static func read(_ bytes: [UInt8]) -> InfoPlist? {
    if !bytes.containsBytes("Localizations", in: 0..<bytes.count) {
      return startsAsDictionary(bytes) ? InfoPlist() : nil
    }
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

  /// Whether `bytes` are framed as a property list whose root can be a dictionary: XML
  /// (`<?xml`, `<!DOCTYPE` or `<plist` … `</plist>`), binary (`bplist`) or old-style (`{` …
  /// `}`), a byte order mark and blanks aside.
  static func startsAsDictionary(_ bytes: [UInt8]) -> Bool {
    if bytes.starts(with: "bplist".utf8) { return true }
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < bytes.count, bytes[start].isASCIIWhitespace { start += 1 }
    var end = bytes.count
    while end > start, bytes[end - 1].isASCIIWhitespace { end -= 1 }
    let text = bytes[start..<end]
    if text.first == UInt8(ascii: "{") { return text.last == UInt8(ascii: "}") }
    return
      (text.starts(with: "<?xml".utf8) || text.starts(with: "<!DOCTYPE".utf8)
      || text.starts(with: "<plist".utf8)) && text.reversed().starts(with: ">tsilp/<".utf8)
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
