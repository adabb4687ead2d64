/// A parsed JSON value: rule files, configurations and baselines (kept generic, so their decoders
/// can reject unknown keys by path) and String Catalogs.
package enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The string, if this is one.
  package var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The members, if this is an object.
  package var objectValue: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }

  package var typeName: String {
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
