import BundleLintCore
import BundleLintProject
import BundleLintRules
import BundleLintSyntax

/// Why a configuration file cannot be used. Rendered in one place, `description`:
/// `.bundlelint.json: error: unknown key 'rulez' at top level; expected one of ...`.
public enum ConfigurationError: JSONFileError, Hashable, Sendable, CustomStringConvertible {
  case unreadable(file: String)
  case invalidJSON(file: String, detail: String)
  /// `keyPath` is empty for the top level; `known` are the keys allowed there.
  case unknownKey(file: String, keyPath: String, key: String, known: [String])
  case missingKey(file: String, keyPath: String)
  case wrongType(file: String, keyPath: String, expected: String, found: String)
  /// The right type, a value not allowed (`"failOn": "sometimes"`).
  case invalidValue(file: String, keyPath: String, detail: String)
  /// A rule id that names no rule, with the closest one when one is close.
  case unknownRule(file: String, keyPath: String, id: String, suggestion: String?)

  /// `error`, found in `file`, in the words configuration errors use (`must be true or false`).
  public init(_ error: KeyPathError, file: String) {
    switch error {
    case .unknownKey(let parent, let key, let known):
      self = .unknownKey(file: file, keyPath: parent, key: key, known: known)
    case .missingKey(let path):
      self = .missingKey(file: file, keyPath: path)
    case .wrongType(let path, let expected, let found):
      let noun =
        switch expected {
        case .arrayOfStrings: "an array"
        case .boolean: "true or false"
        default: expected.description
        }
      self = .wrongType(
        file: file, keyPath: path.isEmpty ? "(top level)" : path, expected: noun, found: found)
    case .invalidValue(let path, let detail):
      self = .invalidValue(file: file, keyPath: path, detail: detail)
    }
  }

  public var description: String { "\(file): error: \(message)" }

  /// The file the error is about, as it was given.
  public var file: String {
    switch self {
    case .unreadable(let file), .invalidJSON(let file, _), .unknownKey(let file, _, _, _),
      .missingKey(let file, _), .wrongType(let file, _, _, _), .invalidValue(let file, _, _),
      .unknownRule(let file, _, _, _):
      file
    }
  }

  /// The key path of the bad key (nil when the file as a whole is wrong).
  public var keyPath: String? {
    switch self {
    case .unreadable, .invalidJSON: nil
    case .unknownKey(_, let parent, let key, _): KeyPathError.join(parent, key)
    case .missingKey(_, let path), .invalidValue(_, let path, _), .unknownRule(_, let path, _, _):
      path
    case .wrongType(_, let path, _, _): path == "(top level)" ? "" : path
    }
  }

  /// `path:line:column: error: message`, the path relative to `currentDirectory` when inside
  /// it, the place the bad key's in `text` (the file's bytes; none without them).
  public func rendered(currentDirectory: String, text: [UInt8]?) -> String {
    var place = PathName.displayed(file, in: currentDirectory) ?? file
    if let keyPath, !keyPath.isEmpty, let text, let at = JSONKeyPlace.find(keyPath, in: text) {
      place += ":\(at.line):\(at.column)"
    }
    return "\(place): error: \(message)"
  }

  /// What is wrong, without the file.
  public var message: String {
    switch self {
    case .unreadable:
      return "cannot read the configuration file; check the path given to '--config'"
    case .invalidJSON(_, let detail):
      return "not valid JSON: \(detail)"
    case .unknownKey(_, let keyPath, let key, let known):
      let place = keyPath.isEmpty ? "'\(key)' at top level" : "'\(keyPath).\(key)'"
      let hint =
        SuppressionSet.closest(to: key, in: Set(known)).map { "did you mean '\($0)'?" }
        ?? "expected one of " + known.map { "'\($0)'" }.joined(separator: ", ")
      return "unknown key \(place); \(hint)"
    case .missingKey(_, let keyPath):
      return "'\(keyPath)' is missing; add it"
    case .wrongType(_, let keyPath, let expected, let found):
      return "'\(keyPath)' must be \(expected), not \(found)"
    case .invalidValue(_, let keyPath, let detail):
      return "'\(keyPath)': \(detail)"
    case .unknownRule(_, let keyPath, let id, let suggestion):
      let hint =
        suggestion.map { "did you mean '\($0)'?" } ?? "'bundlelint rules' lists the rule ids"
      return "'\(keyPath)' names unknown rule '\(id)'; \(hint)"
    }
  }
}
