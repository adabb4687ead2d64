import BundleLintCore
import BundleLintProject
import BundleLintSyntax

/// What is wrong at a key path of a JSON document (`calls[0].bundle.label`), before it is said
/// which file: the errors of the strict reader (`JSONObjectReader`) and of `Rule.validate()`.
///
/// `RuleFileError` and `ConfigurationError` render it, each in its own words.
public enum KeyPathError: Error, Hashable, Sendable {
  /// An object has a key the format does not define. `parent` is the object's path (empty at
  /// the top level), `known` the keys it allows, in the order the format lists them.
  case unknownKey(parent: String, key: String, known: [String])
  case missingKey(path: String)
  /// A value has the wrong JSON type; `found` names the type it has (`a number`).
  case wrongType(path: String, expected: Expected, found: String)
  /// A value has the right type but is not allowed (`"severity": "loud"`).
  case invalidValue(path: String, detail: String)

  /// The JSON type a key wants; `description` names it as rule-file errors do (`a boolean`).
  public enum Expected: Hashable, Sendable, CustomStringConvertible {
    case object, array, arrayOfStrings, string, boolean
    /// A string, or an array of strings joined with line breaks.
    case text

    public var description: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .arrayOfStrings: "an array of strings"
      case .string: "a string"
      case .boolean: "a boolean"
      case .text: "a string or an array of lines"
      }
    }
  }

  /// The key path the error is about (for `unknownKey`, the unknown key's).
  public var path: String {
    switch self {
    case .unknownKey(let parent, let key, _): Self.join(parent, key)
    case .missingKey(let path), .wrongType(let path, _, _), .invalidValue(let path, _): path
    }
  }

  /// `key` below `parent`: `calls[0]` and `bundle` give `calls[0].bundle`.
  package static func join(_ parent: String, _ key: String) -> String {
    parent.isEmpty ? key : "\(parent).\(key)"
  }
}
