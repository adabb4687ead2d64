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

  public var description: String {
    switch self {
    case .unreadable(let file):
      return
        "\(file): error: cannot read the configuration file; check the path given to '--config'"
    case .invalidJSON(let file, let detail):
      return "\(file): error: not valid JSON: \(detail)"
    case .unknownKey(let file, let keyPath, let key, let known):
      let place = keyPath.isEmpty ? "'\(key)' at top level" : "'\(keyPath).\(key)'"
      let hint =
        SuppressionSet.closest(to: key, in: Set(known)).map { "did you mean '\($0)'?" }
        ?? "expected one of " + known.map { "'\($0)'" }.joined(separator: ", ")
      return "\(file): error: unknown key \(place); \(hint)"
    case .missingKey(let file, let keyPath):
      return "\(file): error: '\(keyPath)' is missing; add it"
    case .wrongType(let file, let keyPath, let expected, let found):
      return "\(file): error: '\(keyPath)' must be \(expected), not \(found)"
    case .invalidValue(let file, let keyPath, let detail):
      return "\(file): error: '\(keyPath)': \(detail)"
    case .unknownRule(let file, let keyPath, let id, let suggestion):
      let hint =
        suggestion.map { "did you mean '\($0)'?" } ?? "'bundlelint rules' lists the rule ids"
      return "\(file): error: '\(keyPath)' names unknown rule '\(id)'; \(hint)"
    }
  }
}
