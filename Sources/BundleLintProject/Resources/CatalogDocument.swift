import BundleLintCore
import BundleLintSyntax

/// What `StringTableParser.catalog` reads of a String Catalog: its source language, and for
/// each key the localizations it has, whether it is marked not to be translated, and each
/// localization's plain value. Made by `CatalogReader` straight from the bytes, or from a parsed
/// JSON value (`init(json:)`), which says the same of the same document: the reader is the fast
/// way, the JSON value the reference it is tested against.
struct CatalogDocument: Equatable, Sendable {
  /// Whether the document's root is an object (a catalog at all).
  var rootIsObject: Bool
  /// The root's `sourceLanguage`, when it is a string.
  var sourceLanguage: String?
  /// The root's `strings`, by key; nil when it is missing or not an object.
  var strings: [String: Entry]?

  struct Entry: Equatable, Sendable {
    /// The entry's `localizations` by language (empty when missing or not an object).
    var localizations: [String: Localization] = [:]
    /// `"shouldTranslate": false`.
    var isUntranslatable = false
  }

  struct Localization: Equatable, Sendable {
    /// Whether the localization is an object.
    var isObject: Bool
    /// What the language shows when the localization is one plain `stringUnit` (no variations,
    /// no substitutions, nothing else): its `value`.
    var plainValue: String?
  }

  /// The same of a parsed document. Where a member is written twice, the last one counts, as
  /// in the parsed value's dictionaries.
  init(json root: JSONValue) {
    guard case .object(let object) = root else {
      self.init(rootIsObject: false, sourceLanguage: nil, strings: nil)
      return
    }
    var strings: [String: Entry]?
    if case .object(let members)? = object["strings"] {
      strings = members.mapValues { value in
        let entry = value.objectValue
        let localizations = (entry?["localizations"]?.objectValue ?? [:]).mapValues { value in
          let localization = value.objectValue
          return Localization(
            isObject: localization != nil,
            plainValue: localization.flatMap { members in
              members.count == 1
                ? members["stringUnit"]?.objectValue?["value"]?.stringValue : nil
            })
        }
        return Entry(
          localizations: localizations,
          isUntranslatable: entry?["shouldTranslate"] == .bool(false))
      }
    }
    self.init(
      rootIsObject: true, sourceLanguage: object["sourceLanguage"]?.stringValue,
      strings: strings)
  }

  init(rootIsObject: Bool, sourceLanguage: String?, strings: [String: Entry]?) {
    self.rootIsObject = rootIsObject
    self.sourceLanguage = sourceLanguage
    self.strings = strings
  }
}
