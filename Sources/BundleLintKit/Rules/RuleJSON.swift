/// A parsed rule file's JSON value, kept generic so the decoder can reject unknown keys by path.
enum RuleJSON: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([RuleJSON])
  case object([String: RuleJSON])

  var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
